import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls';
import type { Deps } from '../../http/context';
import { OUTBOX_READERS } from './outbox.policy';
import { outboxDatatable, outboxMessage } from './outbox.service';

export function outboxRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'outbox/datatable', {
    access: OUTBOX_READERS,
    handler: (b) => outboxDatatable(deps, b),
  });
  defineCall(app, deps, 'outbox/detail', {
    access: OUTBOX_READERS,
    handler: (b) => outboxMessage(deps, b.id),
  });
}
