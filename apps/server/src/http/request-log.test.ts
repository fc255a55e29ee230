import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from './lazy-request-logger';
import { OneLinePerRequest } from './request-log';

/** A server logging at info into memory, with one route that answers and one that fails. */
async function loggingServer() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new OneLinePerRequest(),
    childLoggerFactory: lazyRequestLogger,
  });
  app.post('/ok', async () => ({ saved: 1 }));
  app.post('/api/v1/test-activities/submission', async (req) => {
    const { status } = req.body as { status: number };
    if (status >= 400) throw Object.assign(new Error('refused'), { statusCode: status });
    return { saved: 1 };
  });
  app.post('/fails', async () => {
    throw new Error('boom');
  });
  app.post('/notes', async (req) => {
    req.log.warn({ note: 1 }, 'a note');
    req.log.child({ step: 'inner' }).info('an inner note');
    return { level: req.log.level };
  });
  app.post('/quiet', { logLevel: 'error' }, async (req) => {
    req.log.warn('not written at error level');
    return { level: req.log.level };
  });
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  it('writes one line per answered request, with its id, call, status and time', async () => {
    const { app, lines } = await loggingServer();
    await app.inject({
      method: 'POST',
      url: '/ok',
      payload: {},
      headers: { authorization: 'Bearer secret' },
    });
    const requestLines = lines.filter((l) => l.reqId);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'POST', url: '/ok' },
      res: { statusCode: 200 },
    });
    expect(typeof requestLines[0].responseTime).toBe('number');
    // Headers (tokens, cookies) are never written.
    expect(JSON.stringify(lines)).not.toContain('secret');
    await app.close();
  });

  it('keeps the error of a failed request, with its request id', async () => {
    const { app, lines } = await loggingServer();
    const res = await app.inject({ method: 'POST', url: '/fails', payload: {} });
    expect(res.statusCode).toBe(500);
    const failed = lines.filter((l) => l.level === 50);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((l) => typeof l.reqId === 'string')).toBe(true);
    expect(JSON.stringify(failed)).toContain('boom');
    expect(lines.filter((l) => l.msg === 'request completed' && l.reqId === failed[0].reqId)).toHaveLength(1);
    await app.close();
  });

  it('writes no line for an answer save that went well, and one for a refused save', async () => {
    const { app, lines } = await loggingServer();
    const url = '/api/v1/test-activities/submission';
    await app.inject({ method: 'POST', url, payload: { status: 200 } });
    expect(lines.filter((l) => l.reqId)).toHaveLength(0);
    await app.inject({ method: 'POST', url, payload: { status: 409 } });
    const refused = lines.filter((l) => l.msg === 'request completed');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ req: { url }, res: { statusCode: 409 } });
    expect(typeof refused[0].reqId).toBe('string');
    await app.close();
  });

  // The request's logger is made only when a line is written, and writes what pino's child would.
  it("writes a request's own lines with its id, in children too, at the route's level", async () => {
    const { app, lines } = await loggingServer();
    const res = await app.inject({ method: 'POST', url: '/notes', payload: {} });
    expect(res.json()).toEqual({ level: 'info' });
    const note = lines.find((l) => l.msg === 'a note');
    const inner = lines.find((l) => l.msg === 'an inner note');
    expect(note).toMatchObject({ level: 40, note: 1 });
    expect(inner).toMatchObject({ level: 30, step: 'inner', reqId: note?.reqId });
    expect(typeof note?.reqId).toBe('string');
    const quiet = await app.inject({ method: 'POST', url: '/quiet', payload: {} });
    expect(quiet.json()).toEqual({ level: 'error' });
    expect(lines.some((l) => l.msg === 'not written at error level')).toBe(false);
    await app.close();
  });
});
