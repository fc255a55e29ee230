import type {
  AttemptContent,
  CorporateContext,
  HomeResponse,
  submissionRequest,
} from '@asesa/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Deps } from '../../http/context';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { addMs, nowIso } from '../../lib/clock';
import {
  answerProblem,
  decodeAnswer,
  encodeAnswer,
  parseContent,
  participantItem,
  type StoredContent,
} from '../instruments/instrument-content';
import { localiseContent } from '../instruments/instrument-texts';
import { baseLanguage, translatedTexts } from '../instruments/translations.service';
import { debitParticipantStart } from '../invitations/credits';
import { SCORE_PARTICIPANT_JOB } from '../scoring/scoring.service';
import { type ParticipantAccess, participantByCode } from './participant-access';

/** Answers that arrive this long after the deadline still count (network latency). */
export const DEADLINE_GRACE_MS = 30_000;

export async function corporateContext(deps: Deps, code: string): Promise<CorporateContext> {
  const p = await participantByCode(deps, code);
  const row = await deps.db
    .selectFrom('corporate_accounts as c')
    .innerJoin('consultant_accounts as k', 'k.id', 'c.account_consultant_id')
    .select([
      'c.name',
      'c.legal_name',
      'c.logo_path',
      'c.logo_thumbnail',
      'c.color_theme',
      'c.font_theme',
      'c.is_show_header',
      'c.is_use_corporate_logo',
      'c.callback_url',
      'k.name as k_name',
      'k.legal_name as k_legal_name',
      'k.logo_path as k_logo_path',
      'k.logo_thumbnail as k_logo_thumbnail',
    ])
    .where('c.id', '=', p.account_corporate_id)
    .executeTakeFirstOrThrow();
  return {
    corporate: {
      logo_path: { thumbnail: row.logo_thumbnail, path: row.logo_path },
      name: row.name,
      legal_name: row.legal_name,
      color_theme: row.color_theme,
      is_show_header: row.is_show_header === 1,
      is_use_corporate_logo: row.is_use_corporate_logo === 1,
      font_theme: row.font_theme,
      callback_url: row.callback_url,
    },
    consultant: {
      logo_path: { thumbnail: row.k_logo_thumbnail, path: row.k_logo_path },
      name: row.k_name,
      legal_name: row.k_legal_name,
    },
  };
}

function assertRegistered(p: ParticipantAccess): void {
  if (!p.registered_at)
    throw new AppError(409, 'Please fill in the registration form first.', { reason: 'not_registered' });
}

async function submissionsOf(deps: Deps, participantId: number) {
  return (
    deps.db
      .selectFrom('submissions as s')
      .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
      .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
      .select([
        's.id',
        's.state',
        's.started_at',
        's.deadline_at',
        'pi.position',
        'v.id as version_id',
        'v.instrument_id',
        'v.name as instrument_name',
        'v.instructions',
        // A project running a variation serves the form it pinned instead of the base form.
        (eb) => eb.fn.coalesce('pi.variation_json', 'v.content_json').as('content_json'),
        (eb) =>
          eb
            .selectFrom('answers as a')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('a.submission_id', '=', 's.id')
            .as('answered'),
      ])
      .where('s.participant_id', '=', participantId)
      .orderBy('pi.position')
      .execute()
  );
}

type SubmissionRow = Awaited<ReturnType<typeof submissionsOf>>[number];

/** Untimed when any section is; otherwise the sum of the sections' limits. */
function timeLimitSeconds(content: StoredContent): number | null {
  if (content.sections.some((s) => s.time_limit_seconds == null)) return null;
  return content.sections.reduce((t, s) => t + (s.time_limit_seconds ?? 0), 0);
}

function remainingSeconds(deadline: string | null): number | null {
  if (!deadline) return null;
  return Math.max(0, Math.ceil((Date.parse(deadline) - Date.now()) / 1000));
}

export async function home(deps: Deps, code: string): Promise<HomeResponse> {
  const p = await participantByCode(deps, code);
  assertRegistered(p);
  const subs = await submissionsOf(deps, p.id);
  await finishExpired(deps, subs);
  return {
    participant_code: p.participant_code,
    name: p.name,
    status: p.status,
    instruments: subs.map((s) => {
      const content = parseContent(s.content_json);
      return {
        submission_id: s.id,
        attempt_id: s.id,
        instrument_name: s.instrument_name,
        position: s.position,
        state: s.state,
        item_count: content.sections.reduce((n, sec) => n + sec.items.length, 0),
        answered_count: Number(s.answered),
        time_limit_seconds: timeLimitSeconds(content),
      };
    }),
  };
}

/** Sections whose time ran out finish with the answers already saved (the server owns the clock). */
async function finishExpired(deps: Deps, subs: SubmissionRow[]): Promise<void> {
  const now = nowIso();
  for (const s of subs) {
    if (s.state === 'in_progress' && s.deadline_at && addMs(s.deadline_at, DEADLINE_GRACE_MS) <= now) {
      await deps.db
        .updateTable('submissions')
        .set({ state: 'finished', finished_at: s.deadline_at })
        .where('id', '=', s.id)
        .execute();
      s.state = 'finished';
    }
  }
}

async function ownSubmission(deps: Deps, code: string, submissionId: number) {
  const p = await participantByCode(deps, code);
  assertRegistered(p);
  const subs = await submissionsOf(deps, p.id);
  await finishExpired(deps, subs);
  const index = subs.findIndex((s) => s.id === submissionId);
  // Another participant's submission answers like an unknown one.
  if (index < 0) throw notFound('Submission');
  return { participant: p, subs, sub: subs[index], index };
}

/**
 * The instrument's texts in the participant's language: each translated text replaces the base
 * one, anything not translated stays in the base language.
 */
async function localised(deps: Deps, sub: SubmissionRow, language: string | undefined) {
  const content = parseContent(sub.content_json);
  if (!language || language === (await baseLanguage(deps)))
    return { content, instructions: sub.instructions };
  const texts = await translatedTexts(deps, sub.instrument_id, language);
  return { content: localiseContent(content, texts), instructions: texts.instructions || sub.instructions };
}

async function attemptContent(deps: Deps, sub: SubmissionRow, language?: string): Promise<AttemptContent> {
  const { content, instructions } = await localised(deps, sub, language);
  const items = new Map(content.sections.flatMap((s) => s.items.map((i) => [i.id, i] as const)));
  const answers = await deps.db
    .selectFrom('answers')
    .select(['item_id', 'value'])
    .where('submission_id', '=', sub.id)
    .execute();
  return {
    attempt_id: sub.id,
    submission_id: sub.id,
    instrument_name: sub.instrument_name,
    instructions,
    state: sub.state,
    remaining_seconds: sub.state === 'in_progress' ? remainingSeconds(sub.deadline_at) : null,
    sections: content.sections.map((s) => ({
      id: s.id,
      title: s.title,
      time_limit_seconds: s.time_limit_seconds,
      // The key never leaves the server.
      items: s.items.map(participantItem),
    })),
    answers: Object.fromEntries(answers.map((a) => [a.item_id, decodeAnswer(items.get(a.item_id), a.value)])),
  };
}

export async function instrument(deps: Deps, code: string, attemptId: number, language?: string) {
  const { sub } = await ownSubmission(deps, code, attemptId);
  return attemptContent(deps, sub, language);
}

/** Starts the server's clock for an instrument; repeating the call changes nothing (resume). */
export async function markAsStarted(deps: Deps, code: string, submissionId: number, language?: string) {
  const { participant, subs, sub, index } = await ownSubmission(deps, code, submissionId);
  const earlierOpen = subs.slice(0, index).find((s) => s.state !== 'finished');
  if (earlierOpen) throw conflict(`Please finish "${earlierOpen.instrument_name}" first.`);
  if (sub.state === 'not_started') {
    const now = nowIso();
    const limit = timeLimitSeconds(parseContent(sub.content_json));
    const deadline = limit == null ? null : addMs(now, limit * 1000);
    await deps.db
      .updateTable('submissions')
      .set({ state: 'in_progress', started_at: now, deadline_at: deadline })
      .where('id', '=', sub.id)
      .where('state', '=', 'not_started')
      .execute();
    await deps.db
      .updateTable('participants')
      .set({ status: 'in_progress', updated_at: now })
      .where('id', '=', participant.id)
      .where('status', 'in', ['invited', 'registered'])
      .execute();
    // The corporate's credits are debited once per participant (idempotent; never refuses).
    await debitParticipantStart(deps.db, participant.id);
    Object.assign(sub, { state: 'in_progress', started_at: now, deadline_at: deadline });
  }
  return attemptContent(deps, sub, language);
}

/**
 * Saves answers (autosave and final). Every answer is checked against the instrument; the
 * latest answer per item wins (upsert), so a client may repeat a save safely.
 */
export async function saveSubmission(deps: Deps, input: z.infer<typeof submissionRequest>) {
  const { sub } = await ownSubmission(deps, input.participant_code, input.submission_id);
  if (sub.state === 'not_started') throw conflict('This test has not been started yet.');
  if (sub.state === 'finished')
    throw conflict('This test is already finished; its answers can no longer change.');
  const items = new Map(
    parseContent(sub.content_json).sections.flatMap((s) => s.items.map((i) => [i.id, i] as const)),
  );
  for (const [itemId, value] of Object.entries(input.submission)) {
    const item = items.get(itemId);
    if (!item) throw badRequest(`submission: unknown item '${itemId}'`, 'submission');
    const problem = answerProblem(item, value);
    if (problem) throw badRequest(`submission: ${problem}`, 'submission');
  }
  const now = nowIso();
  const entries = Object.entries(input.submission);
  if (entries.length) {
    await deps.db
      .insertInto('answers')
      .values(
        entries.map(([item_id, value]) => ({
          submission_id: sub.id,
          item_id,
          value: encodeAnswer(value),
          answered_at: now,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['submission_id', 'item_id'])
          .doUpdateSet({ value: sql`excluded.value`, answered_at: sql`excluded.answered_at` }),
      )
      .execute();
  }
  const state = input.is_final ? 'finished' : 'in_progress';
  if (input.is_final) {
    await deps.db
      .updateTable('submissions')
      .set({ state: 'finished', finished_at: now })
      .where('id', '=', sub.id)
      .where('state', '=', 'in_progress')
      .execute();
  }
  return {
    saved: entries.length,
    state,
    remaining_seconds: input.is_final ? null : remainingSeconds(sub.deadline_at),
  } as const;
}

/** Completion: every instrument finished → the participant is completed and scoring is queued. */
export async function congratulate(deps: Deps, code: string) {
  const p = await participantByCode(deps, code);
  assertRegistered(p);
  const subs = await submissionsOf(deps, p.id);
  await finishExpired(deps, subs);
  const open = subs.filter((s) => s.state !== 'finished');
  if (open.length)
    throw conflict(`Please finish every test first: ${open.map((s) => s.instrument_name).join(', ')}.`);
  if (p.status !== 'completed' && p.status !== 'scored') {
    const now = nowIso();
    await deps.db
      .updateTable('participants')
      .set({ status: 'completed', completed_at: now, updated_at: now })
      .where('id', '=', p.id)
      .execute();
    await deps.jobs.enqueue(SCORE_PARTICIPANT_JOB, { participantId: p.id });
    return { status: 'completed' as const, name: p.name };
  }
  return { status: p.status, name: p.name };
}
