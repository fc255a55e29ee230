import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { rowWhere } from '../../db/table-rows';
import { nowIso } from '../../lib/clock';

type Db = Kysely<Database> | Transaction<Database>;

// Access codes, the corporates' access-code pages and the record of codes tried. A project's
// codes are read only after the project was checked visible (invitingProject).

/** The project's latest batch number (null before its first). */
export function findLatestCodeBatch(db: Db, projectId: number) {
  return db
    .selectFrom('unique_codes')
    .select((eb) => eb.fn.max('batch').as('batch'))
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

export interface NewAccessCode {
  project_id: number;
  account_corporate_id: number;
  code: string;
  batch: number;
  expires_at?: string | null;
  created_by: number | null;
  created_at: string;
}

/** Inserts the codes no other row holds yet (codes are unique installation-wide); answers those inserted. */
export function insertNewCodes(db: Db, codes: NewAccessCode[]) {
  return db
    .insertInto('unique_codes')
    .values(codes)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .execute();
}

/** The project's live codes, of one batch and used or not when asked. */
export function projectCodes(db: Db, projectId: number, filter: { batch?: number; used?: boolean }) {
  let q = db
    .selectFrom('unique_codes as u')
    .where('u.project_id', '=', projectId)
    .where('u.removed_at', 'is', null);
  if (filter.batch !== undefined) q = q.where('u.batch', '=', filter.batch);
  if (filter.used !== undefined) q = q.where('u.participant_id', filter.used ? 'is not' : 'is', null);
  return q;
}

/** A page of the project's codes (of one batch when given) after the id `after`, by id. */
export function listCodesAfter(
  db: Db,
  projectId: number,
  batch: number | undefined,
  after: number,
  limit: number,
) {
  return projectCodes(db, projectId, { batch })
    .select(['u.id', 'u.code', 'u.batch', 'u.participant_id', 'u.used_email', 'u.used_at', 'u.expires_at'])
    .where('u.id', '>', after)
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/**
 * A live code of a live project, with its participant when used. With a slug only that corporate's
 * codes are found (/access-code/{slug}: another corporate's code is unknown there).
 */
export function findCodeToClaim(db: Db, code: string, slug: string | undefined) {
  let query = db
    .selectFrom('unique_codes as u')
    .innerJoin('projects as p', 'p.id', 'u.project_id')
    .leftJoin('participants as pt', 'pt.id', 'u.participant_id')
    .select([
      'u.id',
      'u.code',
      'u.project_id',
      'u.account_corporate_id',
      'u.participant_id',
      'u.used_email',
      'u.expires_at',
      'p.default_language',
      'pt.participant_code',
      'pt.email as participant_email',
      'pt.registered_at as participant_registered_at',
    ])
    .where('u.code', '=', code)
    .where('u.removed_at', 'is', null)
    .where('p.removed_at', 'is', null);
  if (slug)
    query = query.where('u.account_corporate_id', 'in', (eb) =>
      eb
        .selectFrom('corporate_accounts')
        .select('id')
        .where('slug', '=', slug)
        .where('removed_at', 'is', null),
    );
  return query.executeTakeFirst();
}

/** Gives an unused code to a participant; a code taken meanwhile is left as it is (0 rows). */
export function markCodeUsed(db: Db, codeId: number, participantId: number, email: string | null) {
  return db
    .updateTable('unique_codes')
    .set({ participant_id: participantId, used_email: email, used_at: nowIso() })
    .where('id', '=', codeId)
    .where('participant_id', 'is', null)
    .executeTakeFirst();
}

/** The branding of a live corporate's access-code page, by its slug (lower-case). */
export function findCorporateBySlug(db: Db, slug: string) {
  return rowWhere(db, 'corporate_accounts', ['name', 'legal_name', 'logo_path', 'logo_thumbnail'], {
    slug,
    removed_at: null,
  });
}

/** Records a code tried; answers the event's id. */
export async function insertAccessCodeEvent(
  db: Db,
  event: { kind: 'failed'; code: string; ip: string; reason: string },
): Promise<number> {
  const row = await db
    .insertInto('access_code_events')
    .values({ ...event, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function markAttemptThrottled(db: Db, attemptId: number, over: string): Promise<void> {
  await db
    .updateTable('access_code_events')
    .set({ kind: 'throttled', reason: over })
    .where('id', '=', attemptId)
    .execute();
}

/** An attempt whose code opened keeps only its address (the code is a candidate's). */
export async function markAttemptOpened(db: Db, attemptId: number): Promise<void> {
  await db
    .updateTable('access_code_events')
    .set({ kind: 'opened', code: '', reason: '' })
    .where('id', '=', attemptId)
    .execute();
}

export async function setAttemptReason(db: Db, attemptId: number, reason: string): Promise<void> {
  await db.updateTable('access_code_events').set({ reason }).where('id', '=', attemptId).execute();
}

export async function deleteAttempt(db: Db, attemptId: number): Promise<void> {
  await db.deleteFrom('access_code_events').where('id', '=', attemptId).execute();
}

/** The failed and refused attempts, for the admins' review. */
export function failedAttempts(db: Db) {
  return db.selectFrom('access_code_events').where('kind', 'in', ['failed', 'throttled']);
}

/** Forgets the e-mail an access code was redeemed with. */
export async function clearAccessCodeEmails(db: Db, participantId: number): Promise<void> {
  await db
    .updateTable('unique_codes')
    .set({ used_email: null })
    .where('participant_id', '=', participantId)
    .execute();
}
