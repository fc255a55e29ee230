import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';

type Db = Kysely<Database> | Transaction<Database>;

// A project's participants as the project sees them: each enrolled with one submission per
// project instrument, kept so when the instruments change.

export interface NewParticipant {
  projectId: number;
  corporateId: number;
  code: string;
  name: string;
  email: string;
}

/**
 * Adds a participant to a project with one not-started submission per project instrument,
 * in one transaction so a participant never exists without its tests.
 */
export function insertParticipant(db: Kysely<Database>, p: NewParticipant): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const participant = await trx
      .insertInto('participants')
      .values({
        project_id: p.projectId,
        account_corporate_id: p.corporateId,
        participant_code: p.code,
        name: p.name,
        email: p.email,
        phone: '',
        status: 'invited',
        is_agree_tnc: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const instruments = await trx
      .selectFrom('project_instruments')
      .select('id')
      .where('project_id', '=', p.projectId)
      .execute();
    await trx
      .insertInto('submissions')
      .values(
        instruments.map((pi) => ({
          participant_id: participant.id,
          project_instrument_id: pi.id,
          state: 'not_started' as const,
          created_at: now,
        })),
      )
      .execute();
    return participant;
  });
}

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
  return db.selectFrom('participants').select('id').where('project_id', '=', projectId).execute();
}

/** A not-started submission of a new project instrument for each of these participants. */
export async function insertNotStartedSubmissions(
  db: Db,
  participantIds: readonly number[],
  projectInstrumentId: number,
  now: string,
) {
  await db
    .insertInto('submissions')
    .values(
      participantIds.map((id) => ({
        participant_id: id,
        project_instrument_id: projectInstrumentId,
        state: 'not_started' as const,
        created_at: now,
      })),
    )
    .execute();
}
