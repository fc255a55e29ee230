import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCall } from '../../http/calls';
import { candidateDatatable, candidateDetail } from './candidates.service';
import { candidateExportProgress, startCandidateExport } from './candidates-export.service';

export function candidateRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'candidates/datatable', {
    access: 'user',
    handler: (b, ctx) => candidateDatatable(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'candidates/detail', {
    access: 'user',
    handler: (b, ctx) => candidateDetail(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'candidates/export', {
    access: 'user',
    handler: (b, ctx) => startCandidateExport(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'candidates/export-progress', {
    access: 'user',
    handler: (b, ctx) => candidateExportProgress(deps, ctx.actor!, b.download_id),
  });
}
