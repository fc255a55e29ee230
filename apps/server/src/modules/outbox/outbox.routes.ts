import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCall } from '../../http/calls';
import { OUTBOX_READERS } from './outbox.policy';
import { mailTransport, outboxDatatable, outboxMessage } from './outbox.service';

export function outboxRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'outbox/datatable', {
    access: OUTBOX_READERS,
    handler: (b, ctx) => outboxDatatable(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'outbox/detail', {
    access: OUTBOX_READERS,
    handler: (b, ctx) => outboxMessage(deps, ctx.actor!, b.id),
  });
  defineCall(app, deps, 'outbox/transport', {
    access: OUTBOX_READERS,
    handler: async () => mailTransport(deps),
  });
}
