// The answer save's checks: which items a save may change (sections, item clocks, forward-only
// navigation), and the refusals it answers otherwise.
import { ANSWER_REFUSALS, type AnswerValue, type submissionRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { addMs, nowIso } from '../../lib/clock';
import type { StoredContent } from '../instruments/instrument-content';
import { itemLimitSeconds } from './accommodation-clock';
import { refuse } from './answer-refusal';
import { attemptSettings, sectionItems } from './attempt-content';
import { DEADLINE_GRACE_MS, finishReasons, type SubmissionClock } from './clock';
import { TEST_ATTEMPT_MESSAGES } from './test-attempts.messages';
import { answerSeqs, attemptParticipant, itemViews, markItemShown } from './test-attempts.repository';

const MESSAGES = TEST_ATTEMPT_MESSAGES;
export const FINISHED = MESSAGES.finished.en;
export const SECTION_FINISHED = MESSAGES.sectionFinished.en;
export const NOT_STARTED = MESSAGES.notStarted.en;
export const SECTION_NOT_STARTED = MESSAGES.sectionNotStarted.en;

export { refuse };

/** Where each item sits: its section's position. */
export function sectionIndexOfItems(content: StoredContent): Map<string, number> {
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
export function itemIndex(content: Readonly<StoredContent>) {
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
export async function closedSectionError(
  deps: Deps,
  sub: SubmissionClock,
  index: number | undefined,
  itemId?: string,
) {
  const reasons = await finishReasons(deps, sub.id);
  const byTime = index !== undefined && reasons.get(index) === 'time';
  const message = byTime
    ? MESSAGES.sectionTimeOver
    : sub.state === 'finished'
      ? MESSAGES.finished
      : MESSAGES.sectionFinished;
  return refuse(message, ANSWER_REFUSALS.sectionClosed, itemId);
}

/** Whether every answer of a save is held already, with the same or a newer sequence number. */
export async function allHeld(deps: Deps, submissionId: number, entries: Entry[]): Promise<boolean> {
  if (entries.some((e) => e.seq === null)) return false;
  if (!entries.length) return true;
  const held = await answerSeqs(
    deps.db,
    submissionId,
    entries.map((e) => e.itemId),
  );
  const seqOf = new Map(held.map((a) => [a.item_id, a.seq]));
  return entries.every((e) => {
    const seq = seqOf.get(e.itemId);
    return seq != null && (e.seq as number) <= seq;
  });
}

export interface Entry {
  itemId: string;
  value: AnswerValue;
  /** The device's sequence number; null for a plain value (always replaces the saved answer). */
  seq: number | null;
}

export function entriesOf(submission: z.infer<typeof submissionRequest>['submission']): Entry[] {
  return Object.entries(submission).map(([itemId, raw]) =>
    // A sequenced answer's seq is a number; an inline-choice answer's values are all option ids.
    typeof raw === 'object' &&
    raw !== null &&
    !Array.isArray(raw) &&
    'seq' in raw &&
    typeof raw.seq === 'number' &&
    'value' in raw
      ? { itemId, value: raw.value as AnswerValue, seq: raw.seq }
      : { itemId, value: raw as AnswerValue, seq: null },
  );
}

/**
 * Items with their own time limit refuse answers after first shown + limit (+ extra time) +
 * grace. An answer the server already holds at this seq or a newer one is a repeat: no check.
 */
export async function checkItemClocks(
  deps: Deps,
  sub: SubmissionClock & { project_instrument_id: number },
  content: StoredContent,
  entries: Entry[],
) {
  const { limits } = itemIndex(content);
  const timed = entries.filter((e) => limits.has(e.itemId));
  if (!timed.length) return;
  const ids = timed.map((e) => e.itemId);
  const [views, saved, settings] = await Promise.all([
    itemViews(deps.db, sub.id, ids),
    answerSeqs(deps.db, sub.id, ids),
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
    const limit = itemLimitSeconds(
      limits.get(e.itemId),
      settings.terms,
      sub.project_instrument_id,
      content.sections[sub.section_index]?.id,
    );
    // Screen-reader mode: no question has a clock of its own.
    if (limit == null) return;
    if (addMs(shown, limit * 1000 + DEADLINE_GRACE_MS) < now)
      throw refuse(MESSAGES.itemTimeOver, ANSWER_REFUSALS.itemClosed, e.itemId);
  }
}

/**
 * A forward-only section: once a question has an answer, the questions before it (in the order
 * this participant sees them) can no longer change. Checked against what the server holds and
 * within the save itself; repeats of held answers pass.
 */
export async function checkForwardOnly(
  deps: Deps,
  sub: SubmissionClock,
  content: StoredContent,
  entries: Entry[],
) {
  const section = content.sections[sub.section_index];
  if (section?.navigation !== 'forward_only' || !entries.length) return;
  const [participant, saved] = await Promise.all([
    attemptParticipant(deps.db, sub.participant_id),
    answerSeqs(deps.db, sub.id),
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
    if (at < furthest && !repeat) throw refuse(MESSAGES.movedOn, ANSWER_REFUSALS.movedOn, e.itemId);
    furthest = Math.max(furthest, at);
  }
}

export async function markShown(deps: Deps, submissionId: number, itemId: string): Promise<string> {
  return markItemShown(deps.db, submissionId, itemId, nowIso());
}
