// Some answers carry a large JSON document the server keeps as text (a finished analysis's result:
// thousands of per-item and per-person figures). Parsing it only to serialise it again made
// objects by the hundred thousand on every read, and under a stream of reads the collector's
// marking held the event loop for tens of milliseconds. Such a value travels as its stored text:
// the answer is serialised around a small placeholder, which is then replaced by the text.

import { randomBytes } from 'node:crypto';

/** A JSON object kept as text, sent as it is where the answer has an object. */
class StoredJson {
  constructor(readonly text: string) {}
}

/**
 * A stored JSON object's text as a value of an answer; the serialiser writes the text unchanged.
 * Typed as the object it stands for, which is what the caller receives.
 */
export function storedJson<T extends object = Record<string, unknown>>(text: string): T {
  return new StoredJson(text) as unknown as T;
}

/** A key no answer has: the placeholder object's only key, so its serialised form is unique. */
const PLACEHOLDER_KEY = `stored-json-${randomBytes(12).toString('hex')}`;

/**
 * Wraps an answer serialiser so that stored JSON among the fields of the answer's data (one level
 * down: `{ code, data: { …, result: storedJson(text) } }`) is written as its text. The rest of the
 * answer is checked and serialised as usual, with a placeholder object in each such field.
 */
export function writingStoredJson(serialise: (data: unknown) => string): (data: unknown) => string {
  return (answer) => {
    const data = (answer as { data?: unknown } | null)?.data;
    if (!data || typeof data !== 'object') return serialise(answer);
    const texts: string[] = [];
    let fields: Record<string, unknown> | null = null;
    for (const [key, value] of Object.entries(data)) {
      if (!(value instanceof StoredJson)) continue;
      fields ??= { ...data };
      fields[key] = { [PLACEHOLDER_KEY]: texts.length };
      texts.push(value.text);
    }
    if (!fields) return serialise(answer);
    const out = serialise({ ...(answer as object), data: fields });
    return texts.reduce((text, stored, i) => text.replace(`{"${PLACEHOLDER_KEY}":${i}}`, () => stored), out);
  };
}
