import { COMMON_MESSAGES } from '../lib/common-messages';
import { AppError, badRequest } from '../lib/errors';
import { fillMessage } from '../lib/server-messages';

/**
 * What reading a multipart body threw, as the answer it deserves. A body without a boundary or
 * cut off before its closing boundary makes busboy throw a plain Error, which the edge would
 * answer 500: it is the client's mistake, so it answers 400 saying so. Our own refusals and
 * Fastify's 4xx errors pass through unchanged.
 */
export function malformedMultipart(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return err;
  return badRequest(fillMessage(COMMON_MESSAGES.multipartUnreadable, { detail: (err as Error).message }));
}
