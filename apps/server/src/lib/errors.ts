import type { ErrorProblem, ProofOfWorkChallenge } from '@asesa/contracts';
import { COMMON_MESSAGES, NOUNS, type Noun } from './common-messages';
import { fieldMessage, fillMessage, type MessageLanguage, type ServerMessage } from './server-messages';

/**
 * The one error type of the server. Services throw it; the edge maps it to the envelope
 * `{code, data: null, error: {message, reason?, field?}}` with the HTTP status equal to `code`.
 *
 * Its message is a ServerMessage (English and Indonesian), answered in the request's language; a
 * bare string is refused by the type, so no message can be left in English only (`message` is
 * the English text, for logs and tests). A text the same in every language says so with
 * `sameInEveryLanguage`.
 */
export class AppError extends Error {
  /** The message in every language. */
  readonly text: ServerMessage;

  constructor(
    readonly status: number,
    message: ServerMessage,
    readonly extra: {
      reason?: string;
      field?: string;
      headers?: Record<string, string>;
      bodyCode?: number;
      /** Every problem of an upload refused as a whole (rows of a sheet, items of a package). */
      problems?: UploadProblem[];
      /** A proof-of-work challenge to solve before the request is evaluated (reason challenge_required). */
      challenge?: ProofOfWorkChallenge;
    } = {},
  ) {
    super(message.en);
    this.text = message;
  }

  /** The message as the reader of `language` gets it. */
  messageIn(language: MessageLanguage): string {
    return this.text[language];
  }

  /** The problems of a refused upload as the reader of `language` gets them. */
  problemsIn(language: MessageLanguage): ErrorProblem[] | undefined {
    return this.extra.problems && problemsIn(this.extra.problems, language);
  }
}

/** One problem of an upload (a row, a column, an item of a package), in every language. */
export type UploadProblem = Omit<ErrorProblem, 'message'> & { message: ServerMessage };

/** Problems as the reader of `language` gets them (a preview answers them in its data). */
export const problemsIn = (problems: readonly UploadProblem[], language: MessageLanguage): ErrorProblem[] =>
  problems.map((p) => ({ ...p, message: p.message[language] }));

export const badRequest = (message: ServerMessage, field?: string) => new AppError(400, message, { field });
/** A 400 about one field: `field: message` in each language, the field named for the client. */
export const fieldError = (field: string, message: ServerMessage) =>
  new AppError(400, fieldMessage(field, message), { field });
/** A file refused as a whole: `message` sums up, `problems` lists each one (row, column, item). */
export const refusedFile = (message: ServerMessage, problems: UploadProblem[], field = 'file') =>
  new AppError(400, message, { field, problems });
export const unauthorized = (message: ServerMessage, reason: string) =>
  new AppError(401, message, { reason });
export const forbidden = (message: ServerMessage = COMMON_MESSAGES.forbidden) => new AppError(403, message);
/** Unknown ids and other tenants' ids answer the same (ARCHITECTURE "API conventions"). */
export const notFound = (what: Noun) => new AppError(404, notFoundMessage(what));
export const conflict = (message: ServerMessage, field?: string) => new AppError(409, message, { field });
export const gone = (message: ServerMessage) => new AppError(410, message);
export const tooManyRequests = (message: ServerMessage, retryAfterSeconds: number) =>
  new AppError(429, message, {
    headers: { 'retry-after': String(retryAfterSeconds) },
    reason: 'rate_limited',
  });

/** "{what} not found." in each language. */
export const notFoundMessage = (what: Noun): ServerMessage =>
  fillMessage(COMMON_MESSAGES.notFound, { what: NOUNS[what] });
