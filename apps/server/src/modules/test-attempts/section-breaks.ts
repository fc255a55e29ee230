import type { breakRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { addMs, nowIso } from '../../lib/clock';
import { conflict, forbidden } from '../../lib/errors';
import { attemptSettings } from './attempt-content';
import { seconds } from './break-clock';
import { sectionStartedAt } from './clock';
import { recordActivity } from './participant-activities.repository';
import { endBreak, startBreak } from './section-clocks.repository';
import { TEST_ATTEMPT_MESSAGES as M } from './test-attempts.messages';
import { attemptFor, ownSubmission } from './test-attempts.service';

/**
 * Breaks an accommodation grants (break_minutes per timed section) are real pauses: while one
 * runs the section's clock stands still. At its start the deadline moves ahead by all the break
 * time left, so the clock cannot run out during it; at its end the deadline keeps only the time
 * taken (at most what was left: a longer break eats into the section's time). Between sections no
 * clock runs (the next one waits for mark-as-started), so a break there needs no pause.
 */

/** test-activities/break-start: the participant pauses the running timed section. */
export async function takeBreak(deps: Deps, input: z.infer<typeof breakRequest>, language?: string) {
  const { participant, sub } = await ownSubmission(deps, input.participant_code, input.submission_id);
  const { terms } = await attemptSettings(deps, sub.participant_id);
  if (terms.breakMinutes <= 0) throw forbidden(M.noBreaks);
  if (sub.break_started_at) return attemptFor(deps, participant, sub, language);
  if (sub.state !== 'in_progress' || !sectionStartedAt(sub) || !sub.deadline_at)
    throw conflict(M.breakNeedsClock);
  const left = terms.breakMinutes * 60 - seconds(sub.break_seconds);
  if (left <= 0) throw conflict(M.breaksUsed);
  const now = nowIso();
  const deadline = addMs(sub.deadline_at, left * 1000);
  const lastSeq = input.last_seq ?? null;
  if (await startBreak(deps.db, sub, now, deadline, left, lastSeq)) {
    Object.assign(sub, {
      break_started_at: now,
      deadline_at: deadline,
      break_extended_seconds: left,
      break_seq: lastSeq,
    });
    await recordBreakActivity(deps, sub, 'break_started');
  }
  return attemptFor(deps, participant, sub, language);
}

/** test-activities/break-end: the participant comes back; the clock runs again. */
export async function endTheBreak(deps: Deps, input: z.infer<typeof breakRequest>, language?: string) {
  const { participant, sub } = await ownSubmission(deps, input.participant_code, input.submission_id);
  const since = sub.break_started_at;
  if (!since) return attemptFor(deps, participant, sub, language);
  const lead = seconds(sub.break_extended_seconds);
  const taken = Math.min(lead, Math.round((Date.now() - Date.parse(since)) / 1000));
  // The section moved on during the break (its time ran out): nothing of it to give back.
  const deadline =
    sub.deadline_at && lead > 0 ? addMs(sub.deadline_at, -(lead - taken) * 1000) : sub.deadline_at;
  const total = seconds(sub.break_seconds) + taken;
  if (await endBreak(deps.db, { ...sub, break_started_at: since }, deadline, total)) {
    Object.assign(sub, {
      break_started_at: null,
      deadline_at: deadline,
      break_seconds: total,
      break_extended_seconds: 0,
      break_seq: null,
    });
    await recordBreakActivity(deps, sub, 'break_ended');
  }
  return attemptFor(deps, participant, sub, language);
}

/** The participant's activity list shows when a break began and ended in which submission. */
function recordBreakActivity(
  deps: Deps,
  sub: { participant_id: number; id: number },
  status: 'break_started' | 'break_ended',
): Promise<void> {
  return recordActivity(deps, { participant_id: sub.participant_id, submission_id: sub.id, status });
}
