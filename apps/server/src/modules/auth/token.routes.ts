import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCall } from '../../http/calls';
import { getToken, refreshToken } from './token.service';

export function tokenRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'token/get', {
    access: 'public',
    handler: (body, ctx) => getToken(deps, body, ctx.ip),
  });
  defineCall(app, deps, 'token/refresh', {
    access: 'public',
    handler: (body, ctx) => refreshToken(deps, body.refresh_token, body.device_id, ctx.ip),
  });
}
