import type { extraTimeRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../http/context';
import { notFound } from '../../http/errors';
import { addMs, nowIso } from '../../lib/clock';
import { parseContent } from '../instruments/instrument-content';
import { visibleParticipant } from '../participants/participants.policy';
import { effectiveLimitSeconds, SUBMISSION_CLOCK_COLUMNS, sectionStartedAt } from './clock';

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
  await deps.db
    .updateTable('participants')
    .set({ extra_time_percent: percent, updated_at: nowIso() })
    .where('id', '=', input.participant_id)
    .execute();
  const running = await deps.db
    .selectFrom('submissions as s')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    .select([
      ...SUBMISSION_CLOCK_COLUMNS,
      (eb) => eb.fn.coalesce('pi.variation_json', 'v.content_json').as('content_json'),
    ])
    .where('s.participant_id', '=', input.participant_id)
    .where('s.state', '=', 'in_progress')
    .where('s.deadline_at', 'is not', null)
    .execute();
  for (const sub of running) {
    const started = sectionStartedAt(sub);
    const section = parseContent(sub.content_json).sections[sub.section_index];
    const limit = effectiveLimitSeconds(section?.time_limit_seconds, percent);
    if (!started || limit == null) continue;
    await deps.db
      .updateTable('submissions')
      .set({ deadline_at: addMs(started, limit * 1000) })
      .where('id', '=', sub.id)
      .where('section_index', '=', sub.section_index)
      .where('state', '=', 'in_progress')
      .execute();
  }
  return { participant_id: input.participant_id, extra_time_percent: percent };
}
