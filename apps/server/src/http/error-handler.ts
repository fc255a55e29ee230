import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { COMMON_MESSAGES } from '../lib/common-messages';
import { AppError } from '../lib/errors';
import { fieldMessage, fillMessage, messageLanguage, type ServerMessage } from '../lib/server-messages';
import { failure } from './envelope';
import { storageUnavailable } from './storage-unavailable';
import { issueOfValidationError, validationMessage } from './validation-messages';

/**
 * Maps every failure to the envelope once, at the edge. Bad input names the field and answers
 * 400/413/415; a storage fault (full or read-only disk, database down) answers 503 with
 * Retry-After; only a real bug answers 500, and then without internals. The message is in the
 * request's language (Content-Language: Indonesian or English, lib/server-messages.ts).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const language = messageLanguage(req.headers['content-language']);
    const say = (message: ServerMessage) => message[language];
    if (err instanceof AppError) {
      if (err.extra.headers) reply.headers(err.extra.headers);
      const code = err.extra.bodyCode ?? err.status;
      return reply.status(err.status).send(
        failure(code, {
          message: err.messageIn(language),
          reason: err.extra.reason,
          field: err.extra.field,
          ...(err.extra.problems ? { problems: err.problemsIn(language) } : {}),
          ...(err.extra.challenge ? { challenge: err.extra.challenge } : {}),
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const field = fieldName(issue.instancePath);
      const text = validationMessage(issueOfValidationError(issue));
      const message = field ? fieldMessage(field, text) : text;
      return reply.status(400).send(failure(400, { message: say(message), field: field || undefined }));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause?.issues }, 'response does not match its contract');
      return reply.status(500).send(failure(500, { message: say(COMMON_MESSAGES.internal) }));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failure(status, { message: clientMessage(err)[language] }));
    }
    // PostgreSQL's integer columns end at 2,147,483,647 (SQLite's do not): a larger id or number
    // in a request is bad input there, named by PostgreSQL's message ('value "…" is out of range').
    if ((err as { code?: unknown }).code === PG_NUMBER_OUT_OF_RANGE) {
      const message = fillMessage(COMMON_MESSAGES.numberOutOfRange, { detail: err.message });
      return reply.status(400).send(failure(400, { message: say(message) }));
    }
    const fault = storageUnavailable(err);
    if (fault) {
      req.log.warn({ err }, `storage unavailable (${fault.reason})`);
      return reply
        .status(503)
        .header('retry-after', String(fault.retryAfterSeconds))
        .send(failure(503, { message: say(fault.message), reason: fault.reason }));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(failure(500, { message: say(COMMON_MESSAGES.internal) }));
  });
}

/** PostgreSQL's numeric_value_out_of_range. */
const PG_NUMBER_OUT_OF_RANGE = '22003';

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * Fastify's own 4xx errors (malformed JSON, body too large, wrong content type) in plain words;
 * the parser's detail (where the JSON broke) stays as the parser said it.
 */
function clientMessage(err: FastifyError): ServerMessage {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return fillMessage(COMMON_MESSAGES.bodyNotJson, { detail: err.message });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return COMMON_MESSAGES.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return fillMessage(COMMON_MESSAGES.unsupportedType, { detail: err.message });
    default:
      return { en: err.message, id: err.message };
  }
}
