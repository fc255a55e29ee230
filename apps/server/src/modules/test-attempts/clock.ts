import type { Deps } from '../../deps';
import { addMs, nowIso } from '../../lib/clock';
import type { StoredContent } from '../instruments/instrument-content';
import { recordActivity } from './participant-activities.repository';
import {
  moveSubmissionOn,
  recordSectionEnd,
  sectionEnds,
  startSectionClock,
} from './section-clocks.repository';

/**
 * The server owns time, per section (DOMAIN.md "Taking a test"): mark-as-started starts the
 * current section's clock, remaining = limit (+ the participant's accommodation: accommodation-clock.ts) − (now − start).
 * A section ends when the participant finishes it, or by itself once its deadline plus this
 * grace has passed; the next section then waits for mark-as-started.
 */

/** A section's breaks end with it: the next section has its own allowance. */
const NO_BREAK = { break_started_at: null, break_seconds: 0, break_extended_seconds: 0, break_seq: null };

/** Answers that arrive this long after a deadline still count (network latency). */
export const DEADLINE_GRACE_MS = 30_000;

/** The clock columns of a submission. */
export interface SubmissionClock {
  id: number;
  participant_id: number;
  state: 'not_started' | 'in_progress' | 'finished';
  started_at: string | null;
  deadline_at: string | null;
  section_index: number;
  section_started_at: string | null;
  /** An accommodation's break (section-breaks.ts): running since, taken in this section, deadline moved ahead by. */
  break_started_at?: string | null;
  break_seconds?: number | string;
  break_extended_seconds?: number | string;
  /** While a break runs: the device's highest answer sequence number when it began. */
  break_seq?: number | null;
}

/** A time limit lengthened by the participant's extra time (whole seconds, rounded up). */
export function effectiveLimitSeconds(limit: number | null | undefined, extraPercent: number): number | null {
  if (limit == null) return null;
  return Math.ceil((limit * (100 + Math.max(0, extraPercent))) / 100);
}

/** When the current section's clock started; null while it waits for mark-as-started. */
export function sectionStartedAt(sub: SubmissionClock): string | null {
  if (sub.state !== 'in_progress') return null;
  // Rows written before sections had their own clock started their first section with the test.
  return sub.section_started_at ?? (sub.section_index === 0 ? sub.started_at : null);
}

/** Seconds left until `deadline` (never negative); null when there is none. */
export function secondsUntil(deadline: string | null, nowMs = Date.now()): number | null {
  if (!deadline) return null;
  return Math.max(0, Math.ceil((Date.parse(deadline) - nowMs) / 1000));
}

/** The current section's remaining seconds; null when untimed, waiting or not running. */
export function sectionRemaining(sub: SubmissionClock): number | null {
  return sectionStartedAt(sub) ? secondsUntil(sub.deadline_at) : null;
}

export const isPastGrace = (deadline: string | null, now = nowIso()) =>
  deadline !== null && addMs(deadline, DEADLINE_GRACE_MS) <= now;

/** Where section `index` stands for this submission. */
export function sectionState(sub: SubmissionClock, index: number): 'finished' | 'current' | 'upcoming' {
  if (sub.state === 'finished' || index < sub.section_index) return 'finished';
  return index === sub.section_index ? 'current' : 'upcoming';
}

/** Starts the current section's clock (no-op when it runs already). Returns true when it started now. */
export async function startSection(
  deps: Deps,
  sub: SubmissionClock,
  content: StoredContent,
  /** The section's limit with the participant's accommodation (accommodation-clock.ts). */
  limit: number | null,
): Promise<boolean> {
  if (sub.state !== 'in_progress' || sectionStartedAt(sub)) return false;
  const now = nowIso();
  const section = content.sections[sub.section_index];
  const deadline = limit == null ? null : addMs(now, limit * 1000);
  if (!(await startSectionClock(deps.db, sub, now, deadline))) return false;
  Object.assign(sub, { section_started_at: now, deadline_at: deadline });
  await recordActivity(deps, {
    participant_id: sub.participant_id,
    submission_id: sub.id,
    section_id: section?.id ?? null,
    status: 'section_started',
  });
  return true;
}

/**
 * Ends the current section (`time`: its clock ran out; `participant`: finished by hand) and
 * moves on: the next section waits for mark-as-started; after the last one the test is finished.
 * `finishAll` ends the remaining sections too (the final submission). Safe to race: only the
 * request that moves the submission on records it.
 */
export async function closeSection(
  deps: Deps,
  sub: SubmissionClock,
  content: StoredContent,
  reason: 'participant' | 'time',
  opts: { finishAll?: boolean } = {},
): Promise<void> {
  if (sub.state !== 'in_progress') return;
  const index = sub.section_index;
  const section = content.sections[index];
  // A section over by time ends at its deadline: later answers never counted.
  const finishedAt = reason === 'time' && sub.deadline_at ? sub.deadline_at : nowIso();
  const last = opts.finishAll || index >= content.sections.length - 1;
  const moved = await moveSubmissionOn(
    deps.db,
    sub.id,
    index,
    last
      ? { state: 'finished', finished_at: finishedAt }
      : { section_index: index + 1, section_started_at: null, deadline_at: null, ...NO_BREAK },
  );
  if (!moved) return;
  await recordSectionEnd(deps.db, {
    submission_id: sub.id,
    section_id: section?.id ?? '',
    position: index,
    started_at: sectionStartedAt(sub),
    deadline_at: sub.deadline_at,
    finished_at: finishedAt,
    finish_reason: reason,
  });
  await recordActivity(deps, {
    participant_id: sub.participant_id,
    submission_id: sub.id,
    section_id: section?.id ?? null,
    status: reason === 'time' ? 'time_up' : 'section_finished',
  });
  if (last) {
    Object.assign(sub, { state: 'finished', finished_at: finishedAt });
    await recordActivity(deps, {
      participant_id: sub.participant_id,
      submission_id: sub.id,
      status: 'finished',
    });
  } else {
    Object.assign(sub, {
      section_index: index + 1,
      section_started_at: null,
      deadline_at: null,
      ...NO_BREAK,
    });
  }
}

/** Sections whose time ran out (deadline plus grace) end with the answers already saved. */
export async function finishExpiredSection(
  deps: Deps,
  sub: SubmissionClock,
  content: () => StoredContent,
): Promise<void> {
  if (sub.state === 'in_progress' && sectionStartedAt(sub) && isPastGrace(sub.deadline_at)) {
    await closeSection(deps, sub, content(), 'time');
  }
}

/** Why each section that is over ended, by position. */
export async function finishReasons(
  deps: Deps,
  submissionId: number,
): Promise<Map<number, 'participant' | 'time'>> {
  const rows = await sectionEnds(deps.db, submissionId);
  return new Map(rows.map((r) => [r.position, r.finish_reason]));
}
