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

/** Headers of any response that are not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * helmet's security headers on every response. @fastify/helmet builds helmet's middleware anew
 * (parsing the CSP directives) on every request, a measurable part of an answer save; the
 * headers never vary here (no CSP nonces), so helmet itself computes them once, on a throwaway
 * instance, and each request gets that same set.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, HELMET_OPTIONS);
  probe.get('/', async () => 'ok');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers = Object.fromEntries(
    Object.entries(res.headers).filter(([name]) => !NOT_HELMET.has(name.toLowerCase())),
  );
  if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
