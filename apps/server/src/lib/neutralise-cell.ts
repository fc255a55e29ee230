/**
 * Characters that make a spreadsheet read a cell as a formula (or a DDE command) when the file
 * is opened or re-saved as CSV: OWASP's "CSV injection" list.
 */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * A text cell that cannot run as a formula: text starting with a trigger character gets a
 * leading apostrophe, so `=HYPERLINK(…)` typed into a registration form stays text in Excel.
 * Numbers, dates and empty values pass through unchanged.
 */
export function neutraliseCell<T>(value: T): T | string {
  if (typeof value !== 'string' || value.length === 0) return value;
  return FORMULA_TRIGGERS.includes(value[0]) ? `'${value}` : value;
}
