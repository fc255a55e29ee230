import type { Deps } from '../../deps';
import { addMs } from '../../lib/clock';
import { parseContent } from '../instruments/instrument-content';
import { sectionLimitSeconds } from './accommodation-clock';
import { attemptSettings } from './attempt-content';
import { sectionStartedAt } from './clock';
import { moveSectionDeadline, timedRunningSubmissions } from './section-clocks.repository';

/**
 * An accommodation granted while a section runs applies to it at once: the running section's
 * deadline moves to its start plus the limit with the new grant (longer or, when a grant is
 * lowered, shorter), plus the breaks taken in it, so the server's clock and the participant's timer agree after a reload.
 */
export async function applyAccommodationToRunningSections(
  deps: Deps,
  participantId: number,
): Promise<number> {
  const { terms } = await attemptSettings(deps, participantId);
  const running = await timedRunningSubmissions(deps.db, participantId);
  let moved = 0;
  for (const sub of running) {
    const started = sectionStartedAt(sub);
    const section = parseContent(sub.content_json).sections[sub.section_index];
    const limit = sectionLimitSeconds(
      section?.time_limit_seconds,
      terms,
      sub.project_instrument_id,
      section?.id,
    );
    if (!started || limit == null) continue;
    // Breaks taken (and one running) keep the time they moved the deadline by.
    const paused = Number(sub.break_seconds ?? 0) + Number(sub.break_extended_seconds ?? 0);
    await moveSectionDeadline(deps.db, sub, addMs(started, (limit + paused) * 1000));
    moved++;
  }
  return moved;
}
