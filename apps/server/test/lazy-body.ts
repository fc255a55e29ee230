import type { OutgoingHttpHeaders } from 'node:http';

/**
 * A call's answer whose body is parsed when a test first reads it. The tests' client runs in the
 * server's own process (inject): parsing every answer there, wanted or not, put the client's work
 * on the server's event loop — the bench's heavy requests only look at the status, and a
 * multi-megabyte answer parsed for nothing read as the server blocking.
 */
export function withLazyBody<B>(status: number, parse: () => B): { status: number; body: B } {
  let parsed: { value: B } | undefined;
  return {
    status,
    get body() {
      parsed ??= { value: parse() };
      return parsed.value;
    },
  };
}

/** The same with the answer's headers. */
export function withLazyBodyAndHeaders<B>(status: number, headers: OutgoingHttpHeaders, parse: () => B) {
  return Object.defineProperty(withLazyBody(status, parse), 'headers', {
    value: headers,
    enumerable: true,
  }) as {
    status: number;
    body: B;
    headers: OutgoingHttpHeaders;
  };
}
