/** The variables of invitation templates as written in a template: `{name}`. */
const TOKEN = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Replaces the known variables with sample values; unknown ones stay visible as written. */
export function renderPreview(text: string, values: Record<string, string>): string {
  return text.replace(TOKEN, (whole, name: string) => (name in values ? values[name] : whole));
}

/** Variables the template uses that are not known (the server refuses these on save). */
export function unknownVariables(text: string, known: readonly string[]): string[] {
  const unknown: string[] = [];
  for (const m of text.matchAll(TOKEN))
    if (!known.includes(m[1]) && !unknown.includes(m[1])) unknown.push(m[1]);
  return unknown;
}

/** Inserts `token` into `text` at the selection [start, end), answering the new text and caret. */
export function insertAt(
  text: string,
  token: string,
  start: number,
  end = start,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}
