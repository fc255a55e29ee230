import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { rowsWhere } from '../../db/table-rows';

type Db = Kysely<Database> | Transaction<Database>;

// A project's participants as the project sees them (their enrolment and sittings are test-attempts').

/** Whether any participant of the project has started a test (the instrument list is then frozen). */
export async function hasStartedParticipants(db: Db, projectId: number): Promise<boolean> {
  const started = await db
    .selectFrom('participants as pt')
    .select('pt.id')
    .where('pt.project_id', '=', projectId)
    .where((eb) =>
      eb.or([
        eb('pt.started_at', 'is not', null),
        eb.exists(
          eb
            .selectFrom('submissions as s')
            .select('s.id')
            .whereRef('s.participant_id', '=', 'pt.id')
            .where('s.state', '!=', 'not_started'),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return started !== undefined;
}

export function listProjectParticipantIds(db: Db, projectId: number) {
  return rowsWhere(db, 'participants', ['id'], { project_id: projectId });
}
