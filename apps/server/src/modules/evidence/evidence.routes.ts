import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { analysisDetail, listAnalyses, startAnalysis } from './evidence.service';

// The evidence workbench: admins analyse across all data, consultants over their own corporates'
// participants; collaborators do not analyse instruments.
export function evidenceRoutes(app: FastifyInstance, deps: Deps): void {
  defineCalls(app, deps, ['admin', 'consultant'], {
    'evidence/analyses/new': (b, ctx) => startAnalysis(deps, ctx.actor!, b),
    'evidence/analyses': (b, ctx) => listAnalyses(deps, ctx.actor!, b),
    'evidence/analyses/detail': (b, ctx) => analysisDetail(deps, ctx.actor!, b),
  });
}
