import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { rowWhere } from '../../db/table-rows';
import type { Actor, Deps } from '../../deps';
import { visibleParticipant } from '../participants/participants.policy';

type Db = Kysely<Database> | Transaction<Database>;

// The only file with privacy queries: erasing a participant's personal data where other
// modules keep copies of it, and the retention setting.

/** The participant, when the actor may see it (the participants policy scopes it). */
export function findVisibleParticipant(deps: Deps, actor: Actor, participantId: number) {
  return visibleParticipant(deps, actor, participantId).select('pt.id').executeTakeFirst();
}

export function findParticipantForErasure(db: Db, participantId: number) {
  return rowWhere(db, 'participants', ['id', 'email', 'erased_at'], { id: participantId });
}

/**
 * Whether another live participant or any user still has this address, a collaborator's invitation
 * waiting on it included (its mail must survive the participant's erasure).
 */
export async function isEmailStillUsed(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('participants')
    .select('id')
    .where('email', '=', email)
    .where('erased_at', 'is', null)
    .union(
      db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb.or([eb('email', '=', email), eb('invited_email', '=', email)])),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Up to `limit` unerased participants whose retention ran out: their project ended before
 * `cutoffDay`, or (no end date) they last changed before `cutoff`.
 */
export function listExpiredParticipantIds(db: Db, cutoff: string, cutoffDay: string, limit: number) {
  return db
    .selectFrom('participants as pt')
    .innerJoin('projects as p', 'p.id', 'pt.project_id')
    .select('pt.id')
    .where('pt.erased_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('p.end_date', 'is not', null), eb('p.end_date', '<', cutoffDay)]),
        eb.and([eb('p.end_date', 'is', null), eb('pt.updated_at', '<', cutoff)]),
      ]),
    )
    .orderBy('pt.id')
    .limit(limit)
    .execute();
}

export async function countErasedParticipants(db: Db): Promise<number> {
  const row = await db
    .selectFrom('participants')
    .select(sql<number>`count(*)`.as('n'))
    .where('erased_at', 'is not', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function findSetting(db: Db, key: string) {
  return rowWhere(db, 'app_settings', ['value', 'updated_at'], { key });
}

export function deleteSetting(db: Db, key: string) {
  return db.deleteFrom('app_settings').where('key', '=', key).execute();
}

export function upsertSetting(
  db: Db,
  key: string,
  row: { value: string; updated_by: number; updated_at: string },
) {
  return db
    .insertInto('app_settings')
    .values({ key, ...row })
    .onConflict((oc) => oc.column('key').doUpdateSet(row))
    .execute();
}
