import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Actor, Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { forgetAccessCodeEmail } from '../access-codes/access-codes.service';
import { dropFromBulkSheets } from '../invitations/bulk-sheet-erasure';
import { eraseMailTo, eraseParticipantMail } from '../outbox/mail-store.service';
import { cvsDir } from '../participant-journey/participant-cvs';
import { photosDir } from '../participant-journey/participant-photos';
import { participantRecords } from '../participants/participant-records.service';
import { clearProctoringEvidence } from '../proctoring/proctoring.service';
import { newParticipantCode } from '../projects/participant-code';
import { findParticipantForErasure, findVisibleParticipant, isEmailStillUsed } from './privacy.repository';

// Erasing a candidate's personal data (right to be forgotten, and the retention housekeeping):
// what identifies the person goes (name, e-mail, phone, birth date, city, gender, education, the
// registration photo, webcam snapshots, the address in sent mail, the access-code and bulk-sheet
// copies of the e-mail), and the participant code is replaced so old links stop working. What
// stays is anonymous: status, answers, results, competence scores and job fit, so project
// averages and norm statistics still count the person.

/** What the participant row shows once erased (the column is NOT NULL and lists need a label). */
export const ERASED_NAME = 'Erased participant';
const SNAPSHOTS_FOLDER = 'proctoring';

/** projects/participants/erase: erases a participant the actor may see (others: 404). */
export async function eraseVisibleParticipant(deps: Deps, actor: Actor, participantId: number) {
  const visible = await findVisibleParticipant(deps, actor, participantId);
  if (!visible) throw notFound('Participant');
  const { erasedAt, filesDeleted } = await eraseParticipant(deps, participantId);
  return { participant_id: participantId, erased_at: erasedAt, files_deleted: filesDeleted };
}

/** Erases one participant's personal data; answers the number of files deleted (0 when already erased). */
export async function eraseParticipant(
  deps: Deps,
  participantId: number,
): Promise<{ erasedAt: string; filesDeleted: number }> {
  const row = await findParticipantForErasure(deps.db, participantId);
  if (!row) throw new Error(`participant ${participantId} does not exist`);
  if (row.erased_at) return { erasedAt: row.erased_at, filesDeleted: 0 };
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await participantRecords.anonymise(
      trx,
      participantId,
      { name: ERASED_NAME, participantCode: `X${newParticipantCode()}` },
      now,
    );
    await clearProctoringEvidence(trx, participantId);
    await forgetAccessCodeEmail(trx, participantId);
    // The participant's own invitation e-mails name them whoever else has the address.
    await eraseParticipantMail(trx, participantId);
    // Mail to an address another live participant or user still has is theirs too: kept.
    if (row.email && !(await isEmailStillUsed(trx, row.email))) await eraseMailTo(trx, row.email);
  });
  if (row.email) await dropFromBulkSheets(deps, participantId, row.email);
  const filesDeleted =
    (await removeFolder(join(photosDir(deps.env), String(participantId)))) +
    (await removeFolder(join(cvsDir(deps.env), String(participantId)))) +
    (await removeFolder(join(deps.env.dataDir, SNAPSHOTS_FOLDER, String(participantId))));
  return { erasedAt: now, filesDeleted };
}

/** Deletes a folder and answers how many files it held (0 when it did not exist). */
async function removeFolder(folder: string): Promise<number> {
  const names = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  await rm(folder, { recursive: true, force: true });
  return names.filter((d) => d.isFile()).length;
}
