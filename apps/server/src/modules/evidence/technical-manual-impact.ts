import { MUTED, type ReportWriter } from '../exports/report-layout';
import type { ManualText } from './technical-manual.labels';
import type { ManualData } from './technical-manual-data';

/**
 * Adverse impact over time: quarter by quarter, the lowest impact ratio of each demographic field
 * in the sample's job-fit decisions at the default cut, with Fisher's p, so a drift shows before a
 * yearly audit finds it.
 */
export function writeImpactOverTime(w: ReportWriter, data: ManualData, t: ManualText): void {
  const { L, f } = t;
  const over = data.impactOverTime;
  w.subheading(L.impactOverTime, 30);
  if (!over || over.rows.length === 0) {
    w.text(L.noImpactOverTime(f.percent(over?.cut ?? 70)));
    return;
  }
  w.text(L.impactOverTimeText(f.percent(over.cut), f.fixed(over.threshold, 2)), { size: 9 });
  const C = L.impactOverTimeColumns;
  const name = (values: string[]) => values.map((v) => t.group(v)).join(' · ');
  w.table(
    [
      { header: C.period, width: 12 },
      { header: C.field, width: 16 },
      { header: 'N', width: 8, align: 'right' },
      { header: C.lowest, width: 30 },
      { header: C.ratio, width: 12, align: 'right' },
      { header: 'p', width: 10, align: 'right' },
      { header: C.rule, width: 14 },
    ],
    over.rows.map((row) => [
      row.period,
      L.difVariables[row.field] ?? row.field,
      f.count(row.n),
      row.lowest ? L.lowestAgainst(name(row.lowest.values), name(row.lowest.reference)) : '–',
      row.lowest ? f.fixed(row.lowest.ratio, 2) : '–',
      row.lowest ? t.p(row.lowest.fisherP) : '–',
      row.flagged === null ? L.notComparedShort : row.flagged ? L.fails : L.passes,
    ]),
    { size: 8 },
  );
  w.text(L.impactOverTimeNote, { size: 8, colour: MUTED });
}
