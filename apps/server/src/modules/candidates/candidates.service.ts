import type {
  CandidateDetail,
  CandidateRow,
  candidateDatatableRequest,
  candidateDetailRequest,
} from '@asesa/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { runDatatable } from '../../db/datatable';
import type { Actor, Deps } from '../../http/context';
import { notFound } from '../../http/errors';
import { visibleCorporates } from '../accounts/accounts.policy';

/** Whose people a read covers: every tenant (admin), a consultant account's corporates, or one corporate. */
export interface CandidateScope {
  consultantId?: number;
  corporateId?: number;
}

export function scopeOf(actor: Actor): CandidateScope {
  if (actor.role === 'admin') return {};
  if (actor.role === 'consultant') return { consultantId: actor.consultantId ?? -1 };
  return { corporateId: actor.corporateId ?? -1 };
}

/** Participants of live projects of the corporates in scope, with an e-mail to group on. */
function scopedParticipants(deps: Deps, scope: CandidateScope) {
  let q = deps.db
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
export function candidatePeople(deps: Deps, scope: CandidateScope, corporateId?: number) {
  let people = scopedParticipants(deps, scope);
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
  return deps.db
    .selectFrom(grouped.as('g'))
    .innerJoin('participants as lp', 'lp.id', 'g.latest_id')
    .innerJoin('corporate_accounts as cc', 'cc.id', 'g.account_corporate_id');
}

/** Visible participants of the actor (for one person's detail). */
function visibleParticipants(deps: Deps, actor: Actor) {
  return scopedParticipants(deps, scopeOf(actor));
}

export async function assertCorporateVisible(deps: Deps, actor: Actor, corporateId: number): Promise<void> {
  const row = await deps.db
    .selectFrom('corporate_accounts as c')
    .select('c.id')
    .where('c.id', '=', corporateId)
    .where('c.removed_at', 'is', null)
    .where(visibleCorporates(actor))
    .executeTakeFirst();
  if (!row) throw notFound('Corporate account');
}

const COLUMNS = {
  last_activity_at: 'g.last_activity_at',
  name: 'lp.name',
  email: 'g.email',
  phone: 'lp.phone',
  city: 'lp.city',
  corporate_name: 'cc.name',
  project_count: 'g.project_count',
  latest_status: 'lp.status',
  best_score_percent: 'g.best_score_percent',
} as const;

/** The candidate database: one row per person (corporate + lowercased e-mail), searchable and sortable. */
export async function candidateDatatable(
  deps: Deps,
  actor: Actor,
  query: z.infer<typeof candidateDatatableRequest>,
) {
  if (query.account_corporate_id) await assertCorporateVisible(deps, actor, query.account_corporate_id);
  const base = candidatePeople(deps, scopeOf(actor), query.account_corporate_id);
  const page = await runDatatable<CandidateRow>(
    base,
    query,
    {
      columns: COLUMNS,
      searchable: ['name', 'email', 'phone', 'city'],
      defaultColumn: 'last_activity_at',
    },
    (q) =>
      q
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
        .orderBy('g.latest_id', 'desc'),
  );
  return {
    ...page,
    data: page.data.map((r) => ({
      ...r,
      project_count: Number(r.project_count),
      best_score_percent: r.best_score_percent === null ? null : Number(r.best_score_percent),
    })),
  };
}

/** One person of the candidate database and every participation of theirs the actor may see. */
export async function candidateDetail(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof candidateDetailRequest>,
): Promise<CandidateDetail> {
  const rows = await visibleParticipants(deps, actor)
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
    .where('pt.account_corporate_id', '=', input.account_corporate_id)
    .where(sql<string>`lower(pt.email)`, '=', input.email)
    .orderBy('pt.id', 'desc')
    .execute();
  if (rows.length === 0) throw notFound('Candidate');
  const latest = rows[0];
  return {
    account_corporate_id: input.account_corporate_id,
    corporate_name: latest.corporate_name,
    email: input.email,
    name: latest.name,
    phone: latest.phone,
    city: latest.city,
    participations: rows.map(({ name: _n, phone: _p, city: _c, corporate_name: _cn, ...r }) => r),
  };
}
