import { describe, expect, it } from 'vitest';
import { orderedChoices, orderedItems, seededShuffle } from './attempt-order';

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

describe('choice order of a shuffled item', () => {
  const options = ['a', 'b', 'c', 'd', 'e', 'f', 'none'].map((id) => ({ id, fixed: id === 'none' }));
  const opts = { shuffle: true, submissionId: 41, itemId: 'colours' };
  const ids = (list: { id: string }[]) => list.map((o) => o.id);

  it('keeps the authored order when the item is not marked shuffle', () => {
    expect(ids(orderedChoices(options, { ...opts, shuffle: false }))).toEqual(ids(options));
  });

  it('is the same for the same attempt and item (reload, resume), another for another attempt', () => {
    const a = ids(orderedChoices(options, opts));
    expect([...a].sort()).toEqual(ids(options).sort());
    expect(a).not.toEqual(ids(options));
    expect(ids(orderedChoices(options, opts))).toEqual(a);
    expect(ids(orderedChoices(options, { ...opts, submissionId: 42 }))).not.toEqual(a);
    expect(ids(orderedChoices(options, { ...opts, itemId: 'other' }))).not.toEqual(a);
  });

  it('leaves a fixed choice in its place', () => {
    for (let submissionId = 1; submissionId < 30; submissionId++)
      expect(orderedChoices(options, { ...opts, submissionId }).at(-1)?.id).toBe('none');
    const middle = [{ id: 'x' }, { id: 'keep', fixed: true }, { id: 'y' }, { id: 'z' }];
    for (let submissionId = 1; submissionId < 30; submissionId++)
      expect(orderedChoices(middle, { ...opts, submissionId })[1].id).toBe('keep');
  });
});
