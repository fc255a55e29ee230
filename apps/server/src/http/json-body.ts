import type { FastifyInstance } from 'fastify';
import { COMMON_MESSAGES } from '../lib/common-messages';
import { badRequest } from '../lib/errors';
import { fieldMessage } from '../lib/server-messages';

/**
 * JSON bodies, parsed by Fastify's own parser (prototype poisoning refused), and refused when a
 * text holds the NUL character (U+0000): PostgreSQL cannot store it in text and failed the call
 * with a 500 (the reliability fuzzer on PostgreSQL); SQLite would store it and it would break
 * exports and e-mails later. Named by its field, on both engines. Only a body whose raw text has
 * the escape `\u0000` is walked (JSON cannot carry the raw byte), so other bodies cost one scan.
 */
export function installJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, raw, done) => {
    const body = raw.toString();
    parse(req, body, (err, value) => {
      if (err) return done(err, undefined);
      const field = body.includes('\\u0000') ? nulField(value, '') : null;
      if (field !== null)
        return done(
          badRequest(fieldMessage(field || 'body', COMMON_MESSAGES.noNul), field || undefined),
          undefined,
        );
      done(null, value);
    });
  });
}

/** The dotted path of the first text holding U+0000 (keys included), or null. */
function nulField(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulField(child, at);
    if (found !== null) return found;
  }
  return null;
}
