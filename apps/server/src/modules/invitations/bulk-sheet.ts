import { BULK_COLUMNS, BULK_MAX_ROWS } from '@asesa/contracts';
import ExcelJS from 'exceljs';
import { fieldError } from '../../lib/errors';
import { neutraliseCell } from '../../lib/neutralise-cell';
import { fieldMessage, fillMessage } from '../../lib/server-messages';
import { readUploadedSheet } from '../../lib/uploaded-sheet/read-uploaded-sheet';
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

/** The languages the template is written in: English, or Indonesian (the default language). */
export type SheetLanguage = 'en' | 'id';
export const sheetLanguage = (asked: string | undefined): SheetLanguage =>
  asked?.toLowerCase().startsWith('en') ? 'en' : 'id';

type Column = (typeof BULK_COLUMNS)[number];

/** The template's words in each language: sheet names, column titles and the instructions. */
const SHEET_TEXTS: Record<
  SheetLanguage,
  {
    participants: string;
    instructions: string;
    columns: Record<Column, string>;
    project: string;
    help: Record<Column, string>;
    languages: (list: string, fallback: string) => string;
    rowsTitle: string;
    rows: (max: string) => string;
    uploadTitle: string;
    upload: string;
    fileName: string;
  }
> = {
  en: {
    participants: 'Participants',
    instructions: 'Instructions',
    columns: { Name: 'Name', Email: 'Email', Phone: 'Phone', Language: 'Language' },
    project: 'Project',
    help: {
      Name: "Required. The participant's full name as it appears in the invitation.",
      Email: 'Required. A valid e-mail address; each address once per sheet and per project.',
      Phone: 'Optional.',
      Language: '',
    },
    languages: (list, fallback) => `Optional. The language of the invitation: ${list}. Empty: ${fallback}.`,
    rowsTitle: 'Rows',
    rows: (max) => `Fill the Participants sheet from row 2, at most ${max} rows. Keep the header row.`,
    uploadTitle: 'Upload',
    upload:
      'Upload the file on the Invitations tab: every row is checked and shown before anyone is invited.',
    fileName: 'invitations',
  },
  id: {
    participants: 'Peserta',
    instructions: 'Petunjuk',
    columns: { Name: 'Nama', Email: 'Email', Phone: 'Telepon', Language: 'Bahasa' },
    project: 'Proyek',
    help: {
      Name: 'Wajib. Nama lengkap peserta seperti yang tertulis di undangan.',
      Email: 'Wajib. Alamat e-mail yang valid; setiap alamat sekali per lembar dan per proyek.',
      Phone: 'Opsional.',
      Language: '',
    },
    languages: (list, fallback) => `Opsional. Bahasa undangan: ${list}. Kosong: ${fallback}.`,
    rowsTitle: 'Baris',
    rows: (max) =>
      `Isi lembar Peserta mulai baris 2, paling banyak ${max} baris. Biarkan baris judul tetap ada.`,
    uploadTitle: 'Unggah',
    upload:
      'Unggah berkas di tab Undangan: setiap baris diperiksa dan ditampilkan sebelum ada yang diundang.',
    fileName: 'undangan',
  },
};

/** The template's file name in its language, without the extension. */
export const templateFileName = (language: SheetLanguage) => SHEET_TEXTS[language].fileName;

/**
 * The .xlsx template in `language`: a Participants sheet with the columns, and an Instructions
 * sheet. Reading accepts either language's column titles, so a sheet filled by a colleague who
 * downloaded it in the other language still reads.
 */
export async function bulkTemplate(
  projectName: string,
  languages: { code: string; name: string }[],
  language: SheetLanguage = 'en',
) {
  const words = SHEET_TEXTS[language];
  const locale = language === 'id' ? 'id-ID' : 'en-GB';
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Asesa';
  const sheet = workbook.addWorksheet(words.participants);
  sheet.columns = BULK_COLUMNS.map((column) => ({
    header: words.columns[column],
    key: column.toLowerCase(),
    width: column === 'Email' ? 36 : column === 'Name' ? 32 : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = workbook.addWorksheet(words.instructions);
  help.columns = [{ width: 22 }, { width: 90 }];
  const lines: [string, string][] = [
    [words.project, projectName],
    ['', ''],
    [words.columns.Name, words.help.Name],
    [words.columns.Email, words.help.Email],
    [words.columns.Phone, words.help.Phone],
    [
      words.columns.Language,
      words.languages(languages.map((l) => `${l.code} (${l.name})`).join(', '), languages[0]?.code ?? 'id'),
    ],
    ['', ''],
    [words.rowsTitle, words.rows(BULK_MAX_ROWS.toLocaleString(locale))],
    [words.uploadTitle, words.upload],
  ];
  // The project's name is typed by users: a formula stays text (lib/neutralise-cell.ts).
  for (const line of lines) help.addRow(line.map((text) => neutraliseCell(text)));
  help.getColumn(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Each column's title in every language, lower-cased: what a header cell may say. */
const TITLES = new Map<string, Column>(
  Object.values(SHEET_TEXTS).flatMap((words) =>
    BULK_COLUMNS.map((column) => [words.columns[column].toLowerCase(), column] as const),
  ),
);

const NOT_XLSX = fieldMessage('file', INVITATION_MESSAGES.notXlsx);

/**
 * Reads an uploaded sheet (lib/uploaded-sheet: checked as an archive, parsed off the event loop),
 * checking that it has the Name and Email columns and at most BULK_MAX_ROWS filled rows.
 */
export async function readBulkSheet(buffer: Buffer): Promise<SheetRow[]> {
  const sheet = await readUploadedSheet(buffer, {
    preferSheets: [SHEET_TEXTS.en.participants, SHEET_TEXTS.id.participants],
    // The header row and one more than allowed: enough to say there are too many.
    maxRows: BULK_MAX_ROWS + 1,
    notXlsx: NOT_XLSX,
  });
  const header = sheet.rows[0]?.number === 1 ? sheet.rows[0].cells : [];
  const columnOf = new Map<Column, number>();
  header.forEach((title, index) => {
    const column = TITLES.get(title.trim().toLowerCase());
    if (column && !columnOf.has(column)) columnOf.set(column, index);
  });
  const missing = (['Name', 'Email'] as const).filter((c) => !columnOf.has(c));
  if (missing.length)
    throw fieldError(
      'file',
      fillMessage(INVITATION_MESSAGES.missingColumns, {
        columns: BULK_COLUMNS.join(', '),
        missing: missing.join(', '),
      }),
    );
  const rows: SheetRow[] = [];
  for (const { number, cells } of sheet.rows) {
    if (number === 1) continue;
    const get = (name: Column) => (cells[columnOf.get(name) ?? -1] ?? '').trim();
    const entry = {
      row: number,
      name: get('Name'),
      email: get('Email'),
      phone: get('Phone'),
      language: get('Language'),
    };
    if (entry.name || entry.email || entry.phone || entry.language) rows.push(entry);
  }
  if (rows.length > BULK_MAX_ROWS || sheet.moreRows)
    throw fieldError(
      'file',
      fillMessage(INVITATION_MESSAGES.tooManyRows, {
        max: { en: BULK_MAX_ROWS.toLocaleString('en'), id: BULK_MAX_ROWS.toLocaleString('id') },
      }),
    );
  if (!rows.length) throw fieldError('file', INVITATION_MESSAGES.noRows);
  return rows;
}
