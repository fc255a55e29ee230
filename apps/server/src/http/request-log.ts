import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Calls a device makes every few seconds per candidate (answer saves): answered within
 * SLOW_MS and below 400, they write no line; refusals, failures and slow answers still do.
 */
const QUIET_WHEN_FINE = new Set(['/api/v1/test-activities/submission']);
const SLOW_MS = 250;

/**
 * One log line per request, written when it is answered, instead of Fastify's two (one when it
 * arrives, one when answered): answer saves run hundreds of times a second and each line costs a
 * serialisation and a write. The line carries the request id (reqId, from the request's child
 * logger), method, URL, client address, status and time; a failed answer also carries its error.
 * Fastify's other lines (errors, streams, not found) are unchanged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(req)) return;
    const fine = !error && reply.statusCode < 400 && reply.elapsedTime < SLOW_MS;
    if (fine && QUIET_WHEN_FINE.has(req.url)) return;
    const line = {
      req: { method: req.method, url: req.url, remoteAddress: req.ip },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
