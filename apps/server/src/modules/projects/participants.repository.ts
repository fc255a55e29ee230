import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';

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
