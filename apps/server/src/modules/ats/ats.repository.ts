import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { rowsWhere } from '../../db/table-rows';
import { visibleLiveCorporate } from '../../db/visible-corporate';
import type { Actor } from '../../deps';

type Db = Kysely<Database> | Transaction<Database>;

// The only file with the ATS feature's queries. Which corporates a back-office user may manage
// keys of is the tenant scope's (visibleLiveCorporate, db/visible-corporate.ts); a key's calls
// see its own corporate only, every query below that serves them names it.

/** A live corporate the actor may see (back office: keys and activity). */
export function findVisibleCorporate(db: Db, actor: Actor, corporateId: number) {
  return visibleLiveCorporate(db, actor, corporateId)
    .select(['c.id', 'c.account_consultant_id'])
    .executeTakeFirst();
}

export function insertKey(db: Db, values: Insertable<Database['ats_keys']>) {
  return db.insertInto('ats_keys').values(values).returning('id').executeTakeFirstOrThrow();
}

const keyColumns = [
  'k.id',
  'k.name',
  'k.prefix',
  'k.scopes',
  'k.created_at',
  'k.last_used_at',
  'k.revoked_at',
  'u.name as created_by_name',
] as const;

/** The corporate's keys, with the name of who created each. */
const corporateKeys = (db: Db, corporateId: number) =>
  db
    .selectFrom('ats_keys as k')
    .innerJoin('users as u', 'u.id', 'k.created_by')
    .select(keyColumns)
    .where('k.account_corporate_id', '=', corporateId);

export function listKeys(db: Db, corporateId: number) {
  return corporateKeys(db, corporateId).orderBy('k.id', 'desc').execute();
}

export function findKeyRow(db: Db, corporateId: number, keyId: number) {
  return corporateKeys(db, corporateId).where('k.id', '=', keyId).executeTakeFirst();
}

export async function revokeKey(db: Db, keyId: number, at: string): Promise<void> {
  await db
    .updateTable('ats_keys')
    .set({ revoked_at: at })
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .execute();
}

const keyAuthColumns = [
  'k.id',
  'k.prefix',
  'k.account_corporate_id',
  'k.secret_hash',
  'k.scopes',
  'k.created_by',
  'k.revoked_at',
  'k.callback_key_sealed',
  'c.account_consultant_id',
  'c.removed_at as corporate_removed_at',
] as const;

/** Keys with what authenticating one needs of its corporate. */
const keysWithCorporate = (db: Db) =>
  db
    .selectFrom('ats_keys as k')
    .innerJoin('corporate_accounts as c', 'c.id', 'k.account_corporate_id')
    .select(keyAuthColumns);

export function findKeyById(db: Db, keyId: number) {
  return keysWithCorporate(db).where('k.id', '=', keyId).executeTakeFirstOrThrow();
}

/** A key by its prefix with its corporate (live or not: a removed corporate's keys stop working). */
export function findKeyByPrefix(db: Db, prefix: string) {
  return keysWithCorporate(db).where('k.prefix', '=', prefix).executeTakeFirst();
}

export async function touchKey(db: Db, keyId: number, at: string): Promise<void> {
  await db.updateTable('ats_keys').set({ last_used_at: at }).where('id', '=', keyId).execute();
}

/** The corporate's live projects: the tests an ATS may send. */
const offeredProjects = (db: Db, corporateId: number) =>
  db
    .selectFrom('projects')
    .where('account_corporate_id', '=', corporateId)
    .where('removed_at', 'is', null)
    .where('status', '=', 'active');

export function listOfferedProjects(db: Db, corporateId: number) {
  return offeredProjects(db, corporateId)
    .select(['id', 'name', 'default_language', 'report_types'])
    .orderBy('id')
    .execute();
}

export function findOfferedProject(db: Db, corporateId: number, projectId: number) {
  return offeredProjects(db, corporateId)
    .select(['id', 'name', 'report_types'])
    .where('id', '=', projectId)
    .executeTakeFirst();
}

/** Claims a request id for the corporate; undefined when another request holds it already. */
export function claimSend(db: Db, values: Insertable<Database['ats_sends']>) {
  return db
    .insertInto('ats_sends')
    .values(values)
    .onConflict((oc) => oc.columns(['account_corporate_id', 'request_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function setSendParticipant(db: Db, sendId: number, participantId: number): Promise<void> {
  await db.updateTable('ats_sends').set({ participant_id: participantId }).where('id', '=', sendId).execute();
}

/** Gives a request id up again when its send failed, so a retry may try anew. */
export async function dropSend(db: Db, sendId: number): Promise<void> {
  await db.deleteFrom('ats_sends').where('id', '=', sendId).where('participant_id', 'is', null).execute();
}

const sendColumns = [
  's.id',
  's.key_id',
  's.request_id',
  's.project_id',
  's.participant_id',
  's.ats_candidate_id',
  's.ats_application_id',
  's.callback_url',
  's.callback_kind',
  's.account_corporate_id',
  'pt.status',
  'pt.participant_code',
] as const;

/** Sends with their participant (none while it is being created). */
const sendsWithParticipant = (db: Db) =>
  db
    .selectFrom('ats_sends as s')
    .leftJoin('participants as pt', 'pt.id', 's.participant_id')
    .select(sendColumns);

/** The corporate's send of a request id, with its participant (none while it is being created). */
export function findSend(db: Db, corporateId: number, requestId: string) {
  return sendsWithParticipant(db)
    .where('s.account_corporate_id', '=', corporateId)
    .where('s.request_id', '=', requestId)
    .executeTakeFirst();
}

export function findSendById(db: Db, sendId: number) {
  return sendsWithParticipant(db).where('s.id', '=', sendId).executeTakeFirst();
}

/** The sends of these participants that asked for a callback. */
export function listSendsWithCallback(db: Db, participantIds: number[]) {
  return db
    .selectFrom('ats_sends as s')
    .innerJoin('participants as pt', 'pt.id', 's.participant_id')
    .select(sendColumns)
    .where('s.participant_id', 'in', participantIds)
    .where('s.callback_url', '!=', '')
    .execute();
}

export function insertCall(db: Db, values: Insertable<Database['ats_calls']>) {
  return db.insertInto('ats_calls').values(values).execute();
}

export function listCalls(db: Db, corporateId: number, limit: number) {
  return db
    .selectFrom('ats_calls as a')
    .innerJoin('ats_keys as k', 'k.id', 'a.key_id')
    .select([
      'a.id',
      'k.prefix as key_prefix',
      'a.call',
      'a.status',
      'a.request_id',
      'a.detail',
      'a.created_at',
    ])
    .where('a.account_corporate_id', '=', corporateId)
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

/** Keeps a key, encrypted, for the callbacks sent with it (once: a key never changes). */
export function setCallbackKey(db: Db, keyId: number, sealed: string) {
  return db
    .updateTable('ats_keys')
    .set({ callback_key_sealed: sealed })
    .where('id', '=', keyId)
    .where('callback_key_sealed', 'is', null)
    .execute();
}

/** The encrypted key of the send a callback belongs to (null when none was kept). */
export async function findCallbackKey(db: Db, callbackId: number) {
  const row = await db
    .selectFrom('ats_callbacks as cb')
    .innerJoin('ats_sends as s', 's.id', 'cb.send_id')
    .innerJoin('ats_keys as k', 'k.id', 's.key_id')
    .select('k.callback_key_sealed')
    .where('cb.id', '=', callbackId)
    .executeTakeFirst();
  return row?.callback_key_sealed ?? null;
}

/** Records a sent test's callback once; undefined when it was recorded already. */
export function insertCallback(db: Db, values: Insertable<Database['ats_callbacks']>) {
  return db
    .insertInto('ats_callbacks')
    .values(values)
    .onConflict((oc) => oc.column('send_id').doNothing())
    .returning('id')
    .executeTakeFirst();
}

export function findCallback(db: Db, id: number) {
  return db.selectFrom('ats_callbacks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateCallback(
  db: Db,
  id: number,
  values: Updateable<Database['ats_callbacks']>,
): Promise<void> {
  await db.updateTable('ats_callbacks').set(values).where('id', '=', id).execute();
}

export function insertCallbackAttempt(db: Db, values: Insertable<Database['ats_callback_attempts']>) {
  return db.insertInto('ats_callback_attempts').values(values).execute();
}

export function listCallbacks(db: Db, corporateId: number, limit: number) {
  return db
    .selectFrom('ats_callbacks as cb')
    .innerJoin('ats_sends as s', 's.id', 'cb.send_id')
    .select(['cb.id', 's.request_id', 'cb.url', 'cb.kind', 'cb.status', 'cb.created_at', 'cb.sent_at'])
    .where('cb.account_corporate_id', '=', corporateId)
    .orderBy('cb.id', 'desc')
    .limit(limit)
    .execute();
}

export function listCallbackAttempts(db: Db, callbackIds: number[]) {
  return rowsWhere(
    db,
    'ats_callback_attempts',
    ['callback_id', 'attempt', 'response_status', 'error', 'at'],
    { callback_id: callbackIds },
    { orderBy: ['callback_id', 'attempt'] },
  );
}

/** The ATS ids of participants (the results drawer and the participants export show them). */
export function listAtsIds(db: Db, participantIds: number[]) {
  return rowsWhere(db, 'ats_sends', ['participant_id', 'ats_candidate_id', 'ats_application_id'], {
    participant_id: participantIds,
  });
}
