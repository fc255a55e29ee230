import {
  type addShortlistedRequest,
  type filterCityRequest,
  PARTICIPANT_STATUSES,
  type ParticipantListRow,
  type ParticipantOverview,
  type participantDatatableRequest,
} from '@asesa/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { runDatatable } from '../../db/datatable';
import type { Actor, Deps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { projectDetail } from '../projects/projects.service';
import { visibleParticipant } from './participants.policy';

const COLUMNS = {
  id: 'pt.id',
  participant_code: 'pt.participant_code',
  name: 'pt.name',
  email: 'pt.email',
  status: 'pt.status',
  city: 'pt.city',
  starred: 'pt.starred',
  shortlisted: 'pt.shortlisted',
  number_correct: 'pt.number_correct',
  max_score: 'pt.max_score',
  score_percent: 'pt.score_percent',
  job_fit: 'pt.job_fit',
  completed_at: 'pt.completed_at',
  created_at: 'pt.created_at',
} as const;

type DatatableRequest = z.infer<typeof participantDatatableRequest>;

function checkRange(min: number | undefined, max: number | undefined, field: string) {
  if (min !== undefined && max !== undefined && min > max)
    throw badRequest(`${field}_min (${min}) must not be above ${field}_max (${max})`, `${field}_min`);
}

/**
 * The project's participants with the typed filters (status, city, starred, shortlisted, score and
 * job-fit ranges) applied in SQL before the DataTables search, sort and page.
 */
export async function participantDatatable(deps: Deps, actor: Actor, query: DatatableRequest) {
  checkRange(query.score_percent_min, query.score_percent_max, 'score_percent');
  checkRange(query.job_fit_min, query.job_fit_max, 'job_fit');
  await projectDetail(deps, actor, query.project_id);
  let base = deps.db.selectFrom('participants as pt').where('pt.project_id', '=', query.project_id);
  if (query.status?.length) base = base.where('pt.status', 'in', query.status);
  if (query.city) base = base.where('pt.city', '=', query.city);
  if (query.starred !== undefined) base = base.where('pt.starred', '=', query.starred ? 1 : 0);
  if (query.shortlisted !== undefined) base = base.where('pt.shortlisted', '=', query.shortlisted ? 1 : 0);
  if (query.score_percent_min !== undefined)
    base = base.where('pt.score_percent', '>=', query.score_percent_min);
  if (query.score_percent_max !== undefined)
    base = base.where('pt.score_percent', '<=', query.score_percent_max);
  if (query.job_fit_min !== undefined) base = base.where('pt.job_fit', '>=', query.job_fit_min);
  if (query.job_fit_max !== undefined) base = base.where('pt.job_fit', '<=', query.job_fit_max);
  const page = await runDatatable<ParticipantListRow>(
    base,
    query,
    { columns: COLUMNS, searchable: ['name', 'email', 'participant_code'], defaultColumn: 'id' },
    (q) => q.select(Object.entries(COLUMNS).map(([name, ref]) => `${ref} as ${name}`) as never),
  );
  return {
    ...page,
    data: page.data.map((r) => ({
      ...r,
      starred: Boolean(r.starred),
      shortlisted: Boolean(r.shortlisted),
      score_percent: r.score_percent === null ? null : Number(r.score_percent),
      job_fit: r.job_fit === null ? null : Number(r.job_fit),
    })),
  };
}

/** Counts by status and of the starred/shortlisted, and the mean score of the scored. */
export async function participantOverview(
  deps: Deps,
  actor: Actor,
  projectId: number,
): Promise<ParticipantOverview> {
  await projectDetail(deps, actor, projectId);
  const [byStatus, flags] = await Promise.all([
    deps.db
      .selectFrom('participants')
      .select((eb) => ['status', eb.fn.countAll().as('n')])
      .where('project_id', '=', projectId)
      .groupBy('status')
      .execute(),
    deps.db
      .selectFrom('participants')
      .select((eb) => [
        eb.fn.sum<number | string | null>('starred').as('starred'),
        eb.fn.sum<number | string | null>('shortlisted').as('shortlisted'),
        eb.fn
          .avg<number | string | null>(
            eb.case().when('status', '=', 'scored').then(eb.ref('score_percent')).else(null).end(),
          )
          .as('average'),
      ])
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow(),
  ]);
  const counts = Object.fromEntries(PARTICIPANT_STATUSES.map((s) => [s, 0])) as Record<
    (typeof PARTICIPANT_STATUSES)[number],
    number
  >;
  for (const r of byStatus) counts[r.status] = Number(r.n);
  const average = flags.average === null ? null : Math.round(Number(flags.average) * 100) / 100;
  return {
    total: Object.values(counts).reduce((a, b) => a + b, 0),
    by_status: counts,
    started: counts.in_progress + counts.completed + counts.scored,
    completed: counts.completed + counts.scored,
    scored: counts.scored,
    starred: Number(flags.starred ?? 0),
    shortlisted: Number(flags.shortlisted ?? 0),
    average_score: average,
  };
}

/** Distinct cities of a project's participants, optionally containing `name`, for the filter dropdown. */
export async function filterCities(deps: Deps, actor: Actor, input: z.infer<typeof filterCityRequest>) {
  await projectDetail(deps, actor, input.project_id);
  let q = deps.db
    .selectFrom('participants')
    .select('city')
    .distinct()
    .where('project_id', '=', input.project_id)
    .where('city', '!=', '');
  if (input.name) {
    const pattern = `%${input.name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<boolean>`lower(city) like ${pattern} escape '\\'`);
  }
  const rows = await q.orderBy('city').limit(200).execute();
  return rows.map((r) => r.city);
}

/** Flips a participant's starred or shortlisted flag; answers the new value. */
async function toggle(deps: Deps, actor: Actor, participantId: number, flag: 'starred' | 'shortlisted') {
  const p = await visibleParticipant(deps, actor, participantId)
    .select(`pt.${flag} as value`)
    .executeTakeFirst();
  if (!p) throw notFound('Participant');
  const next = p.value ? 0 : 1;
  await deps.db
    .updateTable('participants')
    .set({ [flag]: next, updated_at: nowIso() })
    .where('id', '=', participantId)
    .execute();
  return next === 1;
}

export async function toggleStar(deps: Deps, actor: Actor, participantId: number) {
  return { participant_id: participantId, starred: await toggle(deps, actor, participantId, 'starred') };
}

export async function toggleShortlist(deps: Deps, actor: Actor, participantId: number) {
  return {
    participant_id: participantId,
    shortlisted: await toggle(deps, actor, participantId, 'shortlisted'),
  };
}

/** Shortlists every given participant (all must be visible, else 404 and nothing changes). */
export async function addShortlisted(deps: Deps, actor: Actor, input: z.infer<typeof addShortlistedRequest>) {
  const ids = [...new Set(input.participant_ids)];
  const visible = await visibleParticipant(deps, actor, ids).select('pt.id').execute();
  if (visible.length !== ids.length) throw notFound('Participant');
  await deps.db
    .updateTable('participants')
    .set({ shortlisted: 1, updated_at: nowIso() })
    .where('id', 'in', ids)
    .execute();
  return { updated: ids.length };
}
