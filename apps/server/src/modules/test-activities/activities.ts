import type {
  CLIENT_ACTIVITY_STATUSES,
  participantActivityRequest,
  SERVER_ACTIVITY_STATUSES,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../http/context';
import { notFound } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { participantByCode } from './participant-access';

type ActivityStatus = (typeof CLIENT_ACTIVITY_STATUSES)[number] | (typeof SERVER_ACTIVITY_STATUSES)[number];

/**
 * A participant's status events stop being stored past this many: the integrity summary needs
 * the pattern, and a device (or a script) must not be able to fill the database.
 */
export const MAX_ACTIVITIES_PER_PARTICIPANT = 2_000;

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

/** test-activities/participant-activities: the device reports going offline and coming back. */
export async function participantActivity(deps: Deps, input: z.infer<typeof participantActivityRequest>) {
  const p = await participantByCode(deps, input.participant_code);
  if (input.submission_id !== undefined) {
    // Another participant's submission answers like an unknown one.
    const own = await deps.db
      .selectFrom('submissions')
      .select('id')
      .where('id', '=', input.submission_id)
      .where('participant_id', '=', p.id)
      .executeTakeFirst();
    if (!own) throw notFound('Submission');
  }
  const { n } = await deps.db
    .selectFrom('participant_activities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('participant_id', '=', p.id)
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_ACTIVITIES_PER_PARTICIPANT) return { recorded: false };
  await recordActivity(deps, {
    participant_id: p.id,
    submission_id: input.submission_id ?? null,
    section_id: input.section_id || null,
    status: input.status,
    client_timer: input.last_timer ?? null,
    client_at: input.at ?? null,
  });
  return { recorded: true };
}

/** A participant's status events in order (for the integrity summary and tests). */
export function activitiesOf(deps: Deps, participantId: number) {
  return deps.db
    .selectFrom('participant_activities')
    .select(['status', 'submission_id', 'section_id', 'client_timer', 'client_at', 'created_at'])
    .where('participant_id', '=', participantId)
    .orderBy('id')
    .execute();
}
