import type {
  CandidateDetail,
  CandidateRow,
  candidateDatatableRequest,
  candidateDetailRequest,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import { notFound } from '../../lib/errors';
import {
  candidatePeople,
  findVisibleCorporateId,
  listPersonParticipations,
  scopeOf,
  selectCandidateRow,
} from './candidates.repository';

export async function assertCorporateVisible(deps: Deps, actor: Actor, corporateId: number): Promise<void> {
  const row = await findVisibleCorporateId(deps.db, actor, corporateId);
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
  const base = candidatePeople(deps.db, scopeOf(actor), query.account_corporate_id);
  const page = await runDatatable<CandidateRow>(
    base,
    query,
    {
      columns: COLUMNS,
      searchable: ['name', 'email', 'phone', 'city'],
      defaultColumn: 'last_activity_at',
    },
    (q) => selectCandidateRow(q),
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
  const rows = await listPersonParticipations(
    deps.db,
    scopeOf(actor),
    input.account_corporate_id,
    input.email,
  );
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
