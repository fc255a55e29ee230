/**
 * Rasch residual fit: infit and outfit mean squares of items and persons with their standardised
 * values (Wright & Masters 1982, Rating Scale Analysis, ch. 5; Wright & Linacre 1994 for the
 * Wilson–Hilferty standardisation as Winsteps and eRm report it), and the lz* person-fit statistic
 * corrected for the estimated θ (Snijders 2001, Psychometrika 66:331–342).
 *
 * For person p and item i with P = σ(θ_p − δ_i), W = P(1 − P) the model variance of the answer
 * and C = P(1 − P)⁴ + (1 − P)P⁴ its fourth central moment, the residual is y = x − P and the
 * standardised residual z = y/√W. Over the N answers of an item (or a person):
 * - outfit MNSQ u = Σ z² / N, with model variance q_u² = Σ (C/W²) / N² − 1/N;
 * - infit MNSQ v = Σ y² / Σ W, with model variance q_v² = Σ (C − W²) / (Σ W)²;
 * - ZSTD t = (MNSQ^{1/3} − 1)(3/q) + q/3 (Wilson–Hilferty: the cube root of a mean square is close
 *   to normal), 0 when q = 0 (every answer has P = ½: the mean square is then 1 by construction).
 */
import { ScoringError } from '../errors';
import { ENGINE_VERSION } from '../version';
import type { CalibrationResult, ResponseMatrix } from './calibration';
import { compileIrtItem, type IrtItem, logistic } from './models';
import { mlScore, wleScore } from './scoring';

/** Options of {@link raschFit}. */
export interface RaschFitOptions {
  /**
   * Person estimate the residuals are taken at: 'ML' (default; as Winsteps' and eRm's fit
   * statistics) or Warm's 'WLE'. lz* is corrected for whichever is used (Snijders' r₀ = 0 for ML,
   * J/(2I) for WLE).
   */
  estimator?: 'ML' | 'WLE';
}

/** Item difficulties in logits, for {@link raschFit} without a calibration. */
export interface RaschItemSet {
  /** δ_i: P(correct) = σ(θ − δ_i). */
  difficulties: readonly number[];
  /** Item ids (default "1", "2", …). */
  ids?: readonly string[];
}

/** Mean squares of one item or person. */
export interface RaschFitStatistics {
  /** Information-weighted mean square Σ y² / Σ W (expected 1; above 1.3 or so: noise, below 0.7: too predictable). */
  infit: number;
  /** Unweighted mean square Σ z² / N (sensitive to unexpected answers far from the item or person). */
  outfit: number;
  /** Infit standardised (Wilson–Hilferty), ≈ N(0, 1) when the data fit. */
  infitZstd: number;
  /** Outfit standardised. */
  outfitZstd: number;
}

/** Fit of one item over the persons with a non-extreme score who answered it. */
export interface RaschItemFit extends RaschFitStatistics {
  id: string;
  /** δ_i in logits (a calibration's −d_i: the Rasch metric, θ* ~ N(0, a²)). */
  difficulty: number;
  /** Answers the statistics are summed over. */
  count: number;
}

/**
 * Fit of one person (row of the data). Persons whose every answer is 0 or every answer is 1 have an
 * infinite ML estimate and residuals that say nothing about fit: they get `status` 'extreme-lower'
 * or 'extreme-upper', null statistics, and are left out of the items' statistics (as in Winsteps and
 * eRm). With the WLE their `measure` is still given (it is finite).
 */
export interface RaschPersonFit {
  row: number;
  status: 'fitted' | 'extreme-lower' | 'extreme-upper' | 'no-answers';
  /** Items answered. */
  answered: number;
  /** Number correct among them. */
  score: number;
  /** θ in logits (ML or WLE as chosen); null for an extreme score under ML, or no answers. */
  measure: number | null;
  /** 1/√I(θ); null with `measure`. */
  se: number | null;
  /** Mean squares; null unless `status` is 'fitted'. */
  fit: RaschFitStatistics | null;
  /**
   * lz* (Snijders 2001): the standardised log-likelihood of the answers, corrected for θ being
   * estimated from the same answers, ≈ N(0, 1) under the model; large negative values (below about
   * −2) mark an aberrant pattern (random answering, reversed pattern). Null unless 'fitted'.
   */
  lzStar: number | null;
}

/** Result of {@link raschFit}. */
export interface RaschFitResult {
  engineVersion: string;
  estimator: 'ML' | 'WLE';
  items: RaschItemFit[];
  persons: RaschPersonFit[];
  /** Persons with an all-0 or all-1 pattern (no fit statistics). */
  extremePersons: number;
}

/** Running sums of one item's or person's residuals. */
class FitSums {
  count = 0;
  squaredStandardised = 0;
  kurtosisRatio = 0;
  squaredResiduals = 0;
  variance = 0;
  kurtosisExcess = 0;

  add(x: number, p: number): void {
    const w = p * (1 - p);
    const y = x - p;
    const c = w * (p * p * p + (1 - p) * (1 - p) * (1 - p));
    this.count++;
    this.squaredStandardised += (y * y) / w;
    this.kurtosisRatio += c / (w * w);
    this.squaredResiduals += y * y;
    this.variance += w;
    this.kurtosisExcess += c - w * w;
  }

  statistics(): RaschFitStatistics {
    const n = this.count;
    const outfit = this.squaredStandardised / n;
    const infit = this.squaredResiduals / this.variance;
    const outfitQ = Math.sqrt(Math.max(0, this.kurtosisRatio / (n * n) - 1 / n));
    const infitQ = Math.sqrt(Math.max(0, this.kurtosisExcess / (this.variance * this.variance)));
    return { infit, outfit, infitZstd: zstd(infit, infitQ), outfitZstd: zstd(outfit, outfitQ) };
  }
}

/** Wilson–Hilferty: (MNSQ^{1/3} − 1)(3/q) + q/3. */
function zstd(meanSquare: number, q: number): number {
  if (!(q > 1e-12)) return 0;
  return (Math.cbrt(meanSquare) - 1) * (3 / q) + q / 3;
}

/**
 * Infit/outfit mean squares and ZSTD of every item and person, and lz* of every person, under the
 * Rasch model: from a Rasch calibration (difficulties δ_i = −d_i in its logit metric) or from given
 * difficulties. Each person's θ is estimated from his or her answers with the difficulties fixed
 * (ML by default, see {@link RaschFitOptions}); missing answers are left out.
 * @throws ScoringError `INVALID_ARGUMENT` for a calibration of another model, rows of the wrong
 * length or non-finite difficulties; `ANSWER_OUT_OF_RANGE` for answers other than 0/1.
 */
export function raschFit(
  data: ResponseMatrix,
  source: CalibrationResult | RaschItemSet,
  options: RaschFitOptions = {},
): RaschFitResult {
  const estimator = options.estimator ?? 'ML';
  const { difficulties, ids, columns, dataWidth } = fittedItems(source);
  const n = difficulties.length;
  const items: IrtItem[] = difficulties.map((b, i) => compileIrtItem({ model: '1PL', a: 1, b }, ids[i]));
  const itemSums = difficulties.map(() => new FitSums());
  const persons: RaschPersonFit[] = [];
  let extremePersons = 0;
  const answers = new Array<number | null>(n);
  for (let r = 0; r < data.length; r++) {
    const row = data[r];
    if (row.length !== dataWidth) {
      throw new ScoringError('INVALID_ARGUMENT', `row ${r} has ${row.length} entries, expected ${dataWidth}`);
    }
    let answered = 0;
    let score = 0;
    for (let i = 0; i < n; i++) {
      const x = row[columns[i]];
      if (x === null || x === undefined || Number.isNaN(x)) {
        answers[i] = null;
        continue;
      }
      if (x !== 0 && x !== 1) {
        throw new ScoringError('ANSWER_OUT_OF_RANGE', `row ${r}, item ${ids[i]}: ${x} is not 0 or 1`);
      }
      answers[i] = x;
      answered++;
      score += x;
    }
    const unfitted = { row: r, answered, score, fit: null, lzStar: null };
    if (answered === 0) {
      persons.push({ ...unfitted, status: 'no-answers', measure: null, se: null });
      continue;
    }
    const extreme = score === 0 ? 'extreme-lower' : score === answered ? 'extreme-upper' : null;
    if (extreme) {
      extremePersons++;
      const wle = estimator === 'WLE' ? wleScore(items, answers) : null;
      persons.push({
        ...unfitted,
        status: extreme,
        measure: wle ? wle.theta : null,
        se: wle ? wle.se : null,
      });
      continue;
    }
    const estimate = estimator === 'WLE' ? wleScore(items, answers) : mlScore(items, answers);
    const { fit, lzStar } = personFit(estimate.theta, answers, difficulties, itemSums, estimator);
    persons.push({ ...unfitted, status: 'fitted', measure: estimate.theta, se: estimate.se, fit, lzStar });
  }
  return {
    engineVersion: ENGINE_VERSION,
    estimator,
    items: difficulties.map((difficulty, i) => {
      const sums = itemSums[i];
      if (sums.count === 0) {
        throw new ScoringError(
          'INSUFFICIENT_DATA',
          `item ${ids[i]}: no person with a non-extreme score answered it`,
        );
      }
      return { id: ids[i], difficulty, count: sums.count, ...sums.statistics() };
    }),
    persons,
    extremePersons,
  };
}

/** The items a fit is computed for: their difficulties, ids and columns in the data. */
function fittedItems(source: CalibrationResult | RaschItemSet): {
  difficulties: number[];
  ids: string[];
  columns: number[];
  /** Columns of the data: a calibration's items may skip the ones it left out. */
  dataWidth: number;
} {
  let fitted: ReturnType<typeof fittedItems>;
  if ('model' in source) {
    if (source.model !== 'Rasch') {
      throw new ScoringError(
        'INVALID_ARGUMENT',
        `Rasch fit needs a Rasch calibration, not ${source.model} (calibrate with model: 'Rasch')`,
      );
    }
    fitted = {
      difficulties: source.items.map((item) => -item.d[0]),
      ids: source.items.map((item) => item.id),
      columns: source.columns ?? source.items.map((_, i) => i),
      dataWidth: source.items.length + (source.flags ?? []).filter((f) => f.flag === 'excluded').length,
    };
  } else {
    const difficulties = [...source.difficulties];
    const ids = source.ids ? [...source.ids] : difficulties.map((_, i) => String(i + 1));
    if (ids.length !== difficulties.length)
      throw new ScoringError('INVALID_ARGUMENT', `${ids.length} ids for ${difficulties.length} items`);
    fitted = { difficulties, ids, columns: difficulties.map((_, i) => i), dataWidth: difficulties.length };
  }
  fitted.difficulties.forEach((delta, i) => {
    if (!Number.isFinite(delta))
      throw new ScoringError('INVALID_ARGUMENT', `item ${fitted.ids[i]}: difficulty must be finite`);
  });
  return fitted;
}

/**
 * A fitted person's mean squares and lz*, adding the person's residuals to the items' sums.
 * lz* (Snijders 2001) for the Rasch model: weights w_i = log(P/(1 − P)), the estimating
 * equation's r_i = 1 and r₀ = 0 (ML) or J/(2I) (WLE, J = Σ P(1 − P)(1 − 2P), I = Σ P(1 − P)).
 */
function personFit(
  theta: number,
  answers: ReadonlyArray<number | null>,
  difficulties: readonly number[],
  itemSums: FitSums[],
  estimator: 'ML' | 'WLE',
): { fit: RaschFitStatistics; lzStar: number } {
  const personSums = new FitSums();
  let l0Centred = 0;
  let information = 0;
  let curvature = 0;
  let weighted = 0;
  const probabilities: number[] = [];
  const weights: number[] = [];
  for (let i = 0; i < difficulties.length; i++) {
    const x = answers[i];
    if (x === null) continue;
    const eta = theta - difficulties[i];
    const p = logistic(eta);
    const w = p * (1 - p);
    personSums.add(x, p);
    itemSums[i].add(x, p);
    l0Centred += (x - p) * eta;
    information += w;
    curvature += w * (1 - 2 * p);
    weighted += w * eta;
    probabilities.push(p);
    weights.push(eta);
  }
  const c = weighted / information;
  let tau = 0;
  probabilities.forEach((p, j) => {
    const corrected = weights[j] - c;
    tau += corrected * corrected * p * (1 - p);
  });
  const r0 = estimator === 'WLE' ? curvature / (2 * information) : 0;
  const lzStar = tau > 0 ? (l0Centred + c * r0) / Math.sqrt(tau) : 0;
  return { fit: personSums.statistics(), lzStar };
}
