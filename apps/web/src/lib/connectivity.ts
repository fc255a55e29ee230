/** Spec 9: the HTTP timeout option (ms). Used by the connectivity probe only (see lib/api.ts). */
export const HTTP_TIMEOUT_MS = 1000;

/** A cheap answer from the server that needs no token: any answer at all means the network works. */
export const PROBE_URL = '/api/health';

interface ProbeOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Whether the browser believes it is online (navigator.onLine). */
  online?: () => boolean;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Whether the server can be reached now. A data call that failed on the network may have met a
 * brief drop; the offline page is shown only when this probe fails too. The probe is small, so
 * 1 s is long enough for any working connection, and the candidate is not kept waiting on a
 * spinner for a dead one.
 */
export async function probeConnection({
  timeoutMs = HTTP_TIMEOUT_MS,
  fetchImpl = (...args) => fetch(...args),
  online = browserOnline,
}: ProbeOptions = {}): Promise<boolean> {
  if (!online()) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // Any status is an answer: a server in trouble is not a lost connection.
    await fetchImpl(PROBE_URL, { method: 'GET', cache: 'no-store', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
