import { WEBCAM_SNAPSHOT_KIND } from '@asesa/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { rowWhere, rowWhereOrThrow } from '../../db/table-rows';
import type { Actor, Deps } from '../../deps';
import { visibleParticipant } from '../participants/participants.policy';

type Db = Kysely<Database>;

// The only file with proctoring queries.

/** A project's proctoring level as stored (the project must exist). */
export async function findProjectProctoringLevel(db: Db, projectId: number): Promise<string> {
  const row = await rowWhereOrThrow(db, 'projects', ['proctoring_level'], { id: projectId });
  return row.proctoring_level;
}

/** The submission, when it belongs to this participant. */
export function findParticipantSubmission(db: Db, participantId: number, submissionId: number) {
  return rowWhere(db, 'submissions', ['id'], { id: submissionId, participant_id: participantId });
}

export async function countParticipantEvents(db: Db, participantId: number): Promise<number> {
  const row = await db
    .selectFrom('proctoring_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('participant_id', '=', participantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewProctoringEvent {
  participant_id: number;
  submission_id: number;
  kind: string;
  detail: string;
  file_path?: string;
  created_at: string;
}

export async function insertProctoringEvent(db: Db, event: NewProctoringEvent): Promise<number> {
  const row = await db
    .insertInto('proctoring_events')
    .values(event)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A webcam snapshot of the participant taken after `since`, if any. */
export function findSnapshotSince(db: Db, participantId: number, since: string) {
  return db
    .selectFrom('proctoring_events')
    .select('id')
    .where('participant_id', '=', participantId)
    .where('kind', '=', WEBCAM_SNAPSHOT_KIND)
    .where('created_at', '>', since)
    .executeTakeFirst();
}

export function findSnapshot(db: Db, participantId: number, snapshotId: number) {
  const match = { id: snapshotId, participant_id: participantId, kind: WEBCAM_SNAPSHOT_KIND };
  return rowWhere(db, 'proctoring_events', ['file_path', 'created_at'], match);
}

/** The participant, when the actor may see it (the participants policy scopes it). */
export function findVisibleParticipant(deps: Deps, actor: Actor, participantId: number) {
  return visibleParticipant(deps, actor, participantId).select('pt.id').executeTakeFirst();
}

/** Drops what identifies the participant in their proctoring events: snapshot paths and details. */
export function clearProctoringEvidence(db: Db | Transaction<Database>, participantId: number) {
  return db
    .updateTable('proctoring_events')
    .set({ file_path: null, detail: '' })
    .where('participant_id', '=', participantId)
    .execute();
}
