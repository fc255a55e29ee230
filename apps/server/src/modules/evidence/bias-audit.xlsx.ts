import { type BiasAuditResponse, type ReportLanguage, roundHalfAway } from '@asesa/contracts';
import ExcelJS from 'exceljs';
import { neutraliseCell } from '../../lib/neutralise-cell';
import { auditWords } from './bias-audit.pdf';

/**
 * The audit as a workbook: a summary sheet (the public summary's facts, in words) and one row per
 * category of every table with its counts, rate, share, impact ratio and Fisher's p as numbers,
 * rounded as the PDF shows them, so a client can sort, filter and recompute.
 */
export async function writeBiasAuditWorkbook(
  audit: BiasAuditResponse,
  lang: ReportLanguage,
): Promise<Buffer> {
  const words = auditWords(audit, lang);
  const { L } = words;
  const book = new ExcelJS.Workbook();
  const summary = book.addWorksheet(L.sheets.summary);
  summary.columns = [{ width: 24 }, { width: 100 }];
  summary.addRow([L.title]).font = { bold: true, size: 14 };
  for (const [label, value] of words.pairs) summary.addRow([label, neutraliseCell(value)]);
  summary.addRow([]);
  summary.addRow([audit.flagged ? L.flagged : L.clear]);
  summary.addRow([L.method]);

  const sheet = book.addWorksheet(L.sheets.categories);
  sheet.columns = [
    { header: L.table, width: 28 },
    { header: L.columns.category, width: 30 },
    { header: L.columns.applicants, width: 12 },
    { header: L.columns.selected, width: 12 },
    { header: L.columns.rate, width: 10, style: { numFmt: '0.0%' } },
    { header: L.columns.share, width: 10, style: { numFmt: '0.0%' } },
    { header: L.columns.ratio, width: 13, style: { numFmt: '0.00' } },
    { header: L.columns.fisher, width: 11, style: { numFmt: '0.000' } },
    { header: L.columns.note, width: 30 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const table of audit.tables) {
    const title = words.tableTitle(table.fields);
    const reference = table.reference?.join('\u0001');
    for (const c of table.categories) {
      const note = c.excluded
        ? L.notes.excluded
        : c.values.join('\u0001') === reference
          ? L.notes.reference
          : c.passes === false
            ? L.notes.below
            : '';
      sheet.addRow([
        title,
        neutraliseCell(words.category(c.values)),
        c.total,
        c.selected,
        roundHalfAway(c.rate, 3),
        roundHalfAway(c.share, 3),
        c.impact_ratio === null ? null : roundHalfAway(c.impact_ratio, 2),
        c.fisher_p === null ? null : roundHalfAway(c.fisher_p, 3),
        note,
      ]);
    }
    sheet.addRow([title, L.unknownLine(words.f.count(table.unknown)), table.unknown]);
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
