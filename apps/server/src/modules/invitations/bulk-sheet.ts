import { BULK_COLUMNS, BULK_MAX_ROWS } from '@asesa/contracts';
import ExcelJS from 'exceljs';
import { badRequest, fieldError } from '../../http/errors';
import { fieldMessage, fillMessage } from '../../lib/server-messages';
import { neutraliseCell } from '../exports/neutralise-cell';
import { cellText, looksLikeZip } from '../exports/xlsx-cells';
import { INVITATION_MESSAGES } from './invitations.messages';

// The bulk-invitation spreadsheet: the template the consultant downloads, and reading it back.

export interface SheetRow {
  /** The sheet's own row number (the header is row 1). */
  row: number;
  name: string;
  email: string;
  phone: string;
  language: string;
}

/** The .xlsx template: a Participants sheet with the columns, and an Instructions sheet. */
export async function bulkTemplate(projectName: string, languages: { code: string; name: string }[]) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Asesa';
  const sheet = workbook.addWorksheet('Participants');
  sheet.columns = BULK_COLUMNS.map((header) => ({
    header,
    key: header.toLowerCase(),
    width: header === 'Email' ? 36 : header === 'Name' ? 32 : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = workbook.addWorksheet('Instructions');
  help.columns = [{ width: 22 }, { width: 90 }];
  const lines: [string, string][] = [
    ['Project', projectName],
    ['', ''],
    ['Name', "Required. The participant's full name as it appears in the invitation."],
    ['Email', 'Required. A valid e-mail address; each address once per sheet and per project.'],
    ['Phone', 'Optional.'],
    [
      'Language',
      `Optional. The language of the invitation: ${languages.map((l) => `${l.code} (${l.name})`).join(', ')}. Empty: ${languages[0]?.code ?? 'id'}.`,
    ],
    ['', ''],
    [
      'Rows',
      `Fill the Participants sheet from row 2, at most ${BULK_MAX_ROWS.toLocaleString('en')} rows. Keep the header row.`,
    ],
    [
      'Upload',
      'Upload the file on the Invitations tab: every row is checked and shown before anyone is invited.',
    ],
  ];
  // The project's name is typed by users: a formula stays text (exports/neutralise-cell.ts).
  for (const line of lines) help.addRow(line.map((text) => neutraliseCell(text)));
  help.getColumn(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const NOT_XLSX = fieldMessage('file', INVITATION_MESSAGES.notXlsx);

/**
 * Reads an uploaded sheet, checking by content that it is an .xlsx (a zip that exceljs can open),
 * that it has the Name and Email columns, and at most BULK_MAX_ROWS filled rows.
 */
export async function readBulkSheet(buffer: Buffer): Promise<SheetRow[]> {
  if (!looksLikeZip(buffer)) throw badRequest(NOT_XLSX, 'file');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest(NOT_XLSX, 'file');
  }
  const sheet = workbook.getWorksheet('Participants') ?? workbook.worksheets[0];
  if (!sheet) throw fieldError('file', INVITATION_MESSAGES.noSheet);
  const header = sheet.getRow(1);
  const columnOf = new Map<string, number>();
  header.eachCell((cell, col) => {
    const title = cellText(cell).trim().toLowerCase();
    if (title && !columnOf.has(title)) columnOf.set(title, col);
  });
  const missing = ['Name', 'Email'].filter((c) => !columnOf.has(c.toLowerCase()));
  if (missing.length)
    throw fieldError(
      'file',
      fillMessage(INVITATION_MESSAGES.missingColumns, {
        columns: BULK_COLUMNS.join(', '),
        missing: missing.join(', '),
      }),
    );
  const col = (name: string) => columnOf.get(name.toLowerCase());
  const rows: SheetRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1 || tooMany) return;
    const get = (name: string) => {
      const c = col(name);
      return c ? cellText(row.getCell(c)).trim() : '';
    };
    const entry = {
      row: number,
      name: get('Name'),
      email: get('Email'),
      phone: get('Phone'),
      language: get('Language'),
    };
    if (!entry.name && !entry.email && !entry.phone && !entry.language) return;
    if (rows.length === BULK_MAX_ROWS) {
      tooMany = true;
      return;
    }
    rows.push(entry);
  });
  if (tooMany)
    throw fieldError(
      'file',
      fillMessage(INVITATION_MESSAGES.tooManyRows, {
        max: { en: BULK_MAX_ROWS.toLocaleString('en'), id: BULK_MAX_ROWS.toLocaleString('id') },
      }),
    );
  if (!rows.length) throw fieldError('file', INVITATION_MESSAGES.noRows);
  return rows;
}
