import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCall } from '../../http/calls';
import { operationDocs } from '../../http/openapi/operation-docs';
import { ssoConfigDetail, testSsoConfig, updateSsoConfig } from './sso-config.service';
import { finishSsoSignIn, ssoCallback, startSsoSignIn } from './sso-sign-in.service';

export function ssoRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'sso/config/detail', {
    access: 'user',
    handler: (b, ctx) => ssoConfigDetail(ctx, b),
  });
  defineCall(app, deps, 'sso/config/update', {
    access: 'user',
    handler: (b, ctx) => updateSsoConfig(ctx, b),
  });
  defineCall(app, deps, 'sso/config/test', { access: 'user', handler: (b, ctx) => testSsoConfig(ctx, b) });
  // Signing in starts and ends on the browser's own anonymous token, as auth/login does.
  defineCall(app, deps, 'sso/start', { access: 'token', handler: (b, ctx) => startSsoSignIn(ctx, b.email) });
  defineCall(app, deps, 'sso/finish', {
    access: 'token',
    handler: (b, ctx) => finishSsoSignIn(ctx, b.result),
  });

  // The provider sends the browser here (a top-level navigation: no token, no envelope), so the
  // answer is a redirect into the web app, which finishes the sign-in with its own token.
  app.get(
    '/api/v1/sso/callback',
    {
      schema: { tags: ['sso'] },
      config: {
        openapi: operationDocs({
          method: 'GET',
          path: 'sso/callback',
          access: 'public',
          redirect: "To the web app's /signin/sso?result=…, which calls `sso/finish` with it.",
        }),
      },
    },
    async (req, reply) => {
      const query = Object.fromEntries(
        Object.entries(req.query as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
      ) as Record<string, string>;
      return reply.header('cache-control', 'no-store').redirect(await ssoCallback(deps, query, req.ip), 302);
    },
  );
}
