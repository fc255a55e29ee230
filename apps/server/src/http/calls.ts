import { CALLS, type CallPath, envelope, type Role } from '@asesa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bearerToken, resolveSession } from './auth-context';
import type { CallContext, Deps } from './context';
import { ok } from './envelope';
import { forbidden, unauthorized } from './errors';

/**
 * Who may make a call: `public` needs nothing (participant pages carry their code), `token`
 * needs any valid token, `user` a signed-in user, or a list of roles.
 */
export type Access = 'public' | 'token' | 'user' | readonly Role[];

type Handler<P extends CallPath> = (
  body: z.infer<(typeof CALLS)[P]['request']>,
  ctx: CallContext,
) => Promise<z.input<(typeof CALLS)[P]['response']>>;

export interface CallDefinition<P extends CallPath> {
  access: Access;
  handler: Handler<P>;
  /** Tag in the OpenAPI document. */
  tag?: string;
}

/** Registers `POST /api/v1/{path}` for a call of the contracts table, with validation, auth and the envelope. */
export function defineCall<P extends CallPath>(
  app: FastifyInstance,
  deps: Deps,
  path: P,
  def: CallDefinition<P>,
): void {
  const contract = CALLS[path];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `/api/v1/${path}`,
    schema: {
      tags: [def.tag ?? path.split('/')[0]],
      body: contract.request,
      response: { 200: envelope(contract.response) },
      ...(def.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    },
    handler: async (req) => {
      const ctx = await callContext(
        deps,
        req.headers.authorization,
        req.ip,
        req.headers['content-language'],
        def.access,
      );
      const data = await def.handler(req.body as never, ctx);
      return ok(data);
    },
  });
}

export async function callContext(
  deps: Deps,
  authorization: string | undefined,
  ip: string,
  contentLanguage: string | string[] | undefined,
  access: Access,
): Promise<CallContext> {
  const language =
    (Array.isArray(contentLanguage) ? contentLanguage[0] : contentLanguage)?.slice(0, 10) || 'id';
  const token = bearerToken(authorization);
  if (access === 'public') {
    const session = token ? await resolveSession(deps, token).catch(() => null) : null;
    return { deps, session, actor: session?.actor ?? null, ip, language };
  }
  const session = await resolveSession(deps, token);
  if (access !== 'token') {
    if (!session.actor) throw unauthorized('You are not signed in.', 'not_signed_in');
    if (Array.isArray(access) && !access.includes(session.actor.role)) throw forbidden();
  }
  return { deps, session, actor: session.actor, ip, language };
}
