import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Deps } from '../../http/context';
import { nowIso } from '../../lib/clock';
import { newParticipantCode } from '../projects/participant-code';
import { photosDir } from '../test-activities/participant-photos';

// Erasing a candidate's personal data (right to be forgotten, and the retention housekeeping):
// what identifies the person goes (name, e-mail, phone, birth date, city, gender, education, the
// registration photo, webcam snapshots, the address in sent mail, the access-code and bulk-sheet
// copies of the e-mail), and the participant code is replaced so old links stop working. What
// stays is anonymous: status, answers, results, competence scores and job fit, so project
// averages and norm statistics still count the person.

/** What the participant row shows once erased (the column is NOT NULL and lists need a label). */
export const ERASED_NAME = 'Erased participant';
const SNAPSHOTS_FOLDER = 'proctoring';

/** Erases one participant's personal data; answers the number of files deleted (0 when already erased). */
export async function eraseParticipant(
  deps: Deps,
  participantId: number,
): Promise<{ erasedAt: string; filesDeleted: number }> {
  const row = await deps.db
    .selectFrom('participants')
    .select(['id', 'email', 'erased_at'])
    .where('id', '=', participantId)
    .executeTakeFirst();
  if (!row) throw new Error(`participant ${participantId} does not exist`);
  if (row.erased_at) return { erasedAt: row.erased_at, filesDeleted: 0 };
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('participants')
      .set({
        name: ERASED_NAME,
        email: '',
        phone: '',
        birth_date: null,
        city: '',
        gender: '',
        education_level: '',
        photo_path: null,
        photo_thumbnail: null,
        results_secret: null,
        participant_code: `X${newParticipantCode()}`,
        erased_at: now,
        updated_at: now,
      })
      .where('id', '=', participantId)
      .execute();
    await trx
      .updateTable('proctoring_events')
      .set({ file_path: null, detail: '' })
      .where('participant_id', '=', participantId)
      .execute();
    await trx
      .updateTable('unique_codes')
      .set({ used_email: null })
      .where('participant_id', '=', participantId)
      .execute();
    // The participant's own invitation e-mails name them whoever else has the address.
    await trx
      .updateTable('outbox')
      .set({ to_address: '', subject: '[erased]', body_text: '' })
      .where('participant_id', '=', participantId)
      .execute();
    if (row.email) {
      // Mail to an address another live participant or user still has is theirs too: kept.
      const stillUsed = await trx
        .selectFrom('participants')
        .select('id')
        .where('email', '=', row.email)
        .where('erased_at', 'is', null)
        .union(trx.selectFrom('users').select('id').where('email', '=', row.email))
        .executeTakeFirst();
      if (!stillUsed)
        await trx
          .updateTable('outbox')
          .set({ to_address: '', subject: '[erased]', body_text: '' })
          .where('to_address', '=', row.email)
          .execute();
    }
  });
  if (row.email) await dropFromBulkSheets(deps, participantId, row.email);
  const filesDeleted =
    (await removeFolder(join(photosDir(deps.env), String(participantId)))) +
    (await removeFolder(join(deps.env.dataDir, SNAPSHOTS_FOLDER, String(participantId))));
  return { erasedAt: now, filesDeleted };
}

/** Bulk-invitation sheets keep their rows for the import's review: the person's row goes. */
async function dropFromBulkSheets(deps: Deps, participantId: number, email: string): Promise<void> {
  const batches = await deps.db
    .selectFrom('invitation_batches as b')
    .innerJoin('participants as pt', 'pt.project_id', 'b.project_id')
    .select(['b.id', 'b.rows_json'])
    .where('pt.id', '=', participantId)
    .execute();
  for (const batch of batches) {
    const rows = JSON.parse(batch.rows_json) as { email?: string }[];
    const kept = rows.filter((r) => r.email?.toLowerCase() !== email.toLowerCase());
    if (kept.length !== rows.length)
      await deps.db
        .updateTable('invitation_batches')
        .set({ rows_json: JSON.stringify(kept) })
        .where('id', '=', batch.id)
        .execute();
  }
}

/** Deletes a folder and answers how many files it held (0 when it did not exist). */
async function removeFolder(folder: string): Promise<number> {
  const names = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  await rm(folder, { recursive: true, force: true });
  return names.filter((d) => d.isFile()).length;
}
