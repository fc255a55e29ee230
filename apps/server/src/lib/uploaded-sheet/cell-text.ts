/**
 * A cell value of an uploaded sheet as the text its author sees: rich text joined, a hyperlink by
 * its text (e-mail cells often are links, so a leading "mailto:" goes), a formula by its result, a
 * date as yyyy-mm-dd, a boolean as TRUE/FALSE, numbers as JavaScript writes them; an error cell is
 * empty. Takes exceljs's value shapes without importing exceljs's types, so it runs anywhere.
 */
export function cellValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'object') {
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText.map((t: { text?: unknown }) => String(t.text ?? '')).join('');
    if ('hyperlink' in value)
      return cellValueText((value as { text?: unknown }).text).replace(/^mailto:/i, '');
    if ('result' in value) {
      const r = (value as { result?: unknown }).result;
      return r === undefined || r === null || typeof r === 'object' ? '' : String(r);
    }
    return '';
  }
  return String(value);
}
