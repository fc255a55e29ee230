import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { visibleCorporates } from '../../db/tenant-scope';
import type { Actor } from '../../deps';

type Db = Kysely<Database> | Transaction<Database>;

// The only file with partner queries. Which corporates an actor may configure is the accounts
// feature's tenancy (visibleCorporates), applied here by visiblePartnerCorporate.

/** A live corporate the actor may see, for the integration settings of the back office. */
export function visiblePartnerCorporate(db: Db, actor: Actor, corporateId: number) {
  return db
    .selectFrom('corporate_accounts as c')
    .where('c.id', '=', corporateId)
    .where('c.removed_at', 'is', null)
    .where(visibleCorporates(actor));
}

export function findPartnerSettings(db: Db, actor: Actor, corporateId: number) {
  return visiblePartnerCorporate(db, actor, corporateId)
    .select(['c.id', 'c.callback_url', 'c.partner_origins', 'c.partner_token_created_at'])
    .executeTakeFirst();
}

export function findPartnerCallback(db: Db, actor: Actor, corporateId: number) {
  return visiblePartnerCorporate(db, actor, corporateId)
    .select(['c.id', 'c.callback_url', 'c.partner_origins'])
    .executeTakeFirst();
}

export function findVisibleCorporateId(db: Db, actor: Actor, corporateId: number) {
  return visiblePartnerCorporate(db, actor, corporateId).select('c.id').executeTakeFirst();
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
  return db
    .selectFrom('corporate_accounts')
    .select('id')
    .where('partner_token_hash', '=', tokenHash)
    .executeTakeFirst();
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
  return db
    .selectFrom('corporate_accounts')
    .select(['callback_url', 'partner_origins'])
    .where('removed_at', 'is', null)
    .execute();
}

export function findCorporateSecret(db: Db, corporateId: number) {
  return db
    .selectFrom('corporate_accounts')
    .select('partner_secret')
    .where('id', '=', corporateId)
    .executeTakeFirstOrThrow();
}

export function findCorporateCallbackUrl(db: Db, corporateId: number) {
  return db
    .selectFrom('corporate_accounts')
    .select(['callback_url'])
    .where('id', '=', corporateId)
    .executeTakeFirstOrThrow();
}

/** A participant by code whatever its state (an expired code may still report 'expired'). */
export function findParticipantByCodeAnyState(db: Db, participantCode: string) {
  return db
    .selectFrom('participants')
    .select(['id', 'project_id', 'account_corporate_id', 'participant_code', 'status'])
    .where('participant_code', '=', participantCode)
    .executeTakeFirstOrThrow();
}

export function findParticipantSubmission(db: Db, submissionId: number, participantId: number) {
  return db
    .selectFrom('submissions')
    .select(['id', 'state'])
    .where('id', '=', submissionId)
    .where('participant_id', '=', participantId)
    .executeTakeFirst();
}

export function findPartnerEventByDedupeKey(db: Db, dedupeKey: string) {
  return db
    .selectFrom('partner_events')
    .select(['id', 'status'])
    .where('dedupe_key', '=', dedupeKey)
    .executeTakeFirst();
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
