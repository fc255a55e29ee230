let lastMs = Number.NaN;
let lastIso = '';

/**
 * The server's notion of now, as ISO-8601 text (how timestamps are stored). Formatting a date
 * costs about half a microsecond and an answer save asks a few times: within one millisecond
 * the same text is answered.
 */
export function nowIso(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}

export function addMs(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}
