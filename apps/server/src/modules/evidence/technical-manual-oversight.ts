import type { ReportWriter } from '../exports/report-layout';
import type { ManualText } from './technical-manual.labels';

/** The manual's oversight practice: how job fit's results become a person's decisions. */
export function writeOversight(w: ReportWriter, t: ManualText): void {
  w.heading(t.L.oversight);
  for (const paragraph of t.L.oversightText) w.text(paragraph);
}
