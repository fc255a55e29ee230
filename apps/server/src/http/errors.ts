import type { ErrorProblem, ProofOfWorkChallenge } from '@asesa/contracts';
import { fieldMessage, fillMessage, type MessageLanguage, type ServerMessage } from '../lib/server-messages';
import { COMMON_MESSAGES, NOUNS, type Noun } from './common-messages';

/**
 * The one error type of the server. Services throw it; the edge maps it to the envelope
 * `{code, data: null, error: {message, reason?, field?}}` with the HTTP status equal to `code`.
 *
 * Its message is a ServerMessage (English and Indonesian), answered in the request's language; a
 * plain string is English only (`message` is always the English text, for logs and tests).
 */
export class AppError extends Error {
  /** The message in every language, when it was given as one. */
  readonly text: ServerMessage | undefined;

  constructor(
    readonly status: number,
    message: string | ServerMessage,
    readonly extra: {
      reason?: string;
      field?: string;
      headers?: Record<string, string>;
      bodyCode?: number;
      /** Every problem of an upload refused as a whole (rows of a sheet, items of a package). */
      problems?: ErrorProblem[];
      /** A proof-of-work challenge to solve before the request is evaluated (reason challenge_required). */
      challenge?: ProofOfWorkChallenge;
    } = {},
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.text = typeof message === 'string' ? undefined : message;
  }

  /** The message as the reader of `language` gets it (English when only English was given). */
  messageIn(language: MessageLanguage): string {
    return this.text?.[language] ?? this.message;
  }
}

export const badRequest = (message: string | ServerMessage, field?: string) =>
  new AppError(400, message, { field });
/** A 400 about one field: `field: message` in each language, the field named for the client. */
export const fieldError = (field: string, message: ServerMessage) =>
  new AppError(400, fieldMessage(field, message), { field });
/** A file refused as a whole: `message` sums up, `problems` lists each one (row, column, item). */
export const refusedFile = (message: string | ServerMessage, problems: ErrorProblem[], field = 'file') =>
  new AppError(400, message, { field, problems });
export const unauthorized = (message: string | ServerMessage, reason: string) =>
  new AppError(401, message, { reason });
export const forbidden = (message: string | ServerMessage = COMMON_MESSAGES.forbidden) =>
  new AppError(403, message);
/** Unknown ids and other tenants' ids answer the same (ARCHITECTURE "API conventions"). */
export const notFound = (what: Noun) => new AppError(404, notFoundMessage(what));
export const conflict = (message: string | ServerMessage, field?: string) =>
  new AppError(409, message, { field });
export const gone = (message: string | ServerMessage) => new AppError(410, message);
export const tooManyRequests = (message: string | ServerMessage, retryAfterSeconds: number) =>
  new AppError(429, message, {
    headers: { 'retry-after': String(retryAfterSeconds) },
    reason: 'rate_limited',
  });

/** "{what} not found." in each language. */
export const notFoundMessage = (what: Noun): ServerMessage =>
  fillMessage(COMMON_MESSAGES.notFound, { what: NOUNS[what] });
