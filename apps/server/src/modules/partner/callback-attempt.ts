import { outboundPolicy } from '../../config/outbound-ranges';
import type { Deps } from '../../deps';
import { MAX_ATTEMPTS } from '../../jobs/queue';
import { guardedPost, InwardAddressError } from '../../lib/outbound/guarded-post';

// Partner events and ATS callbacks are delivered the same way: one attempt per job run, recorded,
// retried by the job queue with back-off until it succeeds or the attempts run out.

/** What a delivery sends: the headers that sign or authenticate it, and the body. */
export interface CallbackRequest {
  method?: 'POST' | 'PATCH';
  headers: Record<string, string>;
  body: string;
}

/** What one attempt came to. */
export interface CallbackAttempt {
  /** The HTTP status answered; null when none came. */
  status: number | null;
  /** Why the attempt failed; null when the callback answered 2xx. */
  error: string | null;
  /** The address is inside the server's network: refused for good, retrying cannot make it public. */
  refused: boolean;
}

/**
 * Sends the request to a URL a client gave: public addresses only (or the operator's allowed
 * ranges), checked on the connection's own DNS answer, no redirect followed (a 3xx is a failed
 * attempt). The request is built within the attempt, so a failure to build it fails the attempt.
 */
export async function attemptCallback(
  deps: Deps,
  url: string,
  request: () => CallbackRequest | Promise<CallbackRequest>,
  timeoutMs: number,
): Promise<CallbackAttempt> {
  try {
    const status = await guardedPost(url, {
      ...(await request()),
      timeoutMs,
      policy: outboundPolicy(deps.env.OUTBOUND_ALLOWED_RANGES),
    });
    const error = status < 200 || status > 299 ? `The callback answered HTTP ${status}` : null;
    return { status, error, refused: false };
  } catch (err) {
    const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    return { status: null, error, refused: err instanceof InwardAddressError };
  }
}

/** The delivery after its n-th attempt: sent, failed for good (refused or out of attempts), or queued again. */
export function deliveryStatus(attempt: CallbackAttempt, attempts: number): 'sent' | 'failed' | 'queued' {
  if (attempt.error === null) return 'sent';
  return attempt.refused || attempts >= MAX_ATTEMPTS ? 'failed' : 'queued';
}

/** Throws a failed attempt's error so the job queue retries it; a refused address is not retried. */
export function retryIfFailed(attempt: CallbackAttempt): void {
  if (attempt.error && !attempt.refused) throw new Error(attempt.error);
}
