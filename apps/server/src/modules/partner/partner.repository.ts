import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { rowsWhere, rowWhere, rowWhereOrThrow } from '../../db/table-rows';
import { visibleLiveCorporate } from '../../db/visible-corporate';
import type { Actor } from '../../deps';

type Db = Kysely<Database> | Transaction<Database>;

// The only file with partner queries. Which corporates an actor may configure is the accounts
// feature's tenancy, applied here by visibleLiveCorporate (db/visible-corporate.ts).

export function findPartnerSettings(db: Db, actor: Actor, corporateId: number) {
  return visibleLiveCorporate(db, actor, corporateId)
    .select(['c.id', 'c.callback_url', 'c.partner_origins', 'c.partner_token_created_at'])
    .executeTakeFirst();
}

export function findPartnerCallback(db: Db, actor: Actor, corporateId: number) {
  return visibleLiveCorporate(db, actor, corporateId)
    .select(['c.id', 'c.callback_url', 'c.partner_origins'])
    .executeTakeFirst();
}

export function findVisibleCorporateId(db: Db, actor: Actor, corporateId: number) {
  return visibleLiveCorporate(db, actor, corporateId).select('c.id').executeTakeFirst();
}

/** The partner token hash of the corporate behind a participant code (removed corporates too). */
export function findParticipantTokenHash(db: Db, participantCode: string) {
  return db
    .selectFrom('participants as pt')
    .innerJoin('corporate_accounts as c', 'c.id', 'pt.account_corporate_id')
    .select('c.partner_token_hash')
    .where('pt.participant_code', '=', participantCode)
    .executeTakeFirst();
}

export function findCorporateByTokenHash(db: Db, tokenHash: string) {
  return rowWhere(db, 'corporate_accounts', ['id'], { partner_token_hash: tokenHash });
}

/** The framing sources of the live corporate behind a participant code. */
export function findParticipantFrameSources(db: Db, participantCode: string) {
  return db
    .selectFrom('participants as pt')
    .innerJoin('corporate_accounts as c', 'c.id', 'pt.account_corporate_id')
    .select(['c.callback_url', 'c.partner_origins'])
    .where('pt.participant_code', '=', participantCode)
    .where('c.removed_at', 'is', null)
    .executeTakeFirst();
}

export function listLiveFrameSources(db: Db) {
  return rowsWhere(db, 'corporate_accounts', ['callback_url', 'partner_origins'], { removed_at: null });
}

export function findCorporateSecret(db: Db, corporateId: number) {
  return rowWhereOrThrow(db, 'corporate_accounts', ['partner_secret'], { id: corporateId });
}

export function findCorporateCallbackUrl(db: Db, corporateId: number) {
  return rowWhereOrThrow(db, 'corporate_accounts', ['callback_url'], { id: corporateId });
}

/** A participant by code whatever its state (an expired code may still report 'expired'). */
export function findParticipantByCodeAnyState(db: Db, participantCode: string) {
  return rowWhereOrThrow(
    db,
    'participants',
    ['id', 'project_id', 'account_corporate_id', 'participant_code', 'status'],
    { participant_code: participantCode },
  );
}

export function findParticipantSubmission(db: Db, submissionId: number, participantId: number) {
  return rowWhere(db, 'submissions', ['id', 'state'], { id: submissionId, participant_id: participantId });
}

export function findPartnerEventByDedupeKey(db: Db, dedupeKey: string) {
  return rowWhere(db, 'partner_events', ['id', 'status'], { dedupe_key: dedupeKey });
}

/** Records an event once per dedupe key; answers undefined when a parallel request recorded it first. */
export function insertPartnerEvent(db: Db, values: Insertable<Database['partner_events']>) {
  return db
    .insertInto('partner_events')
    .values(values)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function updatePartnerEvent(db: Db, id: number, values: Updateable<Database['partner_events']>) {
  await db.updateTable('partner_events').set(values).where('id', '=', id).execute();
}

export function findPartnerEvent(db: Db, id: number) {
  return db.selectFrom('partner_events').selectAll().where('id', '=', id).executeTakeFirst();
}
