import { categoryProbability, type Rng } from '@asesa/scoring';
import type { Deps } from '../deps';
import { adaptiveBank, decideStep } from '../modules/instruments/adaptive-bank';
import { parsedContent } from '../modules/instruments/instrument-content';
import type { AdaptiveStepRow } from '../modules/test-attempts/adaptive.repository';
import {
  insertAdaptiveSessionRows,
  insertAdaptiveStepRows,
  insertAnswerRows,
} from '../modules/test-attempts/finished-sittings.repository';

/** What a simulated sitting of a test's adaptive sections writes, as live delivery would have. */
export interface AdaptiveSitting {
  answers: Array<{ item_id: string; value: string }>;
  sessions: Array<{ section_id: string; seed: number }>;
  steps: Array<AdaptiveStepRow & { section_id: string }>;
}

/** Whether a published content has adaptive sections (whose items are a bank, not a test form). */
export function hasAdaptiveSection(contentJson: string): boolean {
  return parsedContent(contentJson).sections.some((s) => s.adaptive);
}

/**
 * A demo candidate of ability θ sitting the adaptive sections of a published content: each
 * section's items chosen exactly as live delivery chooses them (the same decisions from a session
 * seed drawn from `rng`), each answered right with the probability the item's IRT model gives at θ
 * and otherwise with one of its wrong options, until the section's stopping rule ends it.
 */
export function simulatedAdaptiveSitting(contentJson: string, theta: number, rng: Rng): AdaptiveSitting {
  const sitting: AdaptiveSitting = { answers: [], sessions: [], steps: [] };
  for (const section of parsedContent(contentJson).sections) {
    if (!section.adaptive) continue;
    const bank = adaptiveBank(section);
    const seed = rng.int(2 ** 31 - 1);
    sitting.sessions.push({ section_id: section.id, seed });
    const administered: Array<{ itemId: string; response: number; setAside: string[] }> = [];
    for (;;) {
      const { newlySetAside, ...row } = decideStep(bank, administered, seed);
      sitting.steps.push({ section_id: section.id, ...row });
      if (!row.item_id) break;
      const itemId = row.item_id;
      const item = section.items.find((i) => i.id === itemId);
      const irt = bank.compiled.items[bank.compiled.ids.indexOf(itemId)];
      const key = item && 'key' in item ? String(item.key) : '';
      const wrong = item && 'options' in item ? item.options.filter((o) => o.id !== key) : [];
      const right = rng.next() < categoryProbability(irt, theta, 1) || wrong.length === 0;
      const value = right ? key : wrong[rng.int(wrong.length)].id;
      sitting.answers.push({ item_id: itemId, value });
      administered.push({ itemId, response: right ? 1 : 0, setAside: newlySetAside });
    }
  }
  return sitting;
}

/** Writes a sitting of one submission: its answers, each section's session seed and decisions. */
export async function writeAdaptiveSitting(
  db: Deps['db'],
  submissionId: number,
  sitting: AdaptiveSitting,
  at: string,
): Promise<void> {
  // One statement per table, as the sitting is small (a section's worth of items).
  const whole = Number.POSITIVE_INFINITY;
  await insertAnswerRows(
    db,
    sitting.answers.map((a) => ({ submission_id: submissionId, ...a, answered_at: at })),
    whole,
  );
  await insertAdaptiveSessionRows(
    db,
    sitting.sessions.map((s) => ({ submission_id: submissionId, ...s, created_at: at })),
    whole,
  );
  await insertAdaptiveStepRows(
    db,
    sitting.steps.map((s) => ({ submission_id: submissionId, ...s, decided_at: at })),
    whole,
  );
}

/**
 * A sitting with its answers timed from `startedAt`, twenty to fifty seconds an item (harder items
 * are not sat faster, so the time does not depend on θ); ends when the last answer was given.
 */
export function timedAdaptiveSitting(contentJson: string, theta: number, rng: Rng, startedAt: string) {
  const sitting = simulatedAdaptiveSitting(contentJson, theta, rng);
  let at = Date.parse(startedAt);
  const answers = sitting.answers.map((a) => {
    at += (20 + rng.int(31)) * 1000;
    return { ...a, answered_at: new Date(at).toISOString() };
  });
  return { ...sitting, answers, finishedAt: new Date(at + 5000).toISOString() };
}

/** Rows per insert of the set-based writers (steps have nine columns; SQLite allows 32,766 parameters). */
const ROWS = 1000;

/** Writes the sessions and decisions of many timed sittings at once (other tests' sittings have none). */
export async function insertAdaptiveCourses(
  db: Deps['db'],
  sittings: ReadonlyArray<{
    submissionId: number;
    sitting: { finishedAt: string; sessions?: AdaptiveSitting['sessions']; steps?: AdaptiveSitting['steps'] };
  }>,
): Promise<void> {
  const sessions = sittings.flatMap(({ submissionId, sitting }) =>
    (sitting.sessions ?? []).map((s) => ({
      submission_id: submissionId,
      ...s,
      created_at: sitting.finishedAt,
    })),
  );
  const steps = sittings.flatMap(({ submissionId, sitting }) =>
    (sitting.steps ?? []).map((s) => ({ submission_id: submissionId, ...s, decided_at: sitting.finishedAt })),
  );
  await insertAdaptiveSessionRows(db, sessions, ROWS);
  await insertAdaptiveStepRows(db, steps, ROWS);
}
