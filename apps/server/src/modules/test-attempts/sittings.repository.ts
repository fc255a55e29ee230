import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { rowsWhere } from '../../db/table-rows';

type Db = Kysely<Database> | Transaction<Database>;

// A participant's sittings as the project's instruments make them: one not-started submission
// per project instrument when a participant is enrolled or an instrument is added, and the
// submissions with everything answered in them gone when an instrument is removed
// (sittings.service.ts; the answering itself is test-attempts.repository.ts).

/** The project's instruments, each a sitting of every participant. */
export function listProjectInstrumentIds(db: Db, projectId: number) {
  return rowsWhere(db, 'project_instruments', ['id'], { project_id: projectId });
}

/** A not-started submission of each of these project instruments for each of these participants. */
export async function insertNotStartedSubmissions(
  db: Db,
  participantIds: readonly number[],
  projectInstrumentIds: readonly number[],
  now: string,
): Promise<void> {
  if (!participantIds.length || !projectInstrumentIds.length) return;
  await db
    .insertInto('submissions')
    .values(
      participantIds.flatMap((participant_id) =>
        projectInstrumentIds.map((project_instrument_id) => ({
          participant_id,
          project_instrument_id,
          state: 'not_started' as const,
          created_at: now,
        })),
      ),
    )
    .execute();
}

/** Removes the submissions of these project instruments with their answers and adaptive sessions. */
export async function deleteSubmissionsOf(db: Db, projectInstrumentIds: readonly number[]): Promise<void> {
  const ids = [...projectInstrumentIds];
  const subs = db.selectFrom('submissions').select('id').where('project_instrument_id', 'in', ids);
  await db.deleteFrom('answers').where('submission_id', 'in', subs).execute();
  await db.deleteFrom('adaptive_steps').where('submission_id', 'in', subs).execute();
  await db.deleteFrom('adaptive_sessions').where('submission_id', 'in', subs).execute();
  await db.deleteFrom('submissions').where('project_instrument_id', 'in', ids).execute();
}
