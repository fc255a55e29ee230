import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { failure } from './envelope';
import { AppError } from './errors';
import { storageUnavailable } from './storage-unavailable';

/**
 * Maps every failure to the envelope once, at the edge. Bad input names the field and answers
 * 400/413/415; a storage fault (full or read-only disk, database down) answers 503 with
 * Retry-After; only a real bug answers 500, and then without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.extra.headers) reply.headers(err.extra.headers);
      const code = err.extra.bodyCode ?? err.status;
      return reply.status(err.status).send(
        failure(code, {
          message: err.message,
          reason: err.extra.reason,
          field: err.extra.field,
          ...(err.extra.problems ? { problems: err.extra.problems } : {}),
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const field = fieldName(issue.instancePath);
      const text = issue.message ?? 'is not valid';
      const message = field ? `${field}: ${text}` : text;
      return reply.status(400).send(failure(400, { message, field: field || undefined }));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause?.issues }, 'response does not match its contract');
      return reply.status(500).send(failure(500, { message: 'Internal server error' }));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failure(status, { message: clientMessage(err) }));
    }
    // PostgreSQL's integer columns end at 2,147,483,647 (SQLite's do not): a larger id or number
    // in a request is bad input there, named by PostgreSQL's message ('value "…" is out of range').
    if ((err as { code?: unknown }).code === PG_NUMBER_OUT_OF_RANGE) {
      return reply
        .status(400)
        .send(failure(400, { message: `A number in the request is out of range: ${err.message}` }));
    }
    const fault = storageUnavailable(err);
    if (fault) {
      req.log.warn({ err }, `storage unavailable (${fault.reason})`);
      return reply
        .status(503)
        .header('retry-after', String(fault.retryAfterSeconds))
        .send(failure(503, { message: fault.message, reason: fault.reason }));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(failure(500, { message: 'Internal server error' }));
  });
}

/** PostgreSQL's numeric_value_out_of_range. */
const PG_NUMBER_OUT_OF_RANGE = '22003';

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** Fastify's own 4xx errors (malformed JSON, body too large, wrong content type) in plain words. */
function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return `The request body is not valid JSON: ${err.message}`;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Unsupported content type: ${err.message}`;
    default:
      return err.message;
  }
}
