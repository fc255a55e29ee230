import type { MantelHaenszelItem, PolytomousDifItem } from '@asesa/scoring';
import { fixed } from '../exports/report-format';
import { MUTED, type ReportWriter } from '../exports/report-layout';
import { INFORMATION_CHART_ROOM, informationCurve } from './technical-manual-chart';
import type { ItemLabel, ManualData } from './technical-manual-data';
import { isUnavailable } from './technical-manual-words';

// Sections 5 to 8 of the technical manual: reliability, the IRT calibration, the norms in use and
// fairness (DIF, adverse impact).

/** Rating items carry Mantel's test and the SMD; keyed items the Mantel–Haenszel statistics. */
const isRatingDif = (item: MantelHaenszelItem | PolytomousDifItem): item is PolytomousDifItem =>
  'smd' in item;

const pValue = (p: number | null | undefined) =>
  p === null || p === undefined || Number.isNaN(p) ? '–' : p < 0.001 ? '< .001' : fixed(p, 3);

export function writeReliability(w: ReportWriter, data: ManualData): void {
  w.heading('5 Reliability');
  w.text(
    'Per dimension (and for all items together): Cronbach’s alpha with its 95 % confidence interval (Feldt), McDonald’s omega total from a one-factor model, and the standard error of measurement SEM = SD · √(1 − alpha) in raw-score points.',
    { size: 9 },
  );
  const rows = data.result.reliability.map((r) => {
    const name = r.dimension ?? 'All items';
    if (isUnavailable(r)) return [name, '–', '–', `not computed: ${r.unavailable}`, '', '', '', ''];
    return [
      name,
      String(r.items),
      String(r.n),
      fixed(r.alpha, 2),
      `${fixed(r.alphaInterval.lower, 2)} to ${fixed(r.alphaInterval.upper, 2)}`,
      fixed(r.omega, 2),
      fixed(r.sem, 2),
      `${fixed(r.totalMean, 2)} (${fixed(r.totalSd, 2)})`,
    ];
  });
  w.table(
    [
      { header: 'Dimension', width: 20 },
      { header: 'Items', width: 8, align: 'right' },
      { header: 'N', width: 9, align: 'right' },
      { header: 'Alpha', width: 10, align: 'right' },
      { header: '95 % CI', width: 17, align: 'right' },
      { header: 'Omega', width: 10, align: 'right' },
      { header: 'SEM', width: 10, align: 'right' },
      { header: 'Mean (SD)', width: 16, align: 'right' },
    ],
    rows,
  );
}

export function writeIrt(w: ReportWriter, data: ManualData, label: ItemLabel): void {
  const calibration = data.result.calibration;
  w.heading('6 Item response theory');
  if (isUnavailable(calibration)) {
    w.text(
      `The IRT calibration was not possible on this sample: ${calibration.unavailable || 'the stored result does not hold it'}.`,
    );
    return;
  }
  w.text(
    `Model: ${calibration.model}, estimated by marginal maximum likelihood (${calibration.method}) over ${calibration.persons} persons (${calibration.patterns} distinct answer patterns); ${calibration.converged ? 'converged' : 'did not converge'} after ${calibration.iterations} EM cycles (log-likelihood ${fixed(calibration.logLikelihood, 2)}). Ability θ is scaled N(0, 1) in this sample. For each item: slope a, threshold(s) b with their standard errors (SE), and the S-X² item fit (Orlando and Thissen) with its degrees of freedom and p; an item with p below ${fixed(fitAlpha(calibration.fit), 2)} is flagged as misfit.`,
    { size: 9 },
  );
  if (calibration.scales && calibration.scales.length > 1)
    w.text(
      `The instrument measures ${calibration.scales.length} dimensions, so each was calibrated on its own θ (one model over items of different traits would mix them); the figures above are the sums and largest counts over the scales: ${calibration.scales
        .map((scale) =>
          isUnavailable(scale)
            ? `${scale.dimension ?? 'no dimension'} not calibrated (${scale.unavailable})`
            : `${scale.dimension ?? 'no dimension'} ${scale.itemIds.length} items, log-likelihood ${fixed(scale.logLikelihood, 2)}, ${scale.converged ? 'converged' : 'not converged'} after ${scale.iterations} cycles`,
        )
        .join('; ')}.`,
      { size: 9 },
    );
  const fit = isUnavailable(calibration.fit) ? null : new Map(calibration.fit.items.map((f) => [f.id, f]));
  if (isUnavailable(calibration.fit))
    w.text(
      `The item fit was not computed: ${calibration.fit.unavailable || 'the stored result does not hold it'}.`,
      {
        size: 9,
      },
    );
  const guessing = calibration.model === '3PL';
  w.table(
    [
      { header: 'Item', width: 8 },
      { header: 'a', width: 9, align: 'right' },
      { header: 'SE a', width: 9, align: 'right' },
      { header: 'b', width: 11, align: 'right' },
      { header: 'SE b', width: 11, align: 'right' },
      ...(guessing ? [{ header: 'c (SE)', width: 12, align: 'right' as const }] : []),
      { header: 'S-X²', width: 10, align: 'right' },
      { header: 'df', width: 6, align: 'right' },
      { header: 'p', width: 9, align: 'right' },
      { header: 'Fit', width: 10 },
    ],
    calibration.items.map((item) => {
      const f = fit?.get(item.id);
      return [
        label(item.id),
        fixed(item.a, 2),
        fixed(item.se?.a, 2),
        item.b.map((b) => fixed(b, 2)).join('\n'),
        item.se ? item.se.b.map((b) => fixed(b, 2)).join('\n') : '–',
        ...(guessing ? [`${fixed(item.c, 2)} (${fixed(item.se?.c, 2)})`] : []),
        f ? fixed(f.sX2, 2) : '–',
        f ? String(f.df) : '–',
        f ? pValue(f.p) : '–',
        f ? (f.misfit ? 'misfit' : 'fits') : '–',
      ];
    }),
    { size: 8 },
  );
  const scales = (calibration.scales ?? []).filter((scale) => !isUnavailable(scale));
  w.subheading('Test information', 250);
  w.text(
    `The test information function I(θ) is the sum of the items’ information; the standard error of an ability estimate is about 1 / √I(θ). The instrument measures most precisely where the curve is highest.${scales.length > 1 ? ' Each dimension has a θ and a curve of its own.' : ''}`,
    { size: 9 },
  );
  if (scales.length < 2) {
    informationCurve(w, calibration.items);
    return;
  }
  for (const scale of scales) {
    const ids = new Set(scale.itemIds);
    w.subheading(
      `Test information: ${scale.dimension ?? 'items without a dimension'}`,
      INFORMATION_CHART_ROOM + 30,
    );
    informationCurve(
      w,
      calibration.items.filter((item) => ids.has(item.id)),
    );
  }
}

const fitAlpha = (fit: unknown) => (isUnavailable(fit) ? 0.01 : ((fit as { alpha?: number }).alpha ?? 0.01));

export function writeNorms(w: ReportWriter, data: ManualData): void {
  const { blueprint } = data;
  // Kept with the intro and the table's first rows: a heading alone at a page's foot says nothing.
  w.heading('7 Norms', 150);
  if (!blueprint) {
    w.text('The instrument has no scoring blueprint in use, so it has no norms: its scores are raw scores.');
    return;
  }
  w.text(
    `The norms of the blueprint ‘${blueprint.name}’ (version ${blueprint.version}), which scores the instrument today. Norms are built from their own norm groups; the sample of this manual is not one of them unless a norm says so.`,
  );
  if (!blueprint.norms.length) {
    w.text('The blueprint has no norm tables: its scores are raw scores.');
    return;
  }
  w.table(
    [
      { header: 'Dimension', width: 19 },
      { header: 'Norm group', width: 14 },
      { header: 'N', width: 8, align: 'right' },
      { header: 'Date', width: 13 },
      { header: 'Version', width: 9 },
      { header: 'Method (scale)', width: 21 },
      { header: 'Mean', width: 8, align: 'right' },
      { header: 'SD', width: 8, align: 'right' },
    ],
    blueprint.norms.map((n) => [
      n.dimension,
      n.group,
      String(n.n),
      n.date,
      n.version,
      `${n.method} (${n.scale})`,
      fixed(n.mean, 2),
      fixed(n.sd, 2),
    ]),
  );
}

const VARIABLE_WORDS: Record<string, string> = {
  gender: 'Gender',
  age_band: 'Age band',
  education_level: 'Education',
};

export function writeFairness(w: ReportWriter, data: ManualData, label: ItemLabel): void {
  w.heading('8 Fairness');
  w.subheading('Differential item functioning (DIF)');
  w.text(
    'An item shows DIF when persons of equal ability but of different groups have different chances of answering it right. The Mantel–Haenszel procedure compares a focal with a reference group within strata of equal total score; the MH Δ = −2.35 · ln(MH α), negative when the item favours the reference group. ETS classes (Zwick 2012): A, negligible (|Δ| below 1 or not significant); B, slight to moderate (|Δ| at least 1 and significant, but not C); C, moderate to large (|Δ| at least 1.5 and significantly above 1). A class B item is reviewed for its content; a class C item is revised or removed unless its content justifies the difference. Rating items (such as agreement scales) are compared within strata of their own scale’s total by Mantel’s test for ordered responses and the standardized mean difference SMD (the focal group’s mean item score minus the reference group’s at the same total, weighted by the focal group; negative when the item favours the reference group); their ETS classes (Zwick, Thomas & Mazzeo 1997) are AA when the test is not significant or |SMD/SD| is at most 0.17, CC when it is significant and |SMD/SD| is above 0.25, and BB otherwise.',
    { size: 9 },
  );
  if (!data.result.dif.length)
    w.text('No DIF comparison was made: the sample did not hold two groups to compare.');
  for (const comparison of data.result.dif) {
    const title = `${VARIABLE_WORDS[comparison.variable] ?? comparison.variable}: ${comparison.focal} (focal) against ${comparison.reference} (reference)`;
    if ('unavailable' in comparison) {
      w.subheading(title, 20);
      w.text(`Not computed: ${comparison.unavailable || 'the stored result does not hold it'}.`);
      continue;
    }
    const r = comparison.result;
    w.subheading(title);
    w.text(`N = ${r.n}: ${r.nReference} reference, ${r.nFocal} focal.`, { size: 9, colour: MUTED });
    const favoured = (item: { favours: 'reference' | 'focal' | null }) =>
      item.favours === 'reference' ? r.reference : item.favours === 'focal' ? r.focal : '–';
    const keyed = r.items.filter((item): item is MantelHaenszelItem => !isRatingDif(item));
    const ratings = r.items.filter(isRatingDif);
    if (keyed.length)
      w.table(
        [
          { header: 'Item', width: 9 },
          { header: 'MH α', width: 11, align: 'right' },
          { header: 'MH Δ', width: 11, align: 'right' },
          { header: 'SE Δ', width: 10, align: 'right' },
          { header: 'MH χ²', width: 11, align: 'right' },
          { header: 'p', width: 10, align: 'right' },
          { header: 'ETS class', width: 11 },
          { header: 'Favours', width: 14 },
          { header: 'Strata', width: 8, align: 'right' },
        ],
        keyed.map((item) => [
          label(item.item),
          fixed(item.alphaMH, 2),
          fixed(item.deltaMH, 2),
          fixed(item.seDelta, 2),
          fixed(item.chiSquare, 2),
          pValue(item.pValue),
          item.ets ?? '–',
          favoured(item),
          String(item.strata),
        ]),
        { size: 8 },
      );
    if (ratings.length)
      w.table(
        [
          { header: 'Item', width: 9 },
          { header: 'SMD', width: 11, align: 'right' },
          { header: 'SD', width: 10, align: 'right' },
          { header: 'SMD / SD', width: 11, align: 'right' },
          { header: 'Mantel χ²', width: 12, align: 'right' },
          { header: 'p', width: 10, align: 'right' },
          { header: 'ETS class', width: 10 },
          { header: 'Favours', width: 14 },
          { header: 'Strata', width: 8, align: 'right' },
        ],
        ratings.map((item) => [
          label(item.item),
          fixed(item.smd, 2),
          fixed(item.sd, 2),
          fixed(item.effectSize, 2),
          fixed(item.chiSquare, 2),
          pValue(item.pValue),
          item.ets ? `${item.ets}${item.ets}` : '–',
          favoured(item),
          String(item.strata),
        ]),
        { size: 8 },
      );
    const flagged = r.items.filter((i) => i.ets === 'B' || i.ets === 'C');
    w.text(
      flagged.length
        ? `Class B or C: ${flagged.map((i) => `${label(i.item)} (${isRatingDif(i) ? `${i.ets}${i.ets}` : i.ets})`).join(', ')}.`
        : 'No item is in class B or C.',
      { size: 9 },
    );
  }
  writeAdverseImpact(w, data);
}

interface AdverseImpactPart {
  threshold: number;
  reference: string;
  groups: {
    group: string;
    selected?: number;
    total?: number;
    rate: number;
    impactRatio: number;
    passes: boolean;
  }[];
}

/** Adverse impact is printed when the analysis computed it; otherwise the manual says it did not. */
function writeAdverseImpact(w: ReportWriter, data: ManualData): void {
  w.subheading('Adverse impact', 30);
  const part = (data.result as unknown as { adverseImpact?: unknown }).adverseImpact;
  const impacts = (Array.isArray(part) ? part : part ? [part] : []).filter(
    (p): p is AdverseImpactPart =>
      typeof p === 'object' && p !== null && Array.isArray((p as AdverseImpactPart).groups),
  );
  if (!impacts.length) {
    w.text(
      'Adverse impact (the four-fifths rule on selection rates) was not computed by this analysis: it needs a selection decision (a cut score), which an analysis of the items does not make. The evidence workbench computes it for the job-fit decisions of a project.',
    );
    return;
  }
  for (const impact of impacts) {
    w.text(
      `Selection rate of each group against the reference group ${impact.reference}; a ratio below ${fixed(impact.threshold, 2)} fails the four-fifths rule.`,
      { size: 9 },
    );
    w.table(
      [
        { header: 'Group', width: 30 },
        { header: 'Selection rate', width: 20, align: 'right' },
        { header: 'Impact ratio', width: 20, align: 'right' },
        { header: 'Four-fifths rule', width: 30 },
      ],
      impact.groups.map((g) => [
        g.group,
        `${(100 * g.rate).toFixed(1)} %`,
        fixed(g.impactRatio, 2),
        g.passes ? 'passes' : 'fails',
      ]),
    );
  }
}
