import type { participantActivityRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { activityCount, isOwnSubmission, recordActivity } from './participant-activities.repository';
import { participantByCode } from './test-attempts.service';

// The device's own status events (offline, back online), stored for the integrity summary.

/**
 * A participant's status events stop being stored past this many: the integrity summary needs
 * the pattern, and a device (or a script) must not be able to fill the database.
 */
export const MAX_ACTIVITIES_PER_PARTICIPANT = 2_000;

/** test-activities/participant-activities: the device reports going offline and coming back. */
export async function participantActivity(deps: Deps, input: z.infer<typeof participantActivityRequest>) {
  const p = await participantByCode(deps, input.participant_code);
  if (input.submission_id !== undefined) {
    // Another participant's submission answers like an unknown one.
    if (!(await isOwnSubmission(deps.db, p.id, input.submission_id))) throw notFound('Submission');
  }
  if ((await activityCount(deps.db, p.id)) >= MAX_ACTIVITIES_PER_PARTICIPANT) return { recorded: false };
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
