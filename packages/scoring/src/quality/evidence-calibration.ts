/** The calibrations of an evidence analysis: per scale or whole, with S-X² fit, M2 and Rasch fit. */
import { ScoringError } from '../errors';
import {
  type CalibrationModel,
  type CalibrationResult,
  calibrate,
  DEFAULT_EM_TOLERANCE,
} from '../irt/calibration';
import { type ItemFitResult, itemFit } from '../irt/item-fit';
import { type M2Result, m2Statistic } from '../irt/m2';
import { raschFit } from '../irt/rasch-fit';
import {
  type CalibratedScale,
  type EvidenceCalibration,
  type EvidenceItem,
  type EvidencePerson,
  type EvidenceRaschFit,
  type Unavailable,
  unavailable,
} from './evidence-types';

/** How an analysis calibrates beyond its model. */
export interface CalibrationSetUp {
  guessingPrior: boolean;
}

// One stopping rule for every calibration: the one that reproduces the published references.
const CALIBRATION_TOLERANCE = DEFAULT_EM_TOLERANCE;

/** A calibration of some items (one scale, or the whole instrument) with its S-X² fit. */
function calibrateColumns(
  items: readonly EvidenceItem[],
  persons: readonly EvidencePerson[],
  keyed: readonly boolean[],
  columns: readonly number[],
  model: CalibrationModel | undefined,
  setUp: CalibrationSetUp,
  onProgress: (done: number) => void,
): CalibrationResult & {
  fit: ItemFitResult | Unavailable;
  raschFit?: EvidenceRaschFit | Unavailable;
  globalFit?: M2Result | Unavailable;
} {
  const data = persons.map((p) =>
    columns.map((i) => {
      const x = p.scores[i];
      return x === null && keyed[i] ? 0 : x;
    }),
  );
  const result = calibrate(data, {
    model: model ?? (columns.every((i) => keyed[i]) ? '2PL' : 'GRM'),
    // Undefined: the engine's Beta prior (3PL only).
    guessingPrior: setUp.guessingPrior ? undefined : null,
    itemIds: columns.map((i) => items[i].id),
    standardErrors: true,
    tolerance: CALIBRATION_TOLERANCE,
    // EM changes shrink about geometrically: progress is how far log(change) has come to log(tolerance).
    onCycle: (_cycle, change) =>
      onProgress(Math.min(1, Math.max(0, Math.log(change) / Math.log(CALIBRATION_TOLERANCE)))),
  });
  let fit: ItemFitResult | Unavailable;
  try {
    fit = itemFit(data, result);
  } catch (error) {
    fit = unavailable(error);
  }
  // The full covariance matrix grows with the square of the parameters (a 100-item GRM: 250,000
  // numbers) and the evidence report shows only the standard errors, so it is not kept.
  const { covariance: _covariance, ...kept } = result;
  const globalFit = { globalFit: globalFitOf(data, result) };
  if (result.model !== 'Rasch' || !columns.every((i) => keyed[i])) return { ...kept, fit, ...globalFit };
  return { ...kept, fit, ...globalFit, raschFit: raschFitSummary(data, result) };
}

/**
 * The scales' Rasch fits as one: items in the analysis's order; persons counted per scale and
 * summed (a person is fitted, extreme or misfitting on each scale). Absent unless every scale
 * has one.
 */
function mergedRaschFit(
  fits: Array<EvidenceRaschFit | Unavailable | undefined>,
  order: Map<string, number>,
): { raschFit?: EvidenceRaschFit | Unavailable } {
  if (!fits.length || fits.some((f) => f === undefined)) return {};
  const refused = fits.find((f) => f && 'unavailable' in f);
  if (refused) return { raschFit: refused };
  const all = fits as EvidenceRaschFit[];
  return {
    raschFit: {
      estimator: all[0].estimator,
      items: all.flatMap((f) => f.items).sort((x, y) => (order.get(x.id) ?? 0) - (order.get(y.id) ?? 0)),
      persons: {
        fitted: all.reduce((n, f) => n + f.persons.fitted, 0),
        extreme: all.reduce((n, f) => n + f.persons.extreme, 0),
        misfitting: all.reduce((n, f) => n + f.persons.misfitting, 0),
      },
    },
  };
}

/**
 * Items a scale may have for its M2: 60 items make 1,830 margins, whose covariance takes seconds to
 * factor; the cost grows with the cube of the margins.
 */
const M2_MAX_ITEMS = 60;

/** M2 and RMSEA of a calibration (the GRM's on its items' score moments), or why not. */
function globalFitOf(data: (number | null)[][], result: CalibrationResult): M2Result | Unavailable {
  if (result.items.length > M2_MAX_ITEMS)
    return { unavailable: `M2 is computed for scales of at most ${M2_MAX_ITEMS} items` };
  try {
    return m2Statistic(data, result);
  } catch (error) {
    return unavailable(error);
  }
}

/** The Rasch fit of a calibration's data, persons summarised; unavailable when it cannot be had. */
function raschFitSummary(
  data: (number | null)[][],
  result: CalibrationResult,
): EvidenceRaschFit | Unavailable {
  try {
    const full = raschFit(data, result);
    const fitted = full.persons.filter((p) => p.status === 'fitted');
    return {
      estimator: full.estimator,
      items: full.items,
      persons: {
        fitted: fitted.length,
        extreme: full.extremePersons,
        misfitting: fitted.filter((p) => p.lzStar !== null && p.lzStar < -2).length,
      },
    };
  } catch (error) {
    return unavailable(error);
  }
}

/** The dimensions of an instrument that measures more than one, with their items' columns. */
function scalesOf(items: readonly EvidenceItem[]): Array<{ dimension: string | null; columns: number[] }> {
  const scales = new Map<string | null, number[]>();
  items.forEach((item, i) => {
    const columns = scales.get(item.dimension);
    if (columns) columns.push(i);
    else scales.set(item.dimension, [i]);
  });
  return [...scales.entries()].map(([dimension, columns]) => ({ dimension, columns }));
}

export function calibrateScales(
  items: readonly EvidenceItem[],
  persons: readonly EvidencePerson[],
  keyed: readonly boolean[],
  model: CalibrationModel | undefined,
  setUp: CalibrationSetUp,
  onProgress: (done: number) => void,
): EvidenceCalibration | Unavailable {
  const scales = scalesOf(items);
  try {
    if (scales.length < 2)
      return calibrateColumns(
        items,
        persons,
        keyed,
        items.map((_, i) => i),
        model,
        setUp,
        onProgress,
      );
    const parts = scales.map(({ dimension, columns }, s): ScalePart => {
      const itemIds = columns.map((i) => items[i].id);
      try {
        if (columns.length < 2)
          throw new ScoringError('INSUFFICIENT_DATA', 'a scale of one item cannot be calibrated on its own');
        const result = calibrateColumns(items, persons, keyed, columns, model, setUp, (done) =>
          onProgress((s + done) / scales.length),
        );
        return { dimension, itemIds, result };
      } catch (error) {
        return { dimension, itemIds, ...unavailable(error) };
      }
    });
    return mergeScales(items, parts);
  } catch (error) {
    return unavailable(error);
  }
}

type ScaleCalibration = CalibrationResult & {
  fit: ItemFitResult | Unavailable;
  raschFit?: EvidenceRaschFit | Unavailable;
  globalFit?: M2Result | Unavailable;
};

/** One scale's calibration, or why it has none. */
type ScalePart = { dimension: string | null; itemIds: string[] } & (
  | { result: ScaleCalibration }
  | Unavailable
);

/**
 * The scales' calibrations as one: items in the analysis's order, whichever scale estimated them,
 * totals summed over the scales, and each scale listed with its own figures.
 */
function mergeScales(items: readonly EvidenceItem[], parts: ScalePart[]): EvidenceCalibration | Unavailable {
  const done = parts.flatMap((p) => ('result' in p ? [p.result] : []));
  const [first] = done;
  if (!first) {
    const refused = parts.find((p) => 'unavailable' in p);
    return {
      unavailable: refused && 'unavailable' in refused ? refused.unavailable : 'no scale could be calibrated',
    };
  }
  // Fit rows follow the items.
  const order = new Map(items.map((item, i) => [item.id, i]));
  const calibrated = done
    .flatMap((r) => r.items.map((item, x) => ({ item, fit: 'items' in r.fit ? r.fit.items[x] : null })))
    .sort((x, y) => (order.get(x.item.id) ?? 0) - (order.get(y.item.id) ?? 0));
  const sum = (pick: (r: CalibrationResult) => number) => done.reduce((total, r) => total + pick(r), 0);
  return {
    ...first,
    // A latent variance and a global fit are a scale's own: the scales list them.
    globalFit: undefined,
    latentVariance: undefined,
    latentVarianceSe: undefined,
    items: calibrated.map((c) => c.item),
    logLikelihood: sum((r) => r.logLikelihood),
    logPosterior: sum((r) => r.logPosterior),
    iterations: Math.max(...done.map((r) => r.iterations)),
    converged: done.every((r) => r.converged),
    persons: Math.max(...done.map((r) => r.persons)),
    patterns: Math.max(...done.map((r) => r.patterns)),
    fit: mergedItemFit(
      done.map((r) => r.fit),
      calibrated.map((c) => c.fit),
    ),
    // Every scale's flagged items, not the first scale's only.
    flags: done.flatMap((r) => r.flags ?? []),
    ...mergedRaschFit(
      done.map((r) => r.raschFit),
      order,
    ),
    scales: parts.map((p) => ('result' in p ? scaleSummary(p.dimension, p.itemIds, p.result) : p)),
  };
}

/** The scales' S-X² as one table (rows in the items' order), or the first scale's reason it has none. */
function mergedItemFit(
  fits: Array<ItemFitResult | Unavailable>,
  rows: Array<ItemFitResult['items'][number] | null>,
): ItemFitResult | Unavailable {
  const refused = fits.find((f): f is Unavailable => 'unavailable' in f);
  if (refused) return refused;
  const computed = fits as ItemFitResult[];
  return {
    items: rows as ItemFitResult['items'],
    persons: Math.min(...computed.map((f) => f.persons)),
    minExpected: computed[0].minExpected,
    alpha: computed[0].alpha,
  };
}

function scaleSummary(
  dimension: string | null,
  itemIds: string[],
  result: ScaleCalibration,
): CalibratedScale {
  return {
    dimension,
    itemIds,
    logLikelihood: result.logLikelihood,
    iterations: result.iterations,
    converged: result.converged,
    persons: result.persons,
    patterns: result.patterns,
    ...(result.latentVariance !== undefined ? { latentVariance: result.latentVariance } : {}),
    ...(result.globalFit ? { globalFit: result.globalFit } : {}),
  };
}
