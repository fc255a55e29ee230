import { type BulkRowPreview, inviteSingleRequest } from '@asesa/contracts';
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
  | { ok: true; rows: BulkRowPreview[]; firstRowOf: Map<string, number> }
  | ThreadRefusal;

const emailSchema = inviteSingleRequest.shape.email;

/** The sheet's rows with their problems, and each address's first row (the later ones repeat it). */
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
    return { ok: true, rows, firstRowOf };
  } catch (err) {
    return refusalOf(err);
  }
}
