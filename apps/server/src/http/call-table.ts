import type { CallPath } from '@asesa/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { type Access, type CallDefinition, defineCall } from './calls';

/** Handlers by call path; each handler is typed by its path's contract. */
export type CallTable = { [P in CallPath]?: CallDefinition<P>['handler'] };

/**
 * Registers calls that share one access rule, a line each: a module's routes then read as a list
 * of its calls and what serves them. Each entry is a defineCall.
 */
export function defineCalls(
  app: FastifyInstance,
  deps: Deps,
  /** Who may make the calls, with the OpenAPI tag when not the path's first segment. */
  rule: Access | { access: Access; tag: string },
  table: CallTable,
): void {
  const { access, tag } =
    typeof rule === 'object' && 'access' in rule ? rule : { access: rule, tag: undefined };
  for (const [path, handler] of Object.entries(table)) {
    defineCall(app, deps, path as CallPath, { access, handler: handler as never, tag });
  }
}
