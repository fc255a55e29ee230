import {
  ANSWER_REFUSALS,
  type AnswerValue,
  type finishSectionRequest,
  ITEM_TIME_OVER,
  type itemShownRequest,
  type lastAttemptRequest,
  MOVED_ON,
  SECTION_TIME_OVER,
  type submissionRequest,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../http/context';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { addMs, nowIso } from '../../lib/clock';
import {
  answerProblem,
  encodeAnswer,
  parseContent,
  parsedContent,
  type StoredContent,
} from '../instruments/instrument-content';
import { upsertAnswers } from './answer-upsert';
import { attemptSettings, sectionItems } from './attempt-content';
import {
  closeSection,
  DEADLINE_GRACE_MS,
  effectiveLimitSeconds,
  finishReasons,
  type SubmissionClock,
  secondsUntil,
  sectionRemaining,
  sectionStartedAt,
  sectionState,
} from './clock';
import { runningSubmission } from './running-submission';
import { attemptFor, ownSubmission, ownSubmissions } from './test-activities.service';

const FINISHED = 'This test is already finished; its answers can no longer change.';
const SECTION_FINISHED = 'This section is finished; its answers can no longer change.';
const NOT_STARTED = 'This test has not been started yet.';
const SECTION_NOT_STARTED = 'This section has not been started yet.';

const refuse = (message: string, reason: string, itemId?: string) =>
  new AppError(409, message, { reason, field: itemId === undefined ? undefined : `submission.${itemId}` });

/** Where each item sits: its section's position. */
function sectionIndexOfItems(content: StoredContent): Map<string, number> {
  return new Map(content.sections.flatMap((s, index) => s.items.map((i) => [i.id, index] as const)));
}

type Item = StoredContent['sections'][number]['items'][number];
const itemIndexes = new WeakMap<
  Readonly<StoredContent>,
  { sectionOf: Map<string, number>; items: Map<string, Item>; limits: Map<string, number> }
>();

/**
 * The items of a shared, frozen content by id, their sections and their own time limits: built
 * once per content (every save looks its items up), never changed afterwards.
 */
function itemIndex(content: Readonly<StoredContent>) {
  let index = itemIndexes.get(content);
  if (!index) {
    index = {
      sectionOf: sectionIndexOfItems(content),
      items: new Map(content.sections.flatMap((s) => s.items.map((i) => [i.id, i] as const))),
      limits: itemLimits(content),
    };
    itemIndexes.set(content, index);
  }
  return index;
}

/** The items with their own time limit, and the limit. */
function itemLimits(content: Readonly<StoredContent>): Map<string, number> {
  return new Map(
    content.sections.flatMap((s) =>
      s.items.filter((i) => i.time_limit_seconds).map((i) => [i.id, i.time_limit_seconds as number] as const),
    ),
  );
}

/** A section that is over refuses answers, saying whether its time ran out or it was finished. */
async function closedSectionError(
  deps: Deps,
  sub: SubmissionClock,
  index: number | undefined,
  itemId?: string,
) {
  const reasons = await finishReasons(deps, sub.id);
  const byTime = index !== undefined && reasons.get(index) === 'time';
  const message = byTime ? SECTION_TIME_OVER : sub.state === 'finished' ? FINISHED : SECTION_FINISHED;
  return refuse(message, ANSWER_REFUSALS.sectionClosed, itemId);
}

/** Whether every answer of a save is held already, with the same or a newer sequence number. */
async function allHeld(deps: Deps, submissionId: number, entries: Entry[]): Promise<boolean> {
  if (entries.some((e) => e.seq === null)) return false;
  if (!entries.length) return true;
  const held = await deps.db
    .selectFrom('answers')
    .select(['item_id', 'seq'])
    .where('submission_id', '=', submissionId)
    .where(
      'item_id',
      'in',
      entries.map((e) => e.itemId),
    )
    .execute();
  const seqOf = new Map(held.map((a) => [a.item_id, a.seq]));
  return entries.every((e) => {
    const seq = seqOf.get(e.itemId);
    return seq != null && (e.seq as number) <= seq;
  });
}

interface Entry {
  itemId: string;
  value: AnswerValue;
  /** The device's sequence number; null for a plain value (always replaces the saved answer). */
  seq: number | null;
}

function entriesOf(submission: z.infer<typeof submissionRequest>['submission']): Entry[] {
  return Object.entries(submission).map(([itemId, raw]) =>
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'seq' in raw && 'value' in raw
      ? { itemId, value: raw.value, seq: raw.seq }
      : { itemId, value: raw as AnswerValue, seq: null },
  );
}

/**
 * Items with their own time limit refuse answers after first shown + limit (+ extra time) +
 * grace. An answer the server already holds at this seq or a newer one is a repeat: no check.
 */
async function checkItemClocks(deps: Deps, sub: SubmissionClock, content: StoredContent, entries: Entry[]) {
  const { limits } = itemIndex(content);
  const timed = entries.filter((e) => limits.has(e.itemId));
  if (!timed.length) return;
  const ids = timed.map((e) => e.itemId);
  const [views, saved, settings] = await Promise.all([
    deps.db
      .selectFrom('item_views')
      .select(['item_id', 'shown_at'])
      .where('submission_id', '=', sub.id)
      .where('item_id', 'in', ids)
      .execute(),
    deps.db
      .selectFrom('answers')
      .select(['item_id', 'seq'])
      .where('submission_id', '=', sub.id)
      .where('item_id', 'in', ids)
      .execute(),
    attemptSettings(deps, sub.participant_id),
  ]);
  const shownAt = new Map(views.map((v) => [v.item_id, v.shown_at]));
  const savedSeq = new Map(saved.map((a) => [a.item_id, a.seq]));
  const now = nowIso();
  for (const e of timed) {
    const held = savedSeq.get(e.itemId);
    if (e.seq !== null && held != null && e.seq <= held) continue;
    const shown = shownAt.get(e.itemId);
    if (!shown) {
      // Answered before the device reported it shown: its clock starts now.
      await markShown(deps, sub.id, e.itemId);
      continue;
    }
    const limit = effectiveLimitSeconds(limits.get(e.itemId), settings.extraPercent) ?? 0;
    if (addMs(shown, limit * 1000 + DEADLINE_GRACE_MS) < now)
      throw refuse(ITEM_TIME_OVER, ANSWER_REFUSALS.itemClosed, e.itemId);
  }
}

/**
 * A forward-only section: once a question has an answer, the questions before it (in the order
 * this participant sees them) can no longer change. Checked against what the server holds and
 * within the save itself; repeats of held answers pass.
 */
async function checkForwardOnly(deps: Deps, sub: SubmissionClock, content: StoredContent, entries: Entry[]) {
  const section = content.sections[sub.section_index];
  if (section?.navigation !== 'forward_only' || !entries.length) return;
  const [participant, saved] = await Promise.all([
    deps.db
      .selectFrom('participants')
      .select(['id', 'participant_code', 'project_id'])
      .where('id', '=', sub.participant_id)
      .executeTakeFirstOrThrow(),
    deps.db.selectFrom('answers').select(['item_id', 'seq']).where('submission_id', '=', sub.id).execute(),
  ]);
  const settings = await attemptSettings(deps, participant.id);
  const order = sectionItems(content, sub.section_index, participant, sub.id, settings).map((i) => i.id);
  const position = new Map(order.map((id, i) => [id, i]));
  const savedSeq = new Map(saved.map((a) => [a.item_id, a.seq]));
  let furthest = Math.max(-1, ...saved.map((a) => position.get(a.item_id) ?? -1));
  // In the order the device answered them (its sequence numbers), else as sent.
  const ordered = [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  for (const e of ordered) {
    const at = position.get(e.itemId) ?? -1;
    const held = savedSeq.get(e.itemId);
    const repeat = e.seq !== null && held != null && e.seq <= held;
    if (at < furthest && !repeat) throw refuse(MOVED_ON, ANSWER_REFUSALS.movedOn, e.itemId);
    furthest = Math.max(furthest, at);
  }
}

async function markShown(deps: Deps, submissionId: number, itemId: string): Promise<string> {
  await deps.db
    .insertInto('item_views')
    .values({ submission_id: submissionId, item_id: itemId, shown_at: nowIso() })
    .onConflict((oc) => oc.columns(['submission_id', 'item_id']).doNothing())
    .execute();
  const row = await deps.db
    .selectFrom('item_views')
    .select('shown_at')
    .where('submission_id', '=', submissionId)
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return row.shown_at;
}

/**
 * Saves answers (autosave and final). Every answer is checked against the instrument and the
 * clocks: only the current section's items while it runs, items with their own limit within it.
 * Per item the answer with the highest seq is kept whatever order saves arrive in, so a device
 * may repeat any save; repeats are acknowledged (200) and change nothing.
 */
/** The save's read when the lean one declined: every check of ownSubmission, then the parsed form. */
async function checkedSubmission(deps: Deps, code: string, submissionId: number) {
  const { sub } = await ownSubmission(deps, code, submissionId);
  return { sub, content: parsedContent(sub.content_json) };
}

export async function saveSubmission(deps: Deps, input: z.infer<typeof submissionRequest>) {
  const { sub, content } =
    (await runningSubmission(deps, input.participant_code, input.submission_id)) ??
    (await checkedSubmission(deps, input.participant_code, input.submission_id));
  if (sub.state === 'not_started') throw conflict(NOT_STARTED);
  const index = itemIndex(content);
  const { sectionOf, items } = index;
  const entries = entriesOf(input.submission);
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
    if (!item) throw badRequest(`submission: unknown item '${itemId}'`, 'submission');
    const problem = answerProblem(item, value);
    if (problem) throw badRequest(`submission: ${problem}`, 'submission');
  }
  const running = sectionStartedAt(sub) !== null;
  for (const { itemId } of entries) {
    const index = sectionOf.get(itemId) as number;
    if (index < sub.section_index) throw await closedSectionError(deps, sub, index, itemId);
    if (index > sub.section_index || !running)
      throw refuse(SECTION_NOT_STARTED, ANSWER_REFUSALS.sectionNotStarted, itemId);
  }
  // Most saves need neither check (no item with its own limit, no forward-only section).
  if (entries.some((e) => index.limits.has(e.itemId))) await checkItemClocks(deps, sub, content, entries);
  if (content.sections[sub.section_index]?.navigation === 'forward_only')
    await checkForwardOnly(deps, sub, content, entries);

  let applied = 0;
  if (entries.length) {
    const answeredAt = nowIso();
    applied = await upsertAnswers(
      deps.db,
      entries.map((e) => ({
        submissionId: sub.id,
        itemId: e.itemId,
        value: encodeAnswer(e.value),
        answeredAt,
        seq: e.seq,
      })),
    );
  }
  if (input.is_final) {
    const overdue = sub.deadline_at !== null && sub.deadline_at <= nowIso();
    await closeSection(deps, sub, content, overdue ? 'time' : 'participant', { finishAll: true });
  }
  return {
    saved: entries.length,
    ignored: Math.max(0, entries.length - applied),
    state: sub.state,
    remaining_seconds: sub.state === 'in_progress' ? sectionRemaining(sub) : null,
    current_section_id:
      sub.state === 'in_progress' ? (content.sections[sub.section_index]?.id ?? null) : null,
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
  const content = parseContent(sub.content_json);
  const index = content.sections.findIndex((s) => s.id === input.section_id);
  if (index < 0) throw notFound('Section');
  if (sub.state === 'not_started') throw conflict(NOT_STARTED);
  const state = sectionState(sub, index);
  if (state === 'upcoming' || (state === 'current' && !sectionStartedAt(sub)))
    throw conflict(SECTION_NOT_STARTED);
  if (state === 'current') {
    const overdue = sub.deadline_at !== null && sub.deadline_at <= nowIso();
    await closeSection(deps, sub, content, overdue ? 'time' : 'participant');
  }
  return attemptFor(deps, participant, sub, language);
}

/** test-activities/item-shown: an item with its own limit was shown; its clock starts (once). */
export async function itemShown(deps: Deps, input: z.infer<typeof itemShownRequest>) {
  const { sub } = await ownSubmission(deps, input.participant_code, input.submission_id);
  const content = parseContent(sub.content_json);
  const index = sectionIndexOfItems(content).get(input.item_id);
  if (index === undefined) throw notFound('Item');
  if (sub.state === 'not_started') throw conflict(NOT_STARTED);
  if (sub.state === 'finished' || index < sub.section_index)
    throw await closedSectionError(deps, sub, index, input.item_id);
  if (index > sub.section_index || !sectionStartedAt(sub))
    throw refuse(SECTION_NOT_STARTED, ANSWER_REFUSALS.sectionNotStarted, input.item_id);
  const item = content.sections[index].items.find((i) => i.id === input.item_id);
  if (!item?.time_limit_seconds) return { item_id: input.item_id, remaining_seconds: null };
  const shown = await markShown(deps, sub.id, input.item_id);
  const { extraPercent } = await attemptSettings(deps, sub.participant_id);
  const limit = effectiveLimitSeconds(item.time_limit_seconds, extraPercent) ?? 0;
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
    .map((s) => ({ sub: s, content: parseContent(s.content_json) }))
    .map((c) => ({ ...c, index: c.content.sections.findIndex((s) => s.id === input.section_id) }))
    .filter((c) => c.index >= 0)
    // Two instruments sharing section ids (duplicates): the running one is meant.
    .sort((a, b) => Number(b.sub.state === 'in_progress') - Number(a.sub.state === 'in_progress'));
  const found = candidates[0];
  if (!found) throw notFound('Section');
  const { sub, content, index } = found;
  if (input.last_timer !== undefined) {
    await deps.db
      .updateTable('submissions')
      .set({ client_last_timer: input.last_timer, client_last_timer_at: nowIso() })
      .where('id', '=', sub.id)
      .execute();
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
