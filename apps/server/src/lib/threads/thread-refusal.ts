import { AppError, type UploadProblem } from '../errors';
import type { ServerMessage } from '../server-messages';

// A task thread's refusal of its input (a bad sheet, too many rows) must reach the request as the
// same AppError, but an error's class does not survive the copy between threads: it crosses as
// this plain shape and is made an AppError again on the other side.

export interface ThreadRefusal {
  ok: false;
  status: number;
  message: ServerMessage;
  field?: string;
  problems?: UploadProblem[];
}

/** An AppError thrown in a task thread as the shape it crosses back in; any other error is rethrown. */
export function refusalOf(err: unknown): ThreadRefusal {
  if (!(err instanceof AppError)) throw err;
  return {
    ok: false,
    status: err.status,
    message: err.text,
    field: err.extra.field,
    problems: err.extra.problems,
  };
}

/** The AppError of a refusal that crossed back from a task thread. */
export const appErrorOf = (refusal: ThreadRefusal) =>
  new AppError(refusal.status, refusal.message, { field: refusal.field, problems: refusal.problems });
