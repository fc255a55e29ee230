/** The server's notion of now, as ISO-8601 text (how timestamps are stored). */
export function nowIso(): string {
  return new Date().toISOString();
}

export function addMs(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}
