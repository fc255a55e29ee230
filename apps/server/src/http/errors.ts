import type { ErrorProblem } from '@asesa/contracts';

/**
 * The one error type of the server. Services throw it; the edge maps it to the envelope
 * `{code, data: null, error: {message, reason?, field?}}` with the HTTP status equal to `code`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: {
      reason?: string;
      field?: string;
      headers?: Record<string, string>;
      bodyCode?: number;
      /** Every problem of an upload refused as a whole (rows of a sheet, items of a package). */
      problems?: ErrorProblem[];
    } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, message, { field });
/** A file refused as a whole: `message` sums up, `problems` lists each one (row, column, item). */
export const refusedFile = (message: string, problems: ErrorProblem[], field = 'file') =>
  new AppError(400, message, { field, problems });
export const unauthorized = (message: string, reason: string) => new AppError(401, message, { reason });
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, message);
/** Unknown ids and other tenants' ids answer the same (ARCHITECTURE "API conventions"). */
export const notFound = (what: string) => new AppError(404, `${what} not found.`);
export const conflict = (message: string, field?: string) => new AppError(409, message, { field });
export const gone = (message: string) => new AppError(410, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, {
    headers: { 'retry-after': String(retryAfterSeconds) },
    reason: 'rate_limited',
  });
