import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { recalculateProgress, recalculateProject } from './recalculate.service';

/** projects/participants/recalculate*: rescoring a project's participants, a job of this feature. */
export function scoringRunRoutes(app: FastifyInstance, deps: Deps): void {
  defineCalls(app, deps, 'user', {
    'projects/participants/recalculate-progress': (b, ctx) =>
      recalculateProgress(deps, ctx.actor!, b.project_id),
  });
  // Rescoring is the consultant's (or admin's) decision, not the client's.
  defineCalls(app, deps, ['admin', 'consultant'], {
    'projects/participants/recalculate': (b, ctx) => recalculateProject(deps, ctx.actor!, b.project_id),
  });
}
