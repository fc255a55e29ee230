import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { rowWhere } from '../../db/table-rows';
import { type TenantScope, tenantOf } from '../../db/tenant-scope';
import { visibleLiveCorporate } from '../../db/visible-corporate';
import type { Actor } from '../../deps';

type Db = Kysely<Database>;

// The only file with candidate-database queries; scopedParticipants is where their tenant
// scoping lives.

/** Whose people a read covers: every tenant (admin), a consultant account's corporates, or one corporate. */
export type CandidateScope = TenantScope;

/** The actor's scope: an admin's is every tenant. */
export const scopeOf = tenantOf;

/** Participants of live projects of the corporates in scope, with an e-mail to group on. */
function scopedParticipants(db: Db, scope: CandidateScope) {
  let q = db
    .selectFrom('participants as pt')
    .innerJoin('projects as p', 'p.id', 'pt.project_id')
    .innerJoin('corporate_accounts as c', 'c.id', 'pt.account_corporate_id')
    .where('p.removed_at', 'is', null)
    .where('c.removed_at', 'is', null)
    .where('pt.email', '<>', '');
  if (scope.consultantId !== undefined) q = q.where('c.account_consultant_id', '=', scope.consultantId);
  if (scope.corporateId !== undefined) q = q.where('pt.account_corporate_id', '=', scope.corporateId);
  return q;
}

/**
 * People: participants grouped by corporate and lowercased e-mail in a derived table, with the
 * latest participation joined for name and status (`g`, `lp`, `cc`), so filters, sorts and
 * paging stay in SQL on SQLite and PostgreSQL alike.
 */
export function candidatePeople(db: Db, scope: CandidateScope, corporateId?: number) {
  let people = scopedParticipants(db, scope);
  if (corporateId) people = people.where('pt.account_corporate_id', '=', corporateId);
  const emailKey = sql<string>`lower(pt.email)`;
  const grouped = people
    .select((eb) => [
      'pt.account_corporate_id',
      emailKey.as('email'),
      eb.fn.count<number>('pt.project_id').distinct().as('project_count'),
      eb.fn.max('pt.score_percent').as('best_score_percent'),
      eb.fn.max('pt.updated_at').as('last_activity_at'),
      eb.fn.max('pt.id').as('latest_id'),
    ])
    .groupBy(['pt.account_corporate_id', emailKey]);
  return db
    .selectFrom(grouped.as('g'))
    .innerJoin('participants as lp', 'lp.id', 'g.latest_id')
    .innerJoin('corporate_accounts as cc', 'cc.id', 'g.account_corporate_id');
}

/**
 * The columns of a candidate-table row; the latest participation last breaks ties, so it comes
 * after the table's own sort.
 */
export function selectCandidateRow(q: ReturnType<typeof candidatePeople>) {
  return q
    .select([
      'g.account_corporate_id',
      'cc.name as corporate_name',
      'g.email',
      'lp.name',
      'lp.phone',
      'lp.city',
      'g.project_count',
      'lp.status as latest_status',
      'g.best_score_percent',
      'g.last_activity_at',
    ])
    .orderBy('g.latest_id', 'desc');
}

/** The people, searched like the table's search box (name, e-mail, phone, city). */
export function searchedPeople(db: Db, scope: CandidateScope, corporateId?: number, search?: string) {
  const base = candidatePeople(db, scope, corporateId);
  const term = search?.trim().toLowerCase();
  if (!term) return base;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return base.where((eb) =>
    eb.or(
      ['lp.name', 'g.email', 'lp.phone', 'lp.city'].map(
        (ref) => sql<SqlBool>`lower(${sql.ref(ref)}) like ${pattern} escape '\\'`,
      ),
    ),
  );
}

export async function countSearchedPeople(
  db: Db,
  scope: CandidateScope,
  corporateId?: number,
  search?: string,
): Promise<number> {
  const row = await searchedPeople(db, scope, corporateId, search)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Up to `limit` searched people after `after` in (corporate, e-mail) order: keyset paging. */
export function listPeopleAfter(
  db: Db,
  filter: { scope: CandidateScope; corporateId?: number; search?: string },
  after: { corporate: number; email: string } | null,
  limit: number,
) {
  let q = searchedPeople(db, filter.scope, filter.corporateId, filter.search);
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('g.account_corporate_id', '>', after.corporate),
        eb.and([eb('g.account_corporate_id', '=', after.corporate), eb('g.email', '>', after.email)]),
      ]),
    );
  }
  return q
    .select([
      'g.account_corporate_id',
      'g.email',
      'lp.name',
      'lp.phone',
      'lp.city',
      'cc.name as corporate_name',
      'g.project_count',
      'lp.status',
      'g.best_score_percent',
      'g.last_activity_at',
    ])
    .orderBy('g.account_corporate_id')
    .orderBy('g.email')
    .limit(limit)
    .execute();
}

/** Every participation in scope of one person (corporate + lowercased e-mail), newest first. */
export function listPersonParticipations(db: Db, scope: CandidateScope, corporateId: number, email: string) {
  return scopedParticipants(db, scope)
    .select([
      'pt.id as participant_id',
      'pt.participant_code',
      'pt.project_id',
      'p.name as project_name',
      'pt.name',
      'pt.phone',
      'pt.city',
      'pt.status',
      'pt.score_percent',
      'pt.number_correct',
      'pt.max_score',
      'pt.job_fit',
      'pt.invited_at',
      'pt.registered_at',
      'pt.completed_at',
      'pt.created_at',
      'c.name as corporate_name',
    ])
    .where('pt.account_corporate_id', '=', corporateId)
    .where(sql<string>`lower(pt.email)`, '=', email)
    .orderBy('pt.id', 'desc')
    .execute();
}

/** The live corporate, when the actor may see it. */
export function findVisibleCorporateId(db: Db, actor: Actor, corporateId: number) {
  return visibleLiveCorporate(db, actor, corporateId).select('c.id').executeTakeFirst();
}

export function findCorporateName(db: Db, corporateId: number) {
  return rowWhere(db, 'corporate_accounts', ['name'], { id: corporateId });
}
