// The sections' clocks: starting a section, moving a submission on, recording how a section ended,
// and moving running deadlines when an accommodation is granted mid-section.

import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { rowsWhere } from '../../db/table-rows';
import type { Deps } from '../../deps';
import {
  changedOne,
  SUBMISSION_CLOCK_COLUMNS,
  submissionChange,
  submissionsWithForms,
} from './test-attempts.repository';

type Db = Deps['db'];

/** A change to a submission that holds only while the section it was read at is still current. */
function currentSectionChange(
  db: Db,
  sub: { id: number; section_index: number },
  changes: Updateable<Database['submissions']>,
) {
  return submissionChange(db, sub.id, changes).where('section_index', '=', sub.section_index);
}

// Accommodations granted while a section runs.

/** A participant's running submissions whose section has a deadline, with their forms. */
export function timedRunningSubmissions(db: Db, participantId: number) {
  return submissionsWithForms(db)
    .select([
      ...SUBMISSION_CLOCK_COLUMNS,
      'pi.id as project_instrument_id',
      (eb) => eb.fn.coalesce('pi.variation_json', 'v.content_json').as('content_json'),
    ])
    .where('s.participant_id', '=', participantId)
    .where('s.state', '=', 'in_progress')
    .where('s.deadline_at', 'is not', null)
    .execute();
}

/** Moves a running section's deadline (unless the submission moved on meanwhile). */
export async function moveSectionDeadline(
  db: Db,
  sub: { id: number; section_index: number },
  deadline: string,
): Promise<void> {
  await currentSectionChange(db, sub, { deadline_at: deadline }).where('state', '=', 'in_progress').execute();
}

// The sections' clocks.

/** Starts the current section's clock unless it runs already; answers whether it started now. */
export async function startSectionClock(
  db: Db,
  sub: { id: number; section_index: number },
  now: string,
  deadline: string | null,
): Promise<boolean> {
  return changedOne(
    currentSectionChange(db, sub, { section_started_at: now, deadline_at: deadline }).where(
      'section_started_at',
      'is',
      null,
    ),
  );
}

/** Moves a running submission on from section `index`; answers whether this call moved it. */
export async function moveSubmissionOn(
  db: Db,
  submissionId: number,
  index: number,
  next: Updateable<Database['submissions']>,
): Promise<boolean> {
  return changedOne(
    currentSectionChange(db, { id: submissionId, section_index: index }, next).where(
      'state',
      '=',
      'in_progress',
    ),
  );
}

/** Records how a section ended (once per position). */
export async function recordSectionEnd(
  db: Db,
  end: Insertable<Database['submission_sections']>,
): Promise<void> {
  await db
    .insertInto('submission_sections')
    .values(end)
    .onConflict((oc) => oc.columns(['submission_id', 'position']).doNothing())
    .execute();
}

/** Why each section of a submission that is over ended, by position. */
export function sectionEnds(db: Db, submissionId: number) {
  return rowsWhere(db, 'submission_sections', ['position', 'finish_reason'], { submission_id: submissionId });
}

// Breaks (section-breaks.ts): each write holds only while the section it read is still current.

type BreakGuard = { id: number; section_index: number };

/** Starts a break and moves the deadline (if any) ahead by `extendSeconds`; false when one runs. */
export async function startBreak(
  db: Db,
  sub: BreakGuard,
  now: string,
  deadline: string | null,
  extendSeconds: number,
  lastSeq: number | null,
): Promise<boolean> {
  const change = currentSectionChange(db, sub, {
    break_started_at: now,
    deadline_at: deadline,
    break_extended_seconds: extendSeconds,
    break_seq: lastSeq,
  });
  return changedOne(change.where('state', '=', 'in_progress').where('break_started_at', 'is', null));
}

/** Ends the running break: the deadline keeps the time taken; false when none runs. */
export async function endBreak(
  db: Db,
  sub: BreakGuard & { break_started_at: string },
  deadline: string | null,
  breakSeconds: number,
): Promise<boolean> {
  const change = currentSectionChange(db, sub, {
    break_started_at: null,
    deadline_at: deadline,
    break_seconds: breakSeconds,
    break_extended_seconds: 0,
    break_seq: null,
  });
  return changedOne(change.where('break_started_at', '=', sub.break_started_at));
}
