import type { Actor, Deps } from '../../deps';
import { visibleParticipant as visibleParticipantIn } from './participants.repository';

/**
 * The participant(s) with these ids among the projects the actor may see (another tenant's
 * participant is simply absent, so callers answer 404 alike for unknown and foreign ids).
 */
export function visibleParticipant(deps: Deps, actor: Actor, id: number | readonly number[]) {
  return visibleParticipantIn(deps.db, actor, id);
}
