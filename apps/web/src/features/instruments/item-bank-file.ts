/**
 * Which import an item file goes to, by its name: a workbook to the sheet import, a zip to the QTI
 * one (the server checks the content either way; an .xlsx is a zip too, so the name decides).
 */
export function itemFileKind(name: string): 'xlsx' | 'qti' | null {
  if (/\.xlsx$/i.test(name)) return 'xlsx';
  if (/\.zip$/i.test(name)) return 'qti';
  return null;
}
