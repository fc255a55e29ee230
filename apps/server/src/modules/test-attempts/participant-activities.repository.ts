// A participant's status events (the server's own and the device's), read back for the integrity
// summary.

import type { CLIENT_ACTIVITY_STATUSES, SERVER_ACTIVITY_STATUSES } from '@asesa/contracts';
import { rowsWhere, rowWhere } from '../../db/table-rows';
import type { Deps } from '../../deps';
import { nowIso } from '../../lib/clock';

type Db = Deps['db'];

type ActivityStatus = (typeof CLIENT_ACTIVITY_STATUSES)[number] | (typeof SERVER_ACTIVITY_STATUSES)[number];

/** Records one status event of a participant (the server's own events and the device's). */
export async function recordActivity(
  deps: Deps,
  event: {
    participant_id: number;
    submission_id?: number | null;
    section_id?: string | null;
    status: ActivityStatus;
    client_timer?: number | null;
    client_at?: string | null;
  },
): Promise<void> {
  await deps.db
    .insertInto('participant_activities')
    .values({
      participant_id: event.participant_id,
      submission_id: event.submission_id ?? null,
      section_id: event.section_id ?? null,
      status: event.status,
      client_timer: event.client_timer ?? null,
      client_at: event.client_at ?? null,
      created_at: nowIso(),
    })
    .execute();
}

/** Whether a submission is this participant's. */
export async function isOwnSubmission(db: Db, participantId: number, submissionId: number): Promise<boolean> {
  const own = await rowWhere(db, 'submissions', ['id'], { id: submissionId, participant_id: participantId });
  return Boolean(own);
}

/** How many status events a participant has stored. */
export async function activityCount(db: Db, participantId: number): Promise<number> {
  const { n } = await db
    .selectFrom('participant_activities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('participant_id', '=', participantId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A participant's status events in order (for the integrity summary and tests). */
export function activitiesOf(deps: Deps, participantId: number) {
  const columns = [
    'status',
    'submission_id',
    'section_id',
    'client_timer',
    'client_at',
    'created_at',
  ] as const;
  const match = { participant_id: participantId };
  return rowsWhere(deps.db, 'participant_activities', columns, match, { orderBy: ['id'] });
}
