import { ANSWER_REFUSALS, type AttemptBreaks } from '@asesa/contracts';
import { refuse } from './answer-refusal';
import { type SubmissionClock, sectionStartedAt } from './clock';
import { TEST_ATTEMPT_MESSAGES } from './test-attempts.messages';

// What a section's breaks (section-breaks.ts) mean for its clock, as the attempt shows them.

export const seconds = (v: number | string | undefined) => Number(v ?? 0);

/** The break state the runner shows; null when the grant gives no breaks. */
export function breaksOf(
  sub: SubmissionClock,
  breakMinutes: number,
  nowMs = Date.now(),
): AttemptBreaks | null {
  if (breakMinutes <= 0) return null;
  const granted = breakMinutes * 60;
  const taken = seconds(sub.break_seconds);
  const since = sub.break_started_at ?? null;
  const running = since ? Math.max(0, Math.floor((nowMs - Date.parse(since)) / 1000)) : 0;
  return {
    granted_seconds: granted,
    used_seconds: Math.min(granted, taken + running),
    on_break_since: since,
    left_seconds: Math.max(0, granted - taken - running),
  };
}

/** During a break the section's time left stands still: its deadline less the break's lead, from the break's start. */
export function remainingDuringBreak(sub: SubmissionClock): number | null {
  if (!sub.break_started_at || !sub.deadline_at || !sectionStartedAt(sub)) return null;
  const frozen = Date.parse(sub.deadline_at) - seconds(sub.break_extended_seconds) * 1000;
  return Math.max(0, Math.ceil((frozen - Date.parse(sub.break_started_at)) / 1000));
}

/**
 * During a break the section's clock stands still, so an answer given then would count time that
 * did not run: the save is refused (409) and the device keeps it until the break ends. An answer
 * the device numbered before the break began (queued offline, or its save still on its way) is
 * kept: it was given while the clock ran. A final save waits for the break's end too.
 */
export function refuseDuringBreak(
  sub: SubmissionClock,
  entries: readonly { itemId: string; seq: number | null }[],
  isFinal: boolean,
): void {
  if (!sub.break_started_at) return;
  const before = sub.break_seq ?? null;
  const during = entries.find((e) => e.seq === null || before === null || e.seq > before);
  if (during || isFinal) throw refuse(TEST_ATTEMPT_MESSAGES.onBreak, ANSWER_REFUSALS.onBreak, during?.itemId);
}
