import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls';
import type { Deps } from '../../http/context';
import { candidateDatatable, candidateDetail } from './candidates.service';

export function candidateRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'candidates/datatable', {
    access: 'user',
    handler: (b, ctx) => candidateDatatable(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'candidates/detail', {
    access: 'user',
    handler: (b, ctx) => candidateDetail(deps, ctx.actor!, b),
  });
}
