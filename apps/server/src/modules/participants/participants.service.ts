import {
  type addShortlistedRequest,
  type Decision,
  type filterCityRequest,
  type JobFitUse,
  PARTICIPANT_STATUSES,
  type ParticipantListRow,
  type ParticipantOverview,
  type participantDatatableRequest,
  suggestedDecision,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import { nowIso } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { withInstrumentNamesIn } from '../instruments/instrument-names';
import { PARTICIPANT_MESSAGES } from './participants.messages';
import { assertProjectVisible } from './participants.policy';
import {
  countParticipantsByStatus,
  findParticipantFlag,
  findProjectJobFitUse,
  listJobFitBands,
  listLatestReviews,
  listParticipantCities,
  listResultScores,
  listVisibleParticipantIds,
  markParticipantsShortlisted,
  PARTICIPANT_COLUMNS,
  participantTableRows,
  participantTotals,
  setParticipantFlag,
} from './participants.repository';

type DatatableRequest = z.infer<typeof participantDatatableRequest>;

function checkRange(min: number | undefined, max: number | undefined, field: string) {
  if (min !== undefined && max !== undefined && min > max)
    throw badRequest(fillMessage(PARTICIPANT_MESSAGES.rangeReversed, { field, min, max }), `${field}_min`);
}

/**
 * The project's participants with the typed filters (status, city, starred, shortlisted, score and
 * job-fit ranges) applied in SQL before the DataTables search, sort and page.
 */
export async function participantDatatable(
  deps: Deps,
  actor: Actor,
  query: DatatableRequest,
  language?: string,
) {
  checkRange(query.score_percent_min, query.score_percent_max, 'score_percent');
  checkRange(query.job_fit_min, query.job_fit_max, 'job_fit');
  await assertProjectVisible(deps, actor, query.project_id);
  const page = await runDatatable<ParticipantListRow>(
    participantTableRows(deps.db, query.project_id, query),
    query,
    { columns: PARTICIPANT_COLUMNS, searchable: ['name', 'email', 'participant_code'], defaultColumn: 'id' },
    (q) => q, // the base query selects the columns
  );
  const ids = page.data.map((r) => r.id);
  const [tests, oversight] = await Promise.all([
    testsOf(deps, ids, language),
    oversightOf(deps, query.project_id, ids),
  ]);
  return {
    ...page,
    data: page.data.map((r) => ({
      ...r,
      starred: Boolean(r.starred),
      shortlisted: Boolean(r.shortlisted),
      score_percent: r.score_percent === null ? null : Number(r.score_percent),
      job_fit: r.job_fit === null ? null : Number(r.job_fit),
      tests: tests.get(r.id) ?? [],
      review: oversight.reviews.get(r.id) ?? null,
      suggestion: oversight.suggestions.get(r.id) ?? null,
    })),
  };
}

/**
 * Who a person has reviewed (their latest decision) and, in a project whose job fit may
 * pre-select, what it suggests for the others: shown as a suggestion, never as a decision.
 */
async function oversightOf(deps: Deps, projectId: number, ids: number[]) {
  const [latest, project, fits] = await Promise.all([
    listLatestReviews(deps.db, ids),
    findProjectJobFitUse(deps.db, projectId),
    listJobFitBands(deps.db, ids),
  ]);
  const reviews = new Map(
    latest.map((r) => [
      r.participant_id,
      {
        decision: r.decision as Decision,
        is_override: Number(r.is_override) === 1,
        reviewer_name: r.reviewer_name,
        reviewed_at: r.created_at,
      },
    ]),
  );
  const use: JobFitUse = project?.job_fit_use === 'preselect' ? 'preselect' : 'rank_only';
  const suggestions = new Map(
    fits.map((f) => {
      const band = f.job_fit_json ? (JSON.parse(f.job_fit_json) as { band?: JobFitBand | null }).band : null;
      const fit = f.job_fit === null ? null : Number(f.job_fit);
      return [f.id, suggestedDecision(use, Number(project?.job_fit_cutoff ?? 0), fit, band ?? null)];
    }),
  );
  return { reviews, suggestions };
}

type JobFitBand = { lower: number; upper: number };

/**
 * Each participant's scored tests: the score of the list adds up the fixed-form tests with keyed
 * items (as the scoring does), and says which those are.
 */
async function testsOf(deps: Deps, participantIds: number[], language: string | undefined) {
  const out = new Map<number, NonNullable<ParticipantListRow['tests']>>();
  if (participantIds.length === 0) return out;
  for (const r of await withInstrumentNamesIn(
    deps,
    await listResultScores(deps.db, participantIds),
    language,
  )) {
    const adaptive = Boolean(r.adaptive);
    const maxScore = Number(r.max_score);
    const test = {
      instrument_name: r.instrument_name,
      number_correct: Number(r.number_correct),
      max_score: maxScore,
      adaptive,
      counted: !adaptive && maxScore > 0,
    };
    out.set(r.participant_id, [...(out.get(r.participant_id) ?? []), test]);
  }
  return out;
}

/** Counts by status and of the starred/shortlisted, and the mean score of the scored. */
export async function participantOverview(
  deps: Deps,
  actor: Actor,
  projectId: number,
): Promise<ParticipantOverview> {
  await assertProjectVisible(deps, actor, projectId);
  const [byStatus, flags] = await Promise.all([
    countParticipantsByStatus(deps.db, projectId),
    participantTotals(deps.db, projectId),
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
  await assertProjectVisible(deps, actor, input.project_id);
  const rows = await listParticipantCities(deps.db, input.project_id, input.name, 200);
  return rows.map((r) => r.city);
}

/** Flips a participant's starred or shortlisted flag; answers the new value. */
async function toggle(deps: Deps, actor: Actor, participantId: number, flag: 'starred' | 'shortlisted') {
  const p = await findParticipantFlag(deps.db, actor, participantId, flag);
  if (!p) throw notFound('Participant');
  const next = p.value ? 0 : 1;
  await setParticipantFlag(deps.db, participantId, flag, next, nowIso());
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
  const visible = await listVisibleParticipantIds(deps.db, actor, ids);
  if (visible.length !== ids.length) throw notFound('Participant');
  await markParticipantsShortlisted(deps.db, ids, nowIso());
  return { updated: ids.length };
}
