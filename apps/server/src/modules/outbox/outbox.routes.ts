import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls';
import type { Deps } from '../../http/context';
import { outboxDatatable, outboxMessage } from './outbox.service';

const ADMIN = ['admin'] as const;

export function outboxRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'outbox/datatable', { access: ADMIN, handler: (b) => outboxDatatable(deps, b) });
  defineCall(app, deps, 'outbox/detail', { access: ADMIN, handler: (b) => outboxMessage(deps, b.id) });
}
