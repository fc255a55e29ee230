import type { Actor, Deps } from '../../deps';
import { visibleProjects } from '../projects/projects.service';

/**
 * The participant(s) with these ids among the projects the actor may see (another tenant's
 * participant is simply absent, so callers answer 404 alike for unknown and foreign ids).
 */
export function visibleParticipant(deps: Deps, actor: Actor, id: number | readonly number[]) {
  const q = visibleProjects(deps, actor).innerJoin('participants as pt', 'pt.project_id', 'p.id');
  return typeof id === 'number' ? q.where('pt.id', '=', id) : q.where('pt.id', 'in', [...id]);
}
