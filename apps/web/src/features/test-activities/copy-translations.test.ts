import { describe, expect, it } from 'vitest';
import { COPY } from './copy';

type Strings = Record<string, Record<string, [string, string]>>;

// The master translations every installation gets are seeded by the server's migrations as
// `page code → key → [Indonesian, English]` tables; gather all of them.
const migrations = import.meta.glob<Record<string, unknown>>('../../../../server/src/db/migrations/*.ts', {
  eager: true,
});
const isStrings = (v: unknown): v is Strings =>
  typeof v === 'object' &&
  v !== null &&
  Object.values(v).every(
    (keys) =>
      typeof keys === 'object' &&
      keys !== null &&
      Object.values(keys).every((pair) => Array.isArray(pair) && pair.length === 2),
  );
const seeded = new Map<string, [string, string]>();
for (const module of Object.values(migrations))
  for (const value of Object.values(module))
    if (isStrings(value))
      for (const [page, keys] of Object.entries(value))
        if (page.startsWith('participant-'))
          for (const [key, pair] of Object.entries(keys)) seeded.set(key, pair);

/** Sentences with numbers are built from these templates (buildCopy), not from the key itself. */
const TEMPLATES: Record<string, string[]> = {
  greeting: ['greeting', 'greetingAnonymous'],
  answeredOf: ['answeredOf'],
  itemsCount: ['itemsCount', 'itemsCountOne'],
  timeLimit: ['timeLimit'],
  itemOf: ['itemOf'],
  navigatorItem: ['navigatorItem', 'navigatorAnswered', 'navigatorUnanswered', 'navigatorCurrent'],
  answeredCount: ['answeredCount'],
  finishConfirmBody: ['finishConfirmBodyPartial', 'finishConfirmBodyAll'],
  congratName: ['congratName', 'congratAnonymous'],
  remainingTime: ['remainingTime'],
  stenScale: ['stenScale'],
};

describe('the participant pages in Indonesian and English', () => {
  it('every string of the participant pages is seeded in both languages', () => {
    expect(seeded.size).toBeGreaterThan(100);
    const missing = Object.entries(COPY).flatMap(([key, value]) =>
      (typeof value === 'function' ? (TEMPLATES[key] ?? [`${key} (template)`]) : [key]).filter(
        (k) => !seeded.get(k)?.[0]?.trim() || !seeded.get(k)?.[1]?.trim(),
      ),
    );
    expect(missing).toEqual([]);
  });

  // The connection-lost and partner pages keep the spec's Indonesian wording in the bundle.
  it('the bundled English is the seeded English', () => {
    const differs = Object.entries(COPY).filter(
      ([key, value]) =>
        typeof value === 'string' &&
        seeded.has(key) &&
        seeded.get(key)![1] !== value &&
        !key.startsWith('offline') &&
        !key.startsWith('partner'),
    );
    expect(differs.map(([key]) => key)).toEqual([]);
  });
});
