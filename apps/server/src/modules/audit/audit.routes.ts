import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { auditLogDatatable } from './audit.service';

export function auditRoutes(app: FastifyInstance, deps: Deps): void {
  defineCalls(
    app,
    deps,
    { access: ['admin'], tag: 'audit-log' },
    {
      'audit-log/datatable': (b) => auditLogDatatable(deps, b),
    },
  );
}
