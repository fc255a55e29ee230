import {
  BULK_INVALID_ROWS_LISTED,
  BULK_PREVIEW_ROWS,
  type BulkRowPreview,
  inviteSingleRequest,
} from '@asesa/contracts';
import { fillMessage, type MessageLanguage, type ServerMessage } from '../../lib/server-messages';
import { refusalOf, type ThreadRefusal } from '../../lib/threads/thread-refusal';
import { bufferOf } from '../../lib/threads/ts-thread-pool';
import { readBulkSheet } from './bulk-sheet';
import { INVITATION_MESSAGES as M } from './invitations.messages';

// An uploaded invitation sheet read and every row checked, without the database. It runs in the
// bulk-check thread (bulk-check-thread.ts): ten thousand rows' checks take a few hundred ms of CPU
// that would hold every other request back on the event loop; the request then asks the database
// which addresses the project already has and stores the batch.

export interface BulkCheckTask {
  /** The uploaded file (a Buffer crosses to the thread as its bytes). */
  file: Uint8Array;
  /** The project's language codes; a row's language must be one of them (compared without case). */
  languages: string[];
  /** A row without a language is invited in this one. */
  defaultLanguage: string;
  /** The reader's language: only the reader sees the rows' problems. */
  language: MessageLanguage;
}

export type BulkCheckAnswer =
  | {
      ok: true;
      /** The checked rows (BulkRowPreview[]) as JSON: ten thousand objects cross back as one string. */
      rowsJson: string;
      /** Each valid address once (its first row): those the project may already have. */
      emails: string[];
    }
  | ThreadRefusal;

/** The checked rows, and the addresses the project already has (looked up by the request). */
export interface BulkFinishTask {
  rowsJson: string;
  already: string[];
  language: MessageLanguage;
}

/** A batch ready to store: its rows as JSON, its counts, and what the reader is shown. */
export interface BulkFinishAnswer {
  rowsJson: string;
  total: number;
  invalidCount: number;
  preview: BulkRowPreview[];
  invalid: Array<Pick<BulkRowPreview, 'row' | 'name' | 'email' | 'errors'>>;
}

export type BulkSheetTask = ({ step: 'check' } & BulkCheckTask) | ({ step: 'finish' } & BulkFinishTask);

/** The thread's one entry: reading and checking a sheet, then finishing its batch. */
export function runBulkSheetTask(task: BulkSheetTask): Promise<BulkCheckAnswer> | BulkFinishAnswer {
  return task.step === 'check' ? checkBulkSheet(task) : finishBulkSheet(task);
}

const emailSchema = inviteSingleRequest.shape.email;

/** The sheet's rows with their problems, and the addresses to look up in the project. */
export async function checkBulkSheet(task: BulkCheckTask): Promise<BulkCheckAnswer> {
  try {
    const sheet = await readBulkSheet(bufferOf(task.file));
    const byLower = new Map(task.languages.map((c) => [c.toLowerCase(), c]));
    const firstRowOf = new Map<string, number>();
    const rows = sheet.map((r): BulkRowPreview => {
      const errors: string[] = [];
      const problem = (message: ServerMessage) => errors.push(message[task.language]);
      if (!r.name) problem(M.nameRequired);
      else if (r.name.length > 200) problem(M.nameTooLong);
      let email = r.email.toLowerCase();
      if (!r.email) problem(M.emailRequired);
      else {
        const parsed = emailSchema.safeParse(r.email);
        if (!parsed.success) problem(fillMessage(M.emailInvalid, { email: r.email }));
        else {
          email = parsed.data;
          const first = firstRowOf.get(email);
          if (first !== undefined) problem(fillMessage(M.emailRepeated, { email, row: first }));
          else firstRowOf.set(email, r.row);
        }
      }
      if (r.phone.length > 40) problem(M.phoneTooLong);
      let languageCode = task.defaultLanguage;
      if (r.language) {
        const match = byLower.get(r.language.toLowerCase());
        if (match) languageCode = match;
        else problem(fillMessage(M.rowLanguage, { language: r.language, codes: task.languages.join(', ') }));
      }
      return { row: r.row, name: r.name, email, phone: r.phone, language_code: languageCode, errors };
    });
    return { ok: true, rowsJson: JSON.stringify(rows), emails: [...firstRowOf.keys()] };
  } catch (err) {
    return refusalOf(err);
  }
}

/**
 * Marks the first row of each address the project already has, counts the rows and picks what the
 * reader is shown: the first rows and the first rows with a problem.
 */
export function finishBulkSheet(task: BulkFinishTask): BulkFinishAnswer {
  const rows = JSON.parse(task.rowsJson) as BulkRowPreview[];
  const already = new Set(task.already);
  if (already.size) {
    const marked = new Set<string>();
    for (const row of rows) {
      // An address's first row says so; its repeats already point at that row.
      if (!already.has(row.email) || marked.has(row.email)) continue;
      marked.add(row.email);
      row.errors.push(fillMessage(M.rowAlreadyParticipant, { email: row.email })[task.language]);
    }
  }
  const invalid = rows.filter((r) => r.errors.length);
  return {
    rowsJson: already.size ? JSON.stringify(rows) : task.rowsJson,
    total: rows.length,
    invalidCount: invalid.length,
    preview: rows.slice(0, BULK_PREVIEW_ROWS),
    invalid: invalid
      .slice(0, BULK_INVALID_ROWS_LISTED)
      .map(({ row, name, email, errors }) => ({ row, name, email, errors })),
  };
}
