import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { candidateDatatable, candidateDetail } from './candidates.service';
import { candidateExportProgress, startCandidateExport } from './candidates-export.service';

export function candidateRoutes(app: FastifyInstance, deps: Deps): void {
  defineCalls(app, deps, 'user', {
    'candidates/datatable': (b, ctx) => candidateDatatable(deps, ctx.actor!, b),
    'candidates/detail': (b, ctx) => candidateDetail(deps, ctx.actor!, b),
    'candidates/export': (b, ctx) => startCandidateExport(deps, ctx.actor!, b),
    'candidates/export-progress': (b, ctx) => candidateExportProgress(deps, ctx.actor!, b.download_id),
  });
}
