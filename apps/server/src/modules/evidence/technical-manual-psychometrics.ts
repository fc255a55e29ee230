import type { MantelHaenszelItem, PolytomousDifItem } from '@asesa/scoring';
import { MUTED, type ReportWriter, type TableColumn } from '../exports/report-layout';
import type { ManualText } from './technical-manual.labels';
import type { ItemLabel, ManualData } from './technical-manual-data';
import { isUnavailable } from './technical-manual-words';

// Sections 5, 7 and 8 of the technical manual: reliability, the norms in use and fairness (DIF,
// adverse impact); section 6, the IRT calibration, is technical-manual-irt.ts.

/** Rating items carry Mantel's test and the SMD; keyed items the Mantel–Haenszel statistics. */
const isRatingDif = (item: MantelHaenszelItem | PolytomousDifItem): item is PolytomousDifItem =>
  'smd' in item;

export function writeReliability(w: ReportWriter, data: ManualData, t: ManualText): void {
  const { L, f } = t;
  w.heading(L.reliability);
  w.text(L.reliabilityText, { size: 9 });
  const rows = data.result.reliability.map((r) => {
    const name = r.dimension ?? L.allItems;
    if (isUnavailable(r)) return [name, '–', '–', L.notComputed(t.reason(r.unavailable)), '', '', '', ''];
    return [
      name,
      f.count(r.items),
      f.count(r.n),
      f.fixed(r.alpha, 2),
      L.interval(f.fixed(r.alphaInterval.lower, 2), f.fixed(r.alphaInterval.upper, 2)),
      f.fixed(r.omega, 2),
      f.fixed(r.sem, 2),
      `${f.fixed(r.totalMean, 2)} (${f.fixed(r.totalSd, 2)})`,
    ];
  });
  const C = L.reliabilityColumns;
  w.table(
    [
      { header: L.itemColumns.dimension, width: 20 },
      { header: C.items, width: 8, align: 'right' },
      { header: 'N', width: 9, align: 'right' },
      { header: C.alpha, width: 10, align: 'right' },
      { header: C.ci, width: 17, align: 'right' },
      { header: C.omega, width: 10, align: 'right' },
      { header: 'SEM', width: 10, align: 'right' },
      { header: C.meanSd, width: 16, align: 'right' },
    ],
    rows,
  );
}

export function writeNorms(w: ReportWriter, data: ManualData, t: ManualText): void {
  const { blueprint } = data;
  const { L, f, dates } = t;
  // Kept with the intro and the table's first rows: a heading alone at a page's foot says nothing.
  w.heading(L.norms, 150);
  if (!blueprint) {
    w.text(L.noNorms);
    return;
  }
  w.text(L.normsText(blueprint.name, f.count(blueprint.version)));
  if (!blueprint.norms.length) {
    w.text(L.noNormTables);
    return;
  }
  const C = L.normColumns;
  w.table(
    [
      { header: L.itemColumns.dimension, width: 19 },
      { header: C.group, width: 14 },
      { header: 'N', width: 8, align: 'right' },
      { header: C.date, width: 13 },
      { header: C.version, width: 9 },
      { header: C.method, width: 21 },
      { header: C.mean, width: 8, align: 'right' },
      { header: 'SD', width: 8, align: 'right' },
    ],
    blueprint.norms.map((n) => [
      n.dimension,
      n.group,
      f.count(n.n),
      dates.shortDate(n.date),
      n.version,
      `${L.methodWords[n.method] ?? n.method} (${L.scaleWords[n.scale] ?? n.scale})`,
      f.fixed(n.mean, 2),
      f.fixed(n.sd, 2),
    ]),
  );
}

export function writeFairness(w: ReportWriter, data: ManualData, label: ItemLabel, t: ManualText): void {
  const { L, f } = t;
  w.heading(L.fairness);
  w.subheading(L.dif);
  w.text(L.difText, { size: 9 });
  if (!data.result.dif.length) w.text(L.noDif);
  const D = L.difColumns;
  for (const comparison of data.result.dif) {
    const title = L.difTitle(
      L.difVariables[comparison.variable] ?? comparison.variable,
      t.group(comparison.focal),
      t.group(comparison.reference),
    );
    if ('unavailable' in comparison) {
      w.subheading(title, 20);
      w.text(L.difNotComputed(comparison.unavailable ? t.reason(comparison.unavailable) : L.notStored));
      continue;
    }
    const r = comparison.result;
    w.subheading(title);
    w.text(L.difCounts(f.count(r.n), f.count(r.nReference), f.count(r.nFocal)), { size: 9, colour: MUTED });
    const favoured = (item: { favours: 'reference' | 'focal' | null }) =>
      item.favours === 'reference' ? t.group(r.reference) : item.favours === 'focal' ? t.group(r.focal) : '–';
    /** One table of DIF: the item, its four statistics, p, the ETS class, whom it favours and the strata. */
    const difTable = <I extends MantelHaenszelItem | PolytomousDifItem>(
      items: I[],
      stats: [header: string, width: number, value: (item: I) => number | null][],
      ets: { width: number; text: (item: I) => string },
    ) => {
      if (!items.length) return;
      w.table(
        [
          { header: L.itemColumns.item, width: 9 },
          ...stats.map(([header, width]): TableColumn => ({ header, width, align: 'right' })),
          { header: 'p', width: 10, align: 'right' },
          { header: D.etsClass, width: ets.width },
          { header: D.favours, width: 14 },
          { header: D.strata, width: 8, align: 'right' },
        ],
        items.map((item) => [
          label(item.item),
          ...stats.map(([, , value]) => f.fixed(value(item), 2)),
          t.p(item.pValue),
          ets.text(item),
          favoured(item),
          f.count(item.strata),
        ]),
        { size: 8 },
      );
    };
    difTable(
      r.items.filter((item): item is MantelHaenszelItem => !isRatingDif(item)),
      [
        ['MH α', 11, (item) => item.alphaMH],
        ['MH Δ', 11, (item) => item.deltaMH],
        ['SE Δ', 10, (item) => item.seDelta],
        ['MH χ²', 11, (item) => item.chiSquare],
      ],
      { width: 11, text: (item) => item.ets ?? '–' },
    );
    difTable(
      r.items.filter(isRatingDif),
      [
        ['SMD', 11, (item) => item.smd],
        ['SD', 10, (item) => item.sd],
        ['SMD / SD', 11, (item) => item.effectSize],
        ['Mantel χ²', 12, (item) => item.chiSquare],
      ],
      { width: 10, text: (item) => (item.ets ? `${item.ets}${item.ets}` : '–') },
    );
    const flagged = r.items.filter((i) => i.ets === 'B' || i.ets === 'C');
    w.text(
      flagged.length
        ? L.classBorC(
            flagged
              .map((i) => `${label(i.item)} (${isRatingDif(i) ? `${i.ets}${i.ets}` : i.ets})`)
              .join(', '),
          )
        : L.noClassBorC,
      { size: 9 },
    );
  }
  writeAdverseImpact(w, data, t);
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
function writeAdverseImpact(w: ReportWriter, data: ManualData, t: ManualText): void {
  const { L, f } = t;
  w.subheading(L.adverseImpact, 30);
  const part = (data.result as unknown as { adverseImpact?: unknown }).adverseImpact;
  const impacts = (Array.isArray(part) ? part : part ? [part] : []).filter(
    (p): p is AdverseImpactPart =>
      typeof p === 'object' && p !== null && Array.isArray((p as AdverseImpactPart).groups),
  );
  if (!impacts.length) {
    w.text(L.noAdverseImpact);
    return;
  }
  const C = L.impactColumns;
  for (const impact of impacts) {
    w.text(L.adverseImpactText(t.group(impact.reference), f.fixed(impact.threshold, 2)), { size: 9 });
    w.table(
      [
        { header: C.group, width: 30 },
        { header: C.rate, width: 20, align: 'right' },
        { header: C.ratio, width: 20, align: 'right' },
        { header: C.rule, width: 30 },
      ],
      impact.groups.map((g) => [
        t.group(g.group),
        t.share(g.rate),
        f.fixed(g.impactRatio, 2),
        g.passes ? L.passes : L.fails,
      ]),
    );
  }
}
