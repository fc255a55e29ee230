import { describe, expect, it } from 'vitest';
import { orderedItems, seededShuffle } from './attempt-order';

describe('attempt order', () => {
  const items = Array.from({ length: 12 }, (_, i) => `i${i}`);
  const opts = { randomise: true, participantCode: 'ABCD-EFGH-JK', submissionId: 7, sectionId: 's_1' };

  it('keeps the authored order unless the project randomises', () => {
    expect(orderedItems(items, { ...opts, randomise: false })).toEqual(items);
  });

  it('shuffles every item exactly once, the same way for the same participant, submission and section', () => {
    const a = orderedItems(items, opts);
    expect([...a].sort()).toEqual([...items].sort());
    expect(a).not.toEqual(items);
    expect(orderedItems(items, opts)).toEqual(a);
    expect(orderedItems(items, { ...opts, participantCode: 'ZZZZ-YYYY-XX' })).not.toEqual(a);
    expect(orderedItems(items, { ...opts, sectionId: 's_2' })).not.toEqual(a);
  });

  it('does not change its input', () => {
    const copy = [...items];
    seededShuffle(items, 'seed');
    expect(items).toEqual(copy);
  });
});
