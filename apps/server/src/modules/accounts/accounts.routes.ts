import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls';
import type { Deps } from '../../http/context';
import { corporateDatatable, corporateDetail, createCorporate } from './corporates.service';

export function accountRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'accounts/corporates/datatable', {
    access: 'user',
    handler: (b, ctx) => corporateDatatable(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'accounts/corporates/new', {
    access: ['admin', 'consultant'],
    handler: (b, ctx) => createCorporate(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'accounts/corporates/detail', {
    access: 'user',
    handler: (b, ctx) => corporateDetail(deps, ctx.actor!, b.id),
  });
}
