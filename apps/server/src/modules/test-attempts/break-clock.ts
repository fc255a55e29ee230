import type { AttemptBreaks } from '@asesa/contracts';
import { type SubmissionClock, sectionStartedAt } from './clock';

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
