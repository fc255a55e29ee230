import type { AttemptContent, CorporateContext, HomeResponse } from '@asesa/contracts';
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-queries';
import type { Deps } from '../../http/context';
import { AppError, conflict, notFound } from '../../http/errors';
import { addMs, nowIso } from '../../lib/clock';
import { parseContent, type StoredContent } from '../instruments/instrument-content';
import { localiseContent } from '../instruments/instrument-texts';
import { baseLanguage, translatedTexts } from '../instruments/translations.service';
import { debitParticipantStart } from '../invitations/credits';
import { SCORE_PARTICIPANT_JOB } from '../scoring/scoring.service';
import { recordActivity } from './activities';
import {
  type AttemptParticipant,
  attemptSettings,
  buildAttemptContent,
  homeTimings,
} from './attempt-content';
import { effectiveLimitSeconds, finishExpiredSection, SUBMISSION_CLOCK_COLUMNS, startSection } from './clock';
import { type ParticipantAccess, participantByCode } from './participant-access';

// Answers, sections, item clocks and the last attempt live in answers.service (the test engine).
export { saveSubmission } from './answers.service';
export { DEADLINE_GRACE_MS } from './clock';

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
  const language = await projectLanguage(deps, p.project_id);
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
    language,
    expiry_date: p.status === 'invited' || p.status === 'registered' ? p.code_expires_at : null,
  };
}

/** Whether the project lets its participants choose their language, and the language it uses otherwise. */
async function projectLanguage(deps: Deps, projectId: number) {
  const row = await deps.db
    .selectFrom('projects')
    .select(['allow_language_choice', 'default_language'])
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  return { allow_choice: Number(row.allow_language_choice) === 1, default_language: row.default_language };
}

function assertRegistered(p: ParticipantAccess): void {
  if (!p.registered_at)
    throw new AppError(409, 'Please fill in the registration form first.', { reason: 'not_registered' });
}

const submissionsQuery = (db: Deps['db'], participantId: number) =>
  db
    .selectFrom('submissions as s')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    .select([
      ...SUBMISSION_CLOCK_COLUMNS,
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
    .orderBy('pi.position');
type SubmissionQueryRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof submissionsQuery>['executeTakeFirst']>>
>;
// Every participant call (answer saves hundreds of times a second) reads these: compiled once.
const compiledSubmissions = compiledOnce<SubmissionQueryRow>(
  (db) => submissionsQuery(db, 0),
  () => 1,
);

async function submissionsOf(deps: Deps, participantId: number): Promise<SubmissionQueryRow[]> {
  return (await compiledSubmissions(deps.db, '', [participantId])).rows;
}

export type SubmissionRow = Awaited<ReturnType<typeof submissionsOf>>[number];

/** Untimed when any section is; otherwise the sum of the sections' limits. */
function timeLimitSeconds(content: StoredContent): number | null {
  if (content.sections.some((s) => s.time_limit_seconds == null)) return null;
  return content.sections.reduce((t, s) => t + (s.time_limit_seconds ?? 0), 0);
}

export async function home(deps: Deps, code: string): Promise<HomeResponse> {
  const p = await participantByCode(deps, code);
  assertRegistered(p);
  const subs = await submissionsOf(deps, p.id);
  await finishExpired(deps, subs);
  const contents = new Map(subs.map((s) => [s.id, parseContent(s.content_json)]));
  const timings = await homeTimings(
    deps,
    p,
    subs.map((s) => ({ ...s, content: contents.get(s.id) as StoredContent })),
  );
  return {
    participant_code: p.participant_code,
    name: p.name,
    status: p.status,
    instruments: subs.map((s) => {
      const content = contents.get(s.id) as StoredContent;
      return {
        submission_id: s.id,
        attempt_id: s.id,
        instrument_name: s.instrument_name,
        position: s.position,
        state: s.state,
        item_count: content.sections.reduce((n, sec) => n + sec.items.length, 0),
        answered_count: Number(s.answered),
        time_limit_seconds: timeLimitSeconds(content),
        ...timings.get(s.id),
      };
    }),
  };
}

/** Sections whose time ran out finish with the answers already saved (the server owns the clock). */
async function finishExpired(deps: Deps, subs: SubmissionRow[]): Promise<void> {
  for (const s of subs) await finishExpiredSection(deps, s, () => parseContent(s.content_json));
}

/** A registered participant's submissions, their clocks brought up to date. */
export async function ownSubmissions(deps: Deps, code: string) {
  const p = await participantByCode(deps, code);
  assertRegistered(p);
  const subs = await submissionsOf(deps, p.id);
  await finishExpired(deps, subs);
  return { participant: p, subs };
}

export async function ownSubmission(deps: Deps, code: string, submissionId: number) {
  const { participant: p, subs } = await ownSubmissions(deps, code);
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

/** The attempt in the participant's language, as the test engine shows it (attempt-content). */
export async function attemptFor(
  deps: Deps,
  participant: AttemptParticipant,
  sub: SubmissionRow,
  language?: string,
): Promise<AttemptContent> {
  // A project that fixes the language shows its own, whatever the device asks for.
  const project = await projectLanguage(deps, participant.project_id);
  const shown = project.allow_choice ? language : project.default_language;
  const { content, instructions } = await localised(deps, sub, shown);
  return buildAttemptContent(deps, participant, sub, content, instructions);
}

export async function instrument(deps: Deps, code: string, attemptId: number, language?: string) {
  const { participant, sub } = await ownSubmission(deps, code, attemptId);
  return attemptFor(deps, participant, sub, language);
}

/**
 * Starts the server's clock of the current section: the first one when the test starts, a later
 * one when the participant goes on after finishing the previous section. Repeating the call while
 * the section runs changes nothing (resume on reload or another device).
 */
export async function markAsStarted(deps: Deps, code: string, submissionId: number, language?: string) {
  const { participant, subs, sub, index } = await ownSubmission(deps, code, submissionId);
  const earlierOpen = subs.slice(0, index).find((s) => s.state !== 'finished');
  if (earlierOpen) throw conflict(`Please finish "${earlierOpen.instrument_name}" first.`);
  const content = parseContent(sub.content_json);
  const { extraPercent } = await attemptSettings(deps, participant.id);
  if (sub.state === 'not_started') {
    const now = nowIso();
    // The test starts with its first section's clock.
    const limit = effectiveLimitSeconds(content.sections[0]?.time_limit_seconds, extraPercent);
    const deadline = limit == null ? null : addMs(now, limit * 1000);
    const clock = {
      state: 'in_progress',
      started_at: now,
      section_index: 0,
      section_started_at: now,
      deadline_at: deadline,
    } as const;
    const started = await deps.db
      .updateTable('submissions')
      .set(clock)
      .where('id', '=', sub.id)
      .where('state', '=', 'not_started')
      .executeTakeFirst();
    if (Number(started.numUpdatedRows) > 0)
      await recordActivity(deps, {
        participant_id: participant.id,
        submission_id: sub.id,
        status: 'started',
      });
    Object.assign(sub, clock);
    // The participant started with their first test; later tests keep that start. One already in
    // progress without a start (started before the start was recorded here) gets their earliest
    // test's start.
    await deps.db
      .updateTable('participants')
      .set({
        status: sql<'in_progress'>`case when status in ('invited', 'registered') then 'in_progress' else status end`,
        started_at: sql<string>`coalesce(started_at, (select min(s.started_at) from submissions s where s.participant_id = participants.id), ${now})`,
        updated_at: now,
      })
      .where('id', '=', participant.id)
      .where((eb) => eb.or([eb('status', 'in', ['invited', 'registered']), eb('started_at', 'is', null)]))
      .execute();
    // The corporate's credits are debited once per participant (idempotent; never refuses).
    await debitParticipantStart(deps.db, participant.id);
    return attemptFor(deps, participant, sub, language);
  }
  if (sub.state === 'in_progress') {
    const startedNow = await startSection(deps, sub, content, extraPercent);
    if (!startedNow)
      await recordActivity(deps, {
        participant_id: participant.id,
        submission_id: sub.id,
        section_id: content.sections[sub.section_index]?.id ?? null,
        status: 'resumed',
      });
  }
  return attemptFor(deps, participant, sub, language);
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
    // Scoring is queued before the status changes: a process killed in between leaves the
    // participant as it was, and the device's retry queues again (scoring twice is harmless);
    // the other order left a participant 'completed' whom nothing would ever score (stack test).
    // The job may score before the update below, which therefore keeps 'scored'.
    await deps.jobs.enqueue(SCORE_PARTICIPANT_JOB, { participantId: p.id });
    const now = nowIso();
    await deps.db
      .updateTable('participants')
      .set({
        status: sql<'completed' | 'scored'>`case when status = 'scored' then status else 'completed' end`,
        completed_at: sql<string>`coalesce(completed_at, ${now})`,
        updated_at: now,
      })
      .where('id', '=', p.id)
      .execute();
    return { status: 'completed' as const, name: p.name };
  }
  return { status: p.status, name: p.name };
}
