import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      // Only the partner pages may be framed by other sites (http/frame-ancestors.ts).
      frameAncestors: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

type Headers = Record<string, string | number | string[] | undefined>;

/** Headers of any response that are not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers of an API answer (JSON or a file), after OWASP's REST Security Cheat Sheet: nothing
 * may load or frame it, it is never sniffed as another type nor kept by caches (answers carry
 * personal data; a handler may still set its own Cache-Control). Six short headers instead of
 * helmet's twelve: answer saves run hundreds of times a second, and each header costs.
 */
function apiHeaders(helmet: Headers): Headers {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': helmet['strict-transport-security'],
    'cache-control': 'no-store',
  };
}

/** The API's answers (its documentation pages under /api/docs are pages like the app's). */
export const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * helmet's security headers on every page and file, the API's own on API answers. @fastify/helmet
 * builds helmet's middleware anew (parsing the CSP directives) on every request, a measurable part
 * of an answer save; the headers never vary here (no CSP nonces), so helmet itself computes them
 * once, on a throwaway instance, and each request gets that same set.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, HELMET_OPTIONS);
  probe.get('/', async () => 'ok');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const pageHeaders: Headers = Object.fromEntries(
    Object.entries(res.headers).filter(([name]) => !NOT_HELMET.has(name.toLowerCase())),
  );
  if (!pageHeaders['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
  const api = apiHeaders(pageHeaders);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isApiAnswer(req.url) ? api : pageHeaders);
    done();
  });
}
