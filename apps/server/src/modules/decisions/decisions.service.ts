import {
  type Decision,
  type DecisionHistory,
  type DecisionReview,
  type decisionRecordRequest,
  type JobFitUse,
  suggestedDecision,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { participantResults } from '../participants/participant-results.service';
import { DECISION_MESSAGES } from './decisions.messages';
import {
  deleteReviewsBefore,
  findExplanationOf,
  findReviewableParticipant,
  insertReview,
  listContests,
  listLatestDecisions,
  listRetentionPeriods,
  listReviews,
} from './decisions.repository';

type Band = { lower: number; upper: number } | null;
const useOf = (stored: string): JobFitUse => (stored === 'preselect' ? 'preselect' : 'rank_only');
const bandOf = (json: string | null): Band =>
  json ? ((JSON.parse(json) as { band?: Band }).band ?? null) : null;

async function reviewable(deps: Deps, actor: Actor, participantId: number) {
  const p = await findReviewableParticipant(deps.db, actor, participantId);
  if (!p) throw notFound('Participant');
  const use = useOf(p.job_fit_use);
  const fit = p.job_fit === null ? null : Number(p.job_fit);
  const cutoff = Number(p.job_fit_cutoff);
  return { p, use, fit, cutoff, suggestion: suggestedDecision(use, cutoff, fit, bandOf(p.job_fit_json)) };
}

type ReviewRow = Awaited<ReturnType<typeof listReviews>>[number];

function reviewView(r: ReviewRow): DecisionReview {
  const record = JSON.parse(r.record_json) as { job_fit?: { fit?: number | null } | null };
  return {
    id: r.id,
    participant_id: r.participant_id,
    decision: r.decision as Decision,
    reason: r.reason,
    suggestion: (r.suggestion as Decision | null) ?? null,
    job_fit_use: useOf(r.job_fit_use),
    is_override: Number(r.is_override) === 1,
    reviewer_name: r.reviewer_name,
    created_at: r.created_at,
    job_fit: record.job_fit?.fit ?? null,
  };
}

/**
 * decisions/record: a person's accept / reject / hold with their reason. The system's suggestion
 * at that moment is kept beside it and a decision that differs is marked as an override; the
 * computation the decision rests on is recorded with it (the decision log). Every decision is a
 * new row: a change of mind is a second decision, and the first stays in the history.
 */
export async function recordDecision(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof decisionRecordRequest>,
): Promise<DecisionReview> {
  const { p, use, suggestion } = await reviewable(deps, actor, input.participant_id);
  if (p.status !== 'scored') throw conflict(DECISION_MESSAGES.notScored);
  const now = nowIso();
  const record = await decisionRecord(deps, actor, input.participant_id, {
    use,
    cutoff: Number(p.job_fit_cutoff),
  });
  const row = {
    project_id: p.project_id,
    participant_id: p.id,
    decision: input.decision,
    reason: input.reason,
    suggestion,
    job_fit_use: use,
    is_override: suggestion !== null && suggestion !== input.decision ? 1 : 0,
    reviewer_id: actor.userId,
    reviewer_name: actor.name,
    record_json: JSON.stringify({
      ...record,
      decision: {
        decision: input.decision,
        reason: input.reason,
        suggestion,
        is_override: suggestion !== null && suggestion !== input.decision,
        decided_at: now,
      },
      reviewer: { user_id: actor.userId, name: actor.name, role: actor.role },
    }),
    created_at: now,
  };
  const id = await insertReview(deps.db, row);
  return reviewView({ ...row, id, suggestion: row.suggestion ?? null });
}

/**
 * What a decision rests on, as the results showed it to the reviewer: per test the instrument,
 * blueprint, norm and engine versions with the raw and normed scores; the competences with their
 * targets and weights; the job fit with its formula, band and parts; the project's use of it.
 */
async function decisionRecord(
  deps: Deps,
  actor: Actor,
  participantId: number,
  settings: { use: JobFitUse; cutoff: number },
) {
  const results = await participantResults(deps, actor, participantId, 'en');
  return {
    participant: {
      id: results.participant.id,
      participant_code: results.participant.participant_code,
    },
    settings: { job_fit_use: settings.use, job_fit_cutoff: settings.cutoff },
    scoring: results.instruments.map((i) => ({
      instrument_id: i.instrument_id,
      instrument_name: i.instrument_name,
      instrument_version: i.version,
      blueprint_id: i.blueprint_id,
      blueprint_version: i.blueprint_version,
      norm_versions: i.norm_versions,
      engine_version: i.engine_version,
      scored_at: i.scored_at,
      answered: i.answered,
      item_count: i.item_count,
      number_correct: i.number_correct,
      max_score: i.max_score,
      dimensions: i.dimensions.map((d) => ({
        code: d.code,
        raw: d.raw,
        z: d.z,
        sten: d.sten,
        percentile: d.percentile,
        norm_id: d.norm_id,
        norm_version: d.norm_version,
        norm_group: d.norm_group,
        reliability: d.reliability,
        se_sten: d.se_sten,
      })),
    })),
    competences: results.competences.map((c) => ({
      code: c.code,
      score: c.score,
      level: c.level,
      target_level: c.target_level,
      target_sten: c.target_sten,
      weight: c.weight,
      se_sten: c.se_sten,
      components: c.components,
    })),
    job_fit: results.job_fit,
  };
}

/** decisions/history: the suggestion now, every decision and contest, whether the candidate read the explanation. */
export async function decisionHistory(
  deps: Deps,
  actor: Actor,
  participantId: number,
): Promise<DecisionHistory> {
  const { p, use, fit, cutoff, suggestion } = await reviewable(deps, actor, participantId);
  const [reviews, contests, explanation] = await Promise.all([
    listReviews(deps.db, p.id),
    listContests(deps.db, p.id),
    findExplanationOf(deps.db, p.id),
  ]);
  return {
    job_fit_use: use,
    job_fit_cutoff: cutoff,
    job_fit: fit,
    suggestion,
    reviews: reviews.map(reviewView),
    contests,
    explanation_opened_at: explanation?.opened_at ?? null,
  };
}

/** The moment `months` calendar months before `now` (ISO). */
export function monthsBefore(now: Date, months: number): string {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString();
}

/** Housekeeping: decisions past their project's retention period are deleted with their record. */
export async function purgeExpiredDecisions(deps: Deps, now = new Date()): Promise<number> {
  let removed = 0;
  for (const { decision_retention_months: months } of await listRetentionPeriods(deps.db))
    removed += await deleteReviewsBefore(deps.db, Number(months), monthsBefore(now, Number(months)));
  return removed;
}

/** Each decided participant's latest decision (accept, reject, hold) among these projects. */
export async function latestDecisionsOf(
  deps: Deps,
  projectIds: readonly number[],
): Promise<Map<number, string>> {
  const rows = await listLatestDecisions(deps.db, projectIds);
  return new Map(rows.map((r) => [Number(r.participant_id), r.decision]));
}
