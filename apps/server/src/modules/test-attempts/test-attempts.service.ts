import {
  ANSWER_REFUSALS,
  type AttemptContent,
  type finishSectionRequest,
  type HomeResponse,
  type itemShownRequest,
  type lastAttemptRequest,
  type submissionRequest,
  TEST_NOT_STARTED_REASON,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { addMs, nowIso } from '../../lib/clock';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { chargeParticipantStart } from '../credits/ledger';
import {
  answerProblem,
  encodeAnswer,
  parsedContent,
  type StoredContent,
} from '../instruments/instrument-content';
import { withInstrumentNamesIn } from '../instruments/instrument-names';
import { INSTRUMENT_NAME_KEY, localiseContent } from '../instruments/instrument-texts';
import { baseLanguage, translatedTexts } from '../instruments/translations.service';
import { expireIfOverdue, isOverdue } from '../participants/code-expiry';
import { participantRecords } from '../participants/participant-records.service';
import { itemLimitSeconds, sectionLimitSeconds } from './accommodation-clock';
import { advanceAfterSave, checkAdaptiveSave } from './adaptive-delivery';
import {
  allHeld,
  checkForwardOnly,
  checkItemClocks,
  closedSectionError,
  entriesOf,
  itemIndex,
  markShown,
  refuse,
  sectionIndexOfItems,
} from './answer-checks';
import {
  type AttemptParticipant,
  attemptSettings,
  buildAttemptContent,
  resumeItemId,
} from './attempt-content';
import { type Form, formOf } from './attempt-forms';
import { refuseDuringBreak, remainingDuringBreak } from './break-clock';
import {
  closeSection,
  finishExpiredSection,
  isPastGrace,
  type SubmissionClock,
  secondsUntil,
  sectionRemaining,
  sectionStartedAt,
  sectionState,
  startSection,
} from './clock';
import { recordActivity } from './participant-activities.repository';
import { UnknownParticipantCode } from './participant-code-throttle';
import { TEST_ATTEMPT_MESSAGES } from './test-attempts.messages';
import {
  answeredItems,
  participantRow,
  projectLanguageRow,
  recordClientTimer,
  runningRow,
  type SubmissionRow,
  startSubmission,
  submissionsOf,
  upsertAnswers,
} from './test-attempts.repository';

// The attempt: the participant's access, their submissions and clocks, the attempt's content in
// their language, and the test engine's calls (answers, sections, item clocks, the last attempt).

// The participant code is the credential of every participant call. Its one check (revoked,
// expired, not yet registered) serves the full lookup below and the answer save's lean read.

/** Why a participant's code cannot be used, with the status and message each refusal answers. */
const REFUSALS = {
  revoked: [403, TEST_ATTEMPT_MESSAGES.revoked],
  expired: [410, TEST_ATTEMPT_MESSAGES.expired],
  not_registered: [409, TEST_ATTEMPT_MESSAGES.notRegistered],
} as const;
type Refusal = keyof typeof REFUSALS;

/** A call that needs the test started, made before mark-as-started. */
const notStarted = () =>
  new AppError(409, TEST_ATTEMPT_MESSAGES.notStarted, { reason: TEST_NOT_STARTED_REASON });

/**
 * Why a participant may not go on: a revoked code, an expired one (a candidate who started may
 * finish), or — for the calls of a registered participant — no registration yet. Null when usable.
 */
export function participantRefusal(
  p: { status: string; code_expires_at: string | null; registered_at: string | null },
  registered: boolean,
): Refusal | null {
  if (p.status === 'revoked') return 'revoked';
  if (isOverdue(p)) return 'expired';
  if (registered && !p.registered_at) return 'not_registered';
  return null;
}

/**
 * The participant code is the candidate's credential. Unknown codes answer 404 (and count as
 * guesses of the caller's address, participant-code-throttle.ts); a revoked or expired code says
 * so, so the candidate knows to contact the organiser. With `registered`, a participant who has
 * not filled in the registration form yet is refused too.
 */
export async function participantByCode(deps: Deps, code: string, opts: { registered?: boolean } = {}) {
  const normalised = code.trim().toUpperCase();
  const row = await participantRow(deps.db, normalised);
  if (!row) throw new UnknownParticipantCode(normalised);
  const refusal = participantRefusal(row, opts.registered === true);
  if (refusal) {
    // An overdue code is marked expired the first time it is refused.
    if (refusal === 'expired') await expireIfOverdue(deps, row);
    const [status, message] = REFUSALS[refusal];
    throw new AppError(status, message, { reason: refusal });
  }
  return row;
}

export type ParticipantAccess = Awaited<ReturnType<typeof participantByCode>>;

/**
 * The answer save's read (hundreds a second): one indexed query for the participant and the one
 * submission, without the form's text, the answer counts or the participant's other submissions,
 * which ownSubmission reads. It answers null unless the plain case holds (the code is usable and
 * registered, the submission is this participant's, no section is past its time), and the save
 * then takes the full path (ownSubmission), which answers or refuses exactly as every call does.
 */
export async function runningSubmission(
  deps: Deps,
  code: string,
  submissionId: number,
): Promise<{ sub: SubmissionClock & { project_instrument_id: number }; content: Form } | null> {
  const row = await runningRow(deps.db, code.trim().toUpperCase(), submissionId);
  // During a break the full path decides (refuseDuringBreak): the break is in this same row.
  if (!row || participantRefusal(row, true) || row.break_started_at) return null;
  const sub: SubmissionClock & { project_instrument_id: number } = {
    id: row.id,
    project_instrument_id: row.project_instrument_id,
    participant_id: row.participant_id,
    state: row.state,
    started_at: row.started_at,
    deadline_at: row.deadline_at,
    section_index: row.section_index,
    section_started_at: row.section_started_at,
  };
  if (sub.state === 'in_progress' && sectionStartedAt(sub) && isPastGrace(sub.deadline_at)) return null;
  const form = formOf(deps, row);
  return { sub, content: form instanceof Promise ? await form : form };
}

/** Whether the project lets its participants choose their language, and the language it uses otherwise. */
export async function projectLanguage(deps: Deps, projectId: number) {
  const row = await projectLanguageRow(deps.db, projectId);
  return { allow_choice: Number(row.allow_language_choice) === 1, default_language: row.default_language };
}

type HomeTiming = Pick<
  HomeResponse['instruments'][number],
  'section_count' | 'current_section_index' | 'remaining_seconds' | 'resume_item_id'
>;

/** The dashboard's view of each instrument's clock and where to continue it. */
export async function homeTimings(
  deps: Deps,
  p: AttemptParticipant,
  subs: readonly (SubmissionClock & { content: StoredContent })[],
): Promise<Map<number, HomeTiming>> {
  const out = new Map<number, HomeTiming>();
  const open = subs.filter((s) => s.state === 'in_progress');
  const settings = open.length ? await attemptSettings(deps, p.id) : null;
  const answered = open.length
    ? await answeredItems(
        deps.db,
        open.map((s) => s.id),
      )
    : [];
  for (const s of subs) {
    const mine = new Set(answered.filter((a) => a.submission_id === s.id).map((a) => a.item_id));
    out.set(s.id, {
      section_count: s.content.sections.length,
      current_section_index: s.section_index,
      remaining_seconds: sectionRemaining(s),
      resume_item_id:
        settings && s.state === 'in_progress' ? resumeItemId(s, s.content, p, settings, mine) : null,
    });
  }
  return out;
}

/** Sections whose time ran out finish with the answers already saved (the server owns the clock). */
async function finishExpired(deps: Deps, subs: SubmissionRow[]): Promise<void> {
  for (const s of subs) await finishExpiredSection(deps, s, () => parsedContent(s.content_json));
}

/** A registered participant's submissions, their clocks brought up to date. */
export async function ownSubmissions(deps: Deps, code: string) {
  const p = await participantByCode(deps, code, { registered: true });
  const subs = await submissionsOf(deps.db, p.id);
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
  const content = parsedContent(sub.content_json);
  if (!language || language === (await baseLanguage(deps)))
    return { content, instructions: sub.instructions, name: sub.instrument_name };
  const texts = await translatedTexts(deps, sub.instrument_id, language);
  return {
    content: localiseContent(content, texts),
    instructions: texts.instructions || sub.instructions,
    name: texts[INSTRUMENT_NAME_KEY] || sub.instrument_name,
  };
}

/** The language a participant reads: a project that fixes the language shows its own, whatever the device asks for. */
export async function readingLanguage(deps: Deps, participant: { project_id: number }, asked?: string) {
  const project = await projectLanguage(deps, participant.project_id);
  return project.allow_choice ? asked : project.default_language;
}

/** The attempt in the participant's language, as the test engine shows it (attempt-content). */
export async function attemptFor(
  deps: Deps,
  participant: AttemptParticipant,
  sub: SubmissionRow,
  language?: string,
): Promise<AttemptContent> {
  const shown = await readingLanguage(deps, participant, language);
  const { content, instructions, name } = await localised(deps, sub, shown);
  return buildAttemptContent(deps, participant, { ...sub, instrument_name: name }, content, instructions);
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
  if (earlierOpen) {
    const [shown] = await withInstrumentNamesIn(
      deps,
      [earlierOpen],
      await readingLanguage(deps, participant, language),
    );
    throw conflict(fillMessage(TEST_ATTEMPT_MESSAGES.finishFirst, { name: shown.instrument_name }));
  }
  const content = parsedContent(sub.content_json);
  const { terms } = await attemptSettings(deps, participant.id);
  const limitOf = (index: number) =>
    sectionLimitSeconds(
      content.sections[index]?.time_limit_seconds,
      terms,
      sub.project_instrument_id,
      content.sections[index]?.id,
    );
  if (sub.state === 'not_started') {
    const now = nowIso();
    // The test starts with its first section's clock.
    const limit = limitOf(0);
    const deadline = limit == null ? null : addMs(now, limit * 1000);
    const clock = {
      state: 'in_progress',
      started_at: now,
      section_index: 0,
      section_started_at: now,
      deadline_at: deadline,
    } as const;
    if (await startSubmission(deps.db, sub.id, clock))
      await recordActivity(deps, {
        participant_id: participant.id,
        submission_id: sub.id,
        status: 'started',
      });
    Object.assign(sub, clock);
    // The participant started with their first test; later tests keep that start. One already in
    // progress without a start (started before the start was recorded here) gets their earliest
    // test's start.
    // With the start, the corporate is charged once per participant (idempotent; never refuses):
    // one transaction, so the ledger is never read with the start and without its charge.
    await deps.db.transaction().execute(async (trx) => {
      await participantRecords.markStarted(trx, participant.id, now);
      await chargeParticipantStart(trx, deps.dialect, participant.id, { instrumentId: sub.instrument_id });
    });
    return attemptFor(deps, participant, sub, language);
  }
  if (sub.state === 'in_progress') {
    const startedNow = await startSection(deps, sub, content, limitOf(sub.section_index));
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

/** The save's read when the lean one declined: every check of ownSubmission, then the parsed form. */
async function checkedSubmission(deps: Deps, code: string, submissionId: number) {
  const { sub } = await ownSubmission(deps, code, submissionId);
  return { sub, content: parsedContent(sub.content_json) };
}

/**
 * Saves answers (autosave and final). Every answer is checked against the instrument and the
 * clocks: only the current section's items while it runs, items with their own limit within it.
 * Per item the answer with the highest seq is kept whatever order saves arrive in, so a device
 * may repeat any save; repeats are acknowledged (200) and change nothing.
 */
export async function saveSubmission(deps: Deps, input: z.infer<typeof submissionRequest>) {
  const { sub, content } =
    (await runningSubmission(deps, input.participant_code, input.submission_id)) ??
    (await checkedSubmission(deps, input.participant_code, input.submission_id));
  if (sub.state === 'not_started') throw notStarted();
  const index = itemIndex(content);
  const { sectionOf, items } = index;
  const entries = entriesOf(input.submission);
  refuseDuringBreak(sub, entries, input.is_final);
  if (sub.state === 'finished') {
    // A save the server already holds, resent after the test ended (nginx resends a save whose
    // instance died before answering; the device retries one whose answer was lost): acknowledged.
    if (await allHeld(deps, sub.id, entries))
      return {
        saved: entries.length,
        ignored: entries.length,
        state: sub.state,
        remaining_seconds: null,
        current_section_id: null,
      };
    throw await closedSectionError(deps, sub, entries.length ? sectionOf.get(entries[0].itemId) : undefined);
  }
  for (const { itemId, value } of entries) {
    const item = items.get(itemId);
    if (!item)
      throw fieldError('submission', fillMessage(TEST_ATTEMPT_MESSAGES.unknownItem, { item: itemId }));
    const problem = answerProblem(item, value);
    if (problem) throw fieldError('submission', problem);
  }
  const running = sectionStartedAt(sub) !== null;
  for (const { itemId } of entries) {
    const index = sectionOf.get(itemId) as number;
    if (index < sub.section_index) throw await closedSectionError(deps, sub, index, itemId);
    if (index > sub.section_index || !running)
      throw refuse(TEST_ATTEMPT_MESSAGES.sectionNotStarted, ANSWER_REFUSALS.sectionNotStarted, itemId);
  }
  // Most saves need neither check (no item with its own limit, no forward-only section).
  if (entries.some((e) => index.limits.has(e.itemId))) await checkItemClocks(deps, sub, content, entries);
  const section = content.sections[sub.section_index];
  const adaptiveCheck = section?.adaptive
    ? await checkAdaptiveSave(deps, sub.id, section, entries)
    : undefined;
  if (!section?.adaptive && section?.navigation === 'forward_only')
    await checkForwardOnly(deps, sub, content, entries);

  let applied = 0;
  const answeredAt = nowIso();
  const rows = entries.map((e) => ({
    submissionId: sub.id,
    itemId: e.itemId,
    value: encodeAnswer(e.value),
    answeredAt,
    seq: e.seq,
  }));
  if (rows.length) applied = await upsertAnswers(deps.db, rows);
  // The answer to an adaptive item decides the next one now, once, while the participant waits.
  const course =
    section?.adaptive && adaptiveCheck && applied > 0
      ? await advanceAfterSave(deps, sub.id, section, adaptiveCheck, rows)
      : null;
  if (input.is_final) {
    const overdue = sub.deadline_at !== null && sub.deadline_at <= nowIso();
    await closeSection(deps, sub, content, overdue ? 'time' : 'participant', { finishAll: true });
  }
  return {
    saved: entries.length,
    ignored: Math.max(0, entries.length - applied),
    state: sub.state,
    remaining_seconds:
      sub.state === 'in_progress' ? (remainingDuringBreak(sub) ?? sectionRemaining(sub)) : null,
    current_section_id:
      sub.state === 'in_progress' ? (content.sections[sub.section_index]?.id ?? null) : null,
    ...(course ? { next_item_id: course.pending } : {}),
  };
}

/**
 * test-activities/finish-section: the participant ends the current section (or the device does
 * at zero); the next one waits for mark-as-started. Finishing a section that is already over
 * answers the attempt as it is (a repeated call after a lost answer).
 */
export async function finishSection(
  deps: Deps,
  input: z.infer<typeof finishSectionRequest>,
  language?: string,
) {
  const { participant, sub } = await ownSubmission(deps, input.participant_code, input.submission_id);
  const content = parsedContent(sub.content_json);
  const index = content.sections.findIndex((s) => s.id === input.section_id);
  if (index < 0) throw notFound('Section');
  if (sub.state === 'not_started') throw notStarted();
  const state = sectionState(sub, index);
  if (state === 'upcoming' || (state === 'current' && !sectionStartedAt(sub)))
    throw conflict(TEST_ATTEMPT_MESSAGES.sectionNotStarted);
  if (state === 'current') {
    const overdue = sub.deadline_at !== null && sub.deadline_at <= nowIso();
    await closeSection(deps, sub, content, overdue ? 'time' : 'participant');
  }
  return attemptFor(deps, participant, sub, language);
}

/** test-activities/item-shown: an item with its own limit was shown; its clock starts (once). */
export async function itemShown(deps: Deps, input: z.infer<typeof itemShownRequest>) {
  const { sub } = await ownSubmission(deps, input.participant_code, input.submission_id);
  const content = parsedContent(sub.content_json);
  const index = sectionIndexOfItems(content).get(input.item_id);
  if (index === undefined) throw notFound('Item');
  if (sub.state === 'not_started') throw notStarted();
  if (sub.state === 'finished' || index < sub.section_index)
    throw await closedSectionError(deps, sub, index, input.item_id);
  if (index > sub.section_index || !sectionStartedAt(sub))
    throw refuse(TEST_ATTEMPT_MESSAGES.sectionNotStarted, ANSWER_REFUSALS.sectionNotStarted, input.item_id);
  const section = content.sections[index];
  // An adaptive bank's items exist for a participant only once the server has chosen them.
  if (section.adaptive)
    await checkAdaptiveSave(deps, sub.id, section, [{ itemId: input.item_id, seq: null }], true);
  const item = section.items.find((i) => i.id === input.item_id);
  if (!item?.time_limit_seconds) return { item_id: input.item_id, remaining_seconds: null };
  const shown = await markShown(deps, sub.id, input.item_id);
  const { terms } = await attemptSettings(deps, sub.participant_id);
  const limit = itemLimitSeconds(item.time_limit_seconds, terms, sub.project_instrument_id, section.id);
  // Screen-reader mode: the question has no clock of its own.
  if (limit == null) return { item_id: input.item_id, remaining_seconds: null };
  return { item_id: input.item_id, remaining_seconds: secondsUntil(addMs(shown, limit * 1000)) };
}

/**
 * participant-last-attempt: the server's remaining time for a section. The device's own timer
 * (last_timer) is stored beside it for reviewers, never used.
 */
export async function lastAttempt(deps: Deps, input: z.infer<typeof lastAttemptRequest>) {
  const { subs } = await ownSubmissions(deps, input.participant_code);
  const candidates = subs
    .filter((s) => input.submission_id === undefined || s.id === input.submission_id)
    .map((s) => ({ sub: s, content: parsedContent(s.content_json) }))
    .map((c) => ({ ...c, index: c.content.sections.findIndex((s) => s.id === input.section_id) }))
    .filter((c) => c.index >= 0)
    // Two instruments sharing section ids (duplicates): the running one is meant.
    .sort((a, b) => Number(b.sub.state === 'in_progress') - Number(a.sub.state === 'in_progress'));
  const found = candidates[0];
  if (!found) throw notFound('Section');
  const { sub, content, index } = found;
  if (input.last_timer !== undefined) {
    await recordClientTimer(deps.db, sub.id, input.last_timer);
  }
  const state = sectionState(sub, index);
  return {
    submission_id: sub.id,
    section_id: input.section_id,
    section_state: state,
    current_section_id:
      sub.state === 'in_progress' ? (content.sections[sub.section_index]?.id ?? null) : null,
    state: sub.state,
    remaining_seconds: state === 'finished' ? 0 : state === 'current' ? sectionRemaining(sub) : null,
  };
}
