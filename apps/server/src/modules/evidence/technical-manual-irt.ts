import type {
  EvidenceRaschFit,
  EvidenceResult,
  LikelihoodRatioTest,
  M2Result,
  ModelComparison,
} from '@asesa/scoring';
import type { ReportWriter } from '../exports/report-layout';
import { calibrationFlagSentence, type ManualText } from './technical-manual.labels';
import { INFORMATION_CHART_ROOM, informationCurve } from './technical-manual-chart';
import type { ItemLabel, ManualData } from './technical-manual-data';
import { isUnavailable } from './technical-manual-words';

// Section 6 of the technical manual: the IRT calibration as the workbench shows it — the items'
// parameters and fit, the Rasch residual fit, the items the calibration worked around, the 3PL's
// guessing prior, the model comparison, and the test information.

interface Unavailable {
  unavailable: string;
}
type EvidenceCalibration = Exclude<EvidenceResult['calibration'], Unavailable>;

/** Below this a likelihood-ratio test says the richer model fits better than chance would give. */
const SIGNIFICANT_P = 0.05;

export function writeIrt(w: ReportWriter, data: ManualData, label: ItemLabel, t: ManualText): void {
  const calibration = data.result.calibration;
  const { L, f } = t;
  w.heading(L.irt);
  if (isUnavailable(calibration)) {
    w.text(L.irtUnavailable(calibration.unavailable ? t.reason(calibration.unavailable) : L.notStored));
    return;
  }
  w.text(
    L.irtText(
      t.model(calibration.model),
      calibration.method,
      f.count(calibration.persons),
      f.count(calibration.patterns),
      calibration.converged,
      f.count(calibration.iterations),
      f.fixed(calibration.logLikelihood, 2),
      f.fixed(fitAlpha(calibration.fit), 2),
    ),
    { size: 9 },
  );
  if (calibration.scales && calibration.scales.length > 1)
    w.text(
      L.scalesText(
        f.count(calibration.scales.length),
        calibration.scales
          .map((scale) =>
            isUnavailable(scale)
              ? L.scaleNotCalibrated(scale.dimension ?? L.noDimension, t.reason(scale.unavailable))
              : L.scaleCalibrated(
                  scale.dimension ?? L.noDimension,
                  f.count(scale.itemIds.length),
                  f.fixed(scale.logLikelihood, 2),
                  scale.converged,
                  f.count(scale.iterations),
                ),
          )
          .join('; '),
      ),
      { size: 9 },
    );
  writeGuessingPrior(w, calibration, t);
  const fit = isUnavailable(calibration.fit) ? null : new Map(calibration.fit.items.map((x) => [x.id, x]));
  if (isUnavailable(calibration.fit))
    w.text(
      L.fitUnavailable(calibration.fit.unavailable ? t.reason(calibration.fit.unavailable) : L.notStored),
      { size: 9 },
    );
  const guessing = calibration.model === '3PL';
  w.table(
    [
      { header: L.itemColumns.item, width: 8 },
      { header: 'a', width: 9, align: 'right' },
      { header: L.irtColumns.seA, width: 9, align: 'right' },
      { header: 'b', width: 11, align: 'right' },
      { header: L.irtColumns.seB, width: 11, align: 'right' },
      ...(guessing ? [{ header: L.irtColumns.cSe, width: 12, align: 'right' as const }] : []),
      { header: 'S-X²', width: 10, align: 'right' },
      { header: 'df', width: 6, align: 'right' },
      { header: 'p', width: 9, align: 'right' },
      { header: L.irtColumns.fit, width: 10 },
    ],
    calibration.items.map((item) => {
      const itemFit = fit?.get(item.id);
      return [
        label(item.id),
        f.fixed(item.a, 2),
        f.fixed(item.se?.a, 2),
        item.b.map((b) => f.fixed(b, 2)).join('\n'),
        item.se ? item.se.b.map((b) => f.fixed(b, 2)).join('\n') : '–',
        ...(guessing ? [`${f.fixed(item.c, 2)} (${f.fixed(item.se?.c, 2)})`] : []),
        itemFit ? f.fixed(itemFit.sX2, 2) : '–',
        itemFit ? f.count(itemFit.df) : '–',
        itemFit ? t.p(itemFit.p) : '–',
        itemFit ? (itemFit.misfit ? L.misfit : L.fits) : '–',
      ];
    }),
    { size: 8 },
  );
  writeCalibrationFlags(w, calibration, label, t);
  if (calibration.raschFit) writeRaschFit(w, calibration.raschFit, label, t);
  writeGlobalFit(w, calibration, t);
  if (calibration.comparison) writeComparison(w, calibration.comparison, t);
  writeInformation(w, calibration, t);
}

const fitAlpha = (fit: unknown) => (isUnavailable(fit) ? 0.01 : ((fit as { alpha?: number }).alpha ?? 0.01));

/** A 3PL says whether c had its Beta prior; a result stored before the choice existed says nothing. */
function writeGuessingPrior(w: ReportWriter, calibration: EvidenceCalibration, t: ManualText): void {
  if (calibration.model !== '3PL' || calibration.guessingPrior === undefined) return;
  const prior = calibration.guessingPrior;
  const { L, f } = t;
  w.text(
    prior
      ? L.guessingPrior(
          f.decimal(prior.alpha, 2),
          f.decimal(prior.beta, 2),
          f.fixed(prior.alpha / (prior.alpha + prior.beta), 2),
        )
      : L.noGuessingPrior,
    { size: 9 },
  );
}

/** Items held at a slope bound or left out, each with the reason in the manual's words. */
function writeCalibrationFlags(
  w: ReportWriter,
  calibration: EvidenceCalibration,
  label: ItemLabel,
  t: ManualText,
): void {
  const flags = calibration.flags ?? [];
  if (!flags.length) return;
  // An item left out for want of variance carries both flags; the reason says it once.
  const shown = flags.filter(
    (flag) =>
      !(flag.flag === 'excluded' && flags.some((o) => o.item === flag.item && o.flag === 'no-variance')),
  );
  const items = new Set(shown.map((flag) => flag.item)).size;
  w.subheading(t.L.calibrationFlags, 60);
  w.text(t.L.calibrationFlagsText(t.f.count(items)), { size: 9 });
  for (const flag of shown) w.bullet(calibrationFlagSentence(t, label(flag.item), flag));
}

/**
 * M2 and RMSEA: the calibration's, or each scale's for an instrument of several (a GRM's from its
 * items' score moments); nothing for a result stored before M2 was computed.
 */
function writeGlobalFit(w: ReportWriter, calibration: EvidenceCalibration, t: ManualText): void {
  const fits: Array<{ scale: string | null; fit: M2Result | Unavailable }> = calibration.globalFit
    ? [{ scale: null, fit: calibration.globalFit }]
    : (calibration.scales ?? []).flatMap((scale) =>
        !isUnavailable(scale) && scale.globalFit ? [{ scale: scale.dimension, fit: scale.globalFit }] : [],
      );
  if (!fits.length) return;
  const { L, f } = t;
  w.subheading(L.globalFit, 60);
  w.text(L.globalFitText, { size: 9 });
  for (const { scale, fit } of fits)
    w.bullet(
      isUnavailable(fit)
        ? L.globalFitUnavailable(scale, fit.unavailable ? t.reason(fit.unavailable) : L.notStored)
        : L.globalFitLine(
            scale,
            f.fixed(fit.m2, 2),
            f.count(fit.df),
            t.p(fit.p),
            f.fixed(fit.rmsea, 3),
            f.fixed(fit.rmseaInterval.lower, 3),
            f.fixed(fit.rmseaInterval.upper, 3),
          ),
    );
}

/** The Rasch residual fit: infit and outfit MNSQ with ZSTD per item, and the person-fit summary. */
function writeRaschFit(
  w: ReportWriter,
  raschFit: EvidenceRaschFit | Unavailable,
  label: ItemLabel,
  t: ManualText,
): void {
  const { L, f } = t;
  w.subheading(L.raschFit, 120);
  if (isUnavailable(raschFit)) {
    w.text(L.raschFitUnavailable(raschFit.unavailable ? t.reason(raschFit.unavailable) : L.notStored), {
      size: 9,
    });
    return;
  }
  w.text(L.raschFitText(L.estimators[raschFit.estimator] ?? raschFit.estimator), { size: 9 });
  const C = L.raschColumns;
  w.table(
    [
      { header: L.itemColumns.item, width: 12 },
      { header: C.difficulty, width: 16, align: 'right' },
      { header: C.count, width: 12, align: 'right' },
      { header: C.infit, width: 16, align: 'right' },
      { header: C.infitZ, width: 12, align: 'right' },
      { header: C.outfit, width: 16, align: 'right' },
      { header: C.outfitZ, width: 12, align: 'right' },
    ],
    raschFit.items.map((item) => [
      label(item.id),
      f.fixed(item.difficulty, 2),
      f.count(item.count),
      f.fixed(item.infit, 2),
      f.fixed(item.infitZstd, 2),
      f.fixed(item.outfit, 2),
      f.fixed(item.outfitZstd, 2),
    ]),
    { size: 8 },
  );
  const persons = raschFit.persons;
  w.text(L.personFit(f.count(persons.fitted), f.count(persons.misfitting), f.count(persons.extreme)), {
    size: 9,
  });
}

/** The models side by side (−2LL, AIC, BIC, the lowest marked) and each likelihood-ratio test in words. */
function writeComparison(w: ReportWriter, comparison: ModelComparison | Unavailable, t: ManualText): void {
  const { L, f } = t;
  w.subheading(L.comparison, 150);
  if (isUnavailable(comparison)) {
    w.text(L.comparisonUnavailable(comparison.unavailable ? t.reason(comparison.unavailable) : L.notStored), {
      size: 9,
    });
    return;
  }
  w.text(L.comparisonText(f.count(comparison.persons)), { size: 9 });
  const lowestAic = Math.min(...comparison.models.map((m) => m.aic));
  const lowestBic = Math.min(...comparison.models.map((m) => m.bic));
  const marked = (value: number, lowest: number) =>
    value === lowest ? `${f.fixed(value, 1)} (${L.lowest})` : f.fixed(value, 1);
  w.table(
    [
      { header: L.comparisonColumns.model, width: 28 },
      { header: L.comparisonColumns.parameters, width: 14, align: 'right' },
      { header: '−2LL', width: 18, align: 'right' },
      { header: 'AIC', width: 20, align: 'right' },
      { header: 'BIC', width: 20, align: 'right' },
    ],
    comparison.models.map((m) => [
      m.model === '3PL' ? (m.guessingPrior ? L.withPrior : L.withoutPrior) : t.model(m.model),
      f.count(m.parameters),
      f.fixed(m.deviance, 1),
      marked(m.aic, lowestAic),
      marked(m.bic, lowestBic),
    ]),
  );
  for (const test of comparison.tests) w.bullet(testInWords(test, t));
  if (comparison.tests.some((test) => test.penalised)) w.text(L.penalised, { size: 9 });
}

/** One likelihood-ratio test: its figures and what they mean for choosing a model. */
export function testInWords(test: LikelihoodRatioTest, t: ManualText): string {
  const { L, f } = t;
  const restricted = t.model(test.restricted);
  const general = t.model(test.general);
  const figures = L.testFigures(
    restricted,
    general,
    f.fixed(test.chiSquare, 2),
    f.count(test.df),
    t.p(test.p),
  );
  const verdict = test.lowerMaximum
    ? L.lowerMaximum(restricted, general)
    : test.p < SIGNIFICANT_P
      ? L.richerNeeded(restricted, general)
      : L.simplerSuffices(restricted, general);
  return `${figures} — ${verdict}${test.boundary ? ` ${L.boundary}` : ''}`;
}

function writeInformation(w: ReportWriter, calibration: EvidenceCalibration, t: ManualText): void {
  const { L } = t;
  const scales = (calibration.scales ?? []).filter((scale) => !isUnavailable(scale));
  w.subheading(L.testInformation, 250);
  w.text(`${L.informationText}${scales.length > 1 ? ` ${L.informationPerScale}` : ''}`, { size: 9 });
  if (scales.length < 2) {
    informationCurve(w, calibration.items, t);
    return;
  }
  for (const scale of scales) {
    const ids = new Set(scale.itemIds);
    w.subheading(
      L.testInformationOf(scale.dimension ?? L.itemsWithoutDimension),
      INFORMATION_CHART_ROOM + 30,
    );
    informationCurve(
      w,
      calibration.items.filter((item) => ids.has(item.id)),
      t,
    );
  }
}
