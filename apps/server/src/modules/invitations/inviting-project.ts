import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { findInvitingProject } from './invitations.repository';

/** What inviting needs to know of a project the actor may see (404 for others' projects). */
export async function invitingProject(deps: Deps, actor: Actor, projectId: number) {
  const project = await findInvitingProject(deps, actor, projectId);
  if (!project) throw notFound('Project');
  return project;
}
export type InvitingProject = Awaited<ReturnType<typeof invitingProject>>;
