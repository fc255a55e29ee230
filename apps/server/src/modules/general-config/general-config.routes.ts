import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCall } from '../../http/calls';
import { generalConfig, listLanguages } from './general-config.service';

/** Configuration and reference lists any client may read with a token (signed in or not). */
export function generalConfigRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'general-config/get', { access: 'token', handler: () => generalConfig(deps) });
  defineCall(app, deps, 'languages/list', {
    access: 'token',
    tag: 'languages',
    handler: () => listLanguages(deps),
  });
}
