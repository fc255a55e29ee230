import { describe, expect, it } from 'vitest';
import { type SelectionItem, scoreItem } from '../src/index';

// Hottext spans and hotspot areas: all-or-nothing on the key, or points per selected choice in bounds.
const keyed: SelectionItem = {
  id: 'nouns',
  type: 'hottext',
  indicator: 'verbal',
  choices: [{ id: 'h1' }, { id: 'h2' }, { id: 'h3' }],
  key: ['h1', 'h3'],
};
const mapped: SelectionItem = {
  id: 'map',
  type: 'hotspot',
  indicator: 'spatial',
  choices: [{ id: 'a1' }, { id: 'a2' }, { id: 'a3' }],
  mapping: { points: { a1: 2, a2: 1, a3: -1 }, lower: 0, upper: 2 },
  maxChoices: 2,
};

describe('selection item scoring', () => {
  it('scores all-or-nothing: exactly the keyed choices earn 1, one missing earns 0', () => {
    expect(scoreItem(keyed, ['h3', 'h1'])).toMatchObject({ score: 1, maxScore: 1, correct: true });
    expect(scoreItem(keyed, ['h1'])).toMatchObject({ score: 0, correct: false });
    expect(scoreItem(keyed, ['h1', 'h2', 'h3'])).toMatchObject({ score: 0, correct: false });
  });

  it('sums mapped points within the bounds', () => {
    expect(scoreItem(mapped, ['a1', 'a2'])).toMatchObject({ score: 2, maxScore: 2, correct: true });
    expect(scoreItem(mapped, ['a2'])).toMatchObject({ score: 1, correct: false });
    expect(scoreItem(mapped, ['a3'])).toMatchObject({ score: 0, contributions: { spatial: 0 } });
  });

  it('refuses a choice the item lacks and more selections than allowed', () => {
    expect(() => scoreItem(keyed, ['h9'])).toThrow(/not one of its choices/);
    expect(() => scoreItem(mapped, ['a1', 'a2', 'a3'])).toThrow(/more than 2/);
  });

  it('refuses a key naming a choice the item lacks', () => {
    expect(() => scoreItem({ ...keyed, key: ['zz'] }, ['h1'])).toThrow(/key zz/);
  });
});

describe('selection mapping with one bound', () => {
  it('keeps a negative sum at the lower bound when no upper bound is set', () => {
    const lowerOnly: SelectionItem = { ...mapped, mapping: { points: { a1: 2, a3: -1 }, lower: 0 } };
    expect(scoreItem(lowerOnly, ['a3'])).toMatchObject({ score: 0, maxScore: 2 });
    expect(scoreItem(lowerOnly, ['a1'])).toMatchObject({ score: 2, correct: true });
  });
});
