import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls';
import type { Deps } from '../../http/context';
import { inviteParticipant, participantDatatable } from './participants.service';
import { createProject, listProjects, projectDetail } from './projects.service';

export function projectRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'projects/list', {
    access: 'user',
    handler: (b, ctx) => listProjects(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/new', {
    access: 'user',
    handler: (b, ctx) => createProject(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/detail', {
    access: 'user',
    handler: (b, ctx) => projectDetail(deps, ctx.actor!, b.id),
  });
  defineCall(app, deps, 'projects/invitations/invite', {
    access: 'user',
    handler: (b, ctx) => inviteParticipant(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/participants/datatable', {
    access: 'user',
    handler: (b, ctx) => participantDatatable(deps, ctx.actor!, b),
  });
}
