import { randomInt } from 'node:crypto';
import { ANSWER_REFUSALS } from '@asesa/contracts';
import type { CatStopReason } from '@asesa/scoring';
import type { Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { adaptiveBank, answerCategory, decideStep } from '../instruments/adaptive-bank';
import type { StoredSection } from '../instruments/instrument-content';
import { type AdaptiveStepRow, adaptiveSeed, adaptiveSteps, insertAdaptiveStep } from './adaptive.repository';
import { refuse } from './answer-refusal';
import { TEST_ATTEMPT_MESSAGES } from './test-attempts.messages';
import { submissionAnswers } from './test-attempts.repository';

/**
 * Live delivery of an adaptive section. The server decides every next item from the stored course
 * (items served with their answers, items set aside) and the session's seed, stores the decision
 * once, and gives the participant only the items decided so far: never the bank, never a key.
 * Because a decision is a pure function of what is stored, a resend, a reload, another device or a
 * restarted server all see the same next item.
 */

/** Where an adaptive section stands for one submission. */
export interface AdaptiveCourse {
  /** Items served, in order. */
  served: string[];
  /** The served item still waiting for its answer; null when stopped or (briefly) before a decision. */
  pending: string | null;
  /** Why the section chose no further item (null while it goes on). */
  stopReason: CatStopReason | null;
  maxItems: number;
}

const courseOf = (
  rows: readonly AdaptiveStepRow[],
  answered: ReadonlySet<string>,
  maxItems: number,
): AdaptiveCourse => {
  const served = rows.flatMap((r) => (r.item_id ? [r.item_id] : []));
  const stop = rows.find((r) => r.stop_reason)?.stop_reason ?? null;
  return {
    served,
    pending: served.find((id) => !answered.has(id)) ?? null,
    stopReason: stop as CatStopReason | null,
    maxItems,
  };
};

/**
 * The course as stored, without deciding anything (the answer save checks against it).
 * `answers` are the submission's stored answers (item id → stored value).
 */
export async function storedCourse(
  deps: Deps,
  submissionId: number,
  section: Readonly<StoredSection>,
  answers: ReadonlyMap<string, unknown>,
): Promise<AdaptiveCourse> {
  const bank = adaptiveBank(section);
  const rows = await adaptiveSteps(deps.db, submissionId, section.id);
  return courseOf(rows, new Set(answers.keys()), bank.options.maxItems);
}

/**
 * The course brought up to date: when every served item has its answer and the section has not
 * stopped, the next decision is taken and stored. Called while the section's clock runs.
 */
export async function advanceCourse(
  deps: Deps,
  submissionId: number,
  section: Readonly<StoredSection>,
  answers: ReadonlyMap<string, string>,
  /** The stored decisions when the caller has just read them (a save's check did). */
  knownRows?: readonly AdaptiveStepRow[],
): Promise<AdaptiveCourse> {
  const bank = adaptiveBank(section);
  const rows = knownRows ?? (await adaptiveSteps(deps.db, submissionId, section.id));
  const answered = new Set(answers.keys());
  const course = courseOf(rows, answered, bank.options.maxItems);
  if (course.pending || course.stopReason) return course;
  const at = nowIso();
  const seed = await adaptiveSeed(deps.db, submissionId, section.id, randomInt(0, 2 ** 31 - 1), at);
  const administered = rows
    .filter((r) => r.item_id)
    .map((r) => ({
      itemId: r.item_id as string,
      response: answerCategory(bank, r.item_id as string, answers.get(r.item_id as string) as string),
      setAside: JSON.parse(r.set_aside) as string[],
    }));
  const { newlySetAside: _, ...row } = decideStep(bank, administered, seed);
  await insertAdaptiveStep(deps.db, {
    submission_id: submissionId,
    section_id: section.id,
    decided_at: at,
    ...row,
  });
  return courseOf([...rows, row], answered, bank.options.maxItems);
}

/** What an answer save's check read: the decisions so far and the answers held before the save. */
export interface CheckedCourse {
  rows: readonly AdaptiveStepRow[];
  held: ReadonlyArray<{ item_id: string; value: string }>;
}

/** The answer save's check of answers to the running adaptive section (see checkAdaptiveAnswers). */
export async function checkAdaptiveSave(
  deps: Deps,
  submissionId: number,
  section: Readonly<StoredSection>,
  entries: ReadonlyArray<{ itemId: string; seq: number | null }>,
  /** Only refuse items never served (an item clock, not an answer). */
  servedOnly = false,
): Promise<CheckedCourse | undefined> {
  if (!entries.length) return undefined;
  // Both reads join the same group read (one turn of the database, not two).
  const [held, rows] = await Promise.all([
    submissionAnswers(deps.db, submissionId),
    adaptiveSteps(deps.db, submissionId, section.id),
  ]);
  const heldSeq = new Map(held.map((a) => [a.item_id, a.seq]));
  const course = courseOf(rows, new Set(heldSeq.keys()), adaptiveBank(section).options.maxItems);
  checkAdaptiveAnswers(course, entries, heldSeq, servedOnly);
  return { rows, held };
}

/**
 * After a save that changed answers of the running adaptive section: the next decision. The
 * answers are those the save's check read plus the save's answers to items that had none: a held
 * answer never changes (checkAdaptiveAnswers lets through only repeats with an older or equal
 * sequence number, which the upsert keeps out), so this is what is stored, without reading it
 * again. The decisions the check read are still the stored ones (a save adds answers, not
 * decisions; a decision another device stored meanwhile is the same one, stored once).
 */
export async function advanceAfterSave(
  deps: Deps,
  submissionId: number,
  section: Readonly<StoredSection>,
  checked: CheckedCourse,
  saved: ReadonlyArray<{ itemId: string; value: string }>,
) {
  const answers = new Map(checked.held.map((a) => [a.item_id, a.value]));
  for (const { itemId, value } of saved) if (!answers.has(itemId)) answers.set(itemId, value);
  return advanceCourse(deps, submissionId, section, answers, checked.rows);
}

/**
 * Checks a save's answers to an adaptive section: only the item waiting for its answer may be
 * answered; an answer already held is acknowledged when resent (same or older sequence number),
 * any change to it is refused, and items never served are refused.
 */
export function checkAdaptiveAnswers(
  course: AdaptiveCourse,
  entries: ReadonlyArray<{ itemId: string; seq: number | null }>,
  heldSeq: ReadonlyMap<string, number | null>,
  servedOnly = false,
) {
  const served = new Set(course.served);
  for (const e of entries) {
    if (!served.has(e.itemId))
      throw refuse(TEST_ATTEMPT_MESSAGES.notServed, ANSWER_REFUSALS.notServed, e.itemId);
    if (servedOnly || e.itemId === course.pending) continue;
    const held = heldSeq.get(e.itemId);
    const repeat = e.seq !== null && held != null && e.seq <= held;
    if (!repeat) throw refuse(TEST_ATTEMPT_MESSAGES.adaptiveAnswered, ANSWER_REFUSALS.itemClosed, e.itemId);
  }
}
