import type ExcelJS from 'exceljs';

/** Whether an upload starts like a zip (an .xlsx is one), checked before exceljs is asked to open it. */
export const looksLikeZip = (b: Buffer) =>
  b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/**
 * A cell of an uploaded sheet as the text its author sees: rich text joined, a hyperlink by its
 * text (e-mail cells often are links, so a leading "mailto:" goes), a formula by its result, a date
 * as yyyy-mm-dd, a boolean as TRUE/FALSE, numbers as JavaScript writes them; an error cell is empty.
 */
export function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'object') {
    if (v instanceof Date) return v.toISOString().slice(0, 10);
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('hyperlink' in v) return String((v as { text?: unknown }).text ?? '').replace(/^mailto:/i, '');
    if ('result' in v) {
      const r = (v as { result?: unknown }).result;
      return r === undefined || r === null || typeof r === 'object' ? '' : String(r);
    }
    return '';
  }
  return String(v);
}
