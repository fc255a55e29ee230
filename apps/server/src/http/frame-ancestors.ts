import { type PartnerPage, partnerPageOf } from '@asesa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';

const ALL_ORIGINS_TTL_MS = 60_000;

/** Which origins may frame partner pages; the partner feature supplies it at startup (app.ts). */
export interface PartnerFrameOrigins {
  /** The origins of the corporate behind a participant code (none for an unknown code). */
  forParticipant(deps: Deps, participantCode: string): Promise<string[]>;
  /** The origins of every corporate, for partner pages that carry no participant code. */
  ofEveryCorporate(deps: Deps): Promise<string[]>;
}

/** Replaces (or adds) the frame-ancestors directive of a Content-Security-Policy value. */
export function withFrameAncestors(csp: string, sources: string[]): string {
  const directive = `frame-ancestors ${sources.join(' ')}`;
  const kept = csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !d.startsWith('frame-ancestors'));
  return [...kept, directive].join(';');
}

/**
 * Everything the app serves may be framed only by itself (helmet: frame-ancestors 'self'); a
 * partner page may also be framed by its corporate's own origins: the callback_url's origin and
 * the corporate's extra origins. The page is read from the path as the web app's router reads it
 * (contracts' partnerPageOf: any letter case, trailing slashes), and its corporate found by the
 * participant code in the path (or `?pcode=`); a partner page without a code (the not-found,
 * finish, offline and expired pages hold no participant data) may be framed by any corporate's
 * origins. A path the router shows no partner page for stays framed by the app alone.
 */
export function installPartnerFraming(
  app: FastifyInstance,
  deps: Deps,
  frameOrigins: PartnerFrameOrigins,
): void {
  let allOrigins: { at: number; origins: Promise<string[]> } | null = null;
  const everyCorporateOrigin = () => {
    if (!allOrigins || Date.now() - allOrigins.at > ALL_ORIGINS_TTL_MS) {
      allOrigins = {
        at: Date.now(),
        origins: frameOrigins.ofEveryCorporate(deps),
      };
    }
    return allOrigins.origins;
  };

  const originsOf = async (page: PartnerPage, query: string): Promise<string[]> => {
    if (page.page === null) return [];
    const code = (page.code ?? new URLSearchParams(query).get('pcode') ?? '').slice(0, 64);
    return code ? frameOrigins.forParticipant(deps, code) : everyCorporateOrigin();
  };

  const framePartnerPage = async (
    req: FastifyRequest,
    reply: FastifyReply,
    csp: string,
    page: PartnerPage,
  ) => {
    const origins = await originsOf(page, req.url.split('?')[1] ?? '');
    reply.header('content-security-policy', withFrameAncestors(csp, ["'self'", ...origins]));
    // frame-ancestors supersedes X-Frame-Options, which cannot name another origin.
    reply.removeHeader('x-frame-options');
  };

  // A callback hook: every other answer (answer saves, hundreds a second) passes without a promise.
  app.addHook('onSend', (req, reply, payload, done) => {
    const csp = reply.getHeader('content-security-policy');
    if (req.method !== 'GET' || typeof csp !== 'string' || req.url.startsWith('/api/'))
      return done(null, payload);
    const page = partnerPageOf(req.url.split('?')[0]);
    if (!page) return done(null, payload);
    framePartnerPage(req, reply, csp, page).then(
      () => done(null, payload),
      (err: Error) => done(err),
    );
  });
}
