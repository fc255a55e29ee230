import type { extraTimeRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { addMs } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { parseContent } from '../instruments/instrument-content';
import { participantRecords } from '../participants/participant-records.service';
import { visibleParticipant } from '../participants/participants.policy';
import { effectiveLimitSeconds, sectionStartedAt } from './clock';
import { moveSectionDeadline, timedRunningSubmissions } from './test-attempts.repository';

/**
 * projects/participants/extra-time: the project grants a participant extra time (an
 * accommodation) in per cent of every timed section. A section already running gets it too:
 * its deadline moves from the section's start. Without a percentage the call reads the grant.
 */
export async function setExtraTime(deps: Deps, actor: Actor, input: z.infer<typeof extraTimeRequest>) {
  // Another tenant's participant answers like an unknown one.
  const visible = await visibleParticipant(deps, actor, input.participant_id)
    .select(['pt.id', 'pt.extra_time_percent'])
    .executeTakeFirst();
  if (!visible) throw notFound('Participant');
  if (input.extra_time_percent === undefined)
    return { participant_id: input.participant_id, extra_time_percent: Number(visible.extra_time_percent) };
  const percent = input.extra_time_percent;
  await participantRecords.setExtraTime(deps.db, input.participant_id, percent);
  const running = await timedRunningSubmissions(deps.db, input.participant_id);
  for (const sub of running) {
    const started = sectionStartedAt(sub);
    const section = parseContent(sub.content_json).sections[sub.section_index];
    const limit = effectiveLimitSeconds(section?.time_limit_seconds, percent);
    if (!started || limit == null) continue;
    await moveSectionDeadline(deps.db, sub, addMs(started, limit * 1000));
  }
  return { participant_id: input.participant_id, extra_time_percent: percent };
}
