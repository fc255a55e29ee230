import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { findVisibleProjectId, visibleParticipant as visibleParticipantIn } from './participants.repository';

/**
 * The participant(s) with these ids among the projects the actor may see (another tenant's
 * participant is simply absent, so callers answer 404 alike for unknown and foreign ids).
 */
export function visibleParticipant(deps: Deps, actor: Actor, id: number | readonly number[]) {
  return visibleParticipantIn(deps.db, actor, id);
}

/** A project the actor may see, or 404 alike for unknown, removed and other tenants' projects. */
export async function assertProjectVisible(deps: Deps, actor: Actor, projectId: number): Promise<void> {
  if (!(await findVisibleProjectId(deps.db, actor, projectId))) throw notFound('Project');
}
