import { describe, expect, it } from 'vitest';
import { type InlineChoiceItem, scoreItem } from '../src/index';

// Inline choice: one point per keyed gap answered right (QTI's per-response mapping summed).
const item: InlineChoiceItem = {
  id: 'sky',
  type: 'inline-choice',
  indicator: 'verbal',
  gaps: [
    { id: 'g1', options: [{ id: 'blue' }, { id: 'green' }], key: 'blue' },
    { id: 'g2', options: [{ id: 'day' }, { id: 'night' }], key: 'night' },
    { id: 'g3', options: [{ id: 'x' }, { id: 'y' }] },
  ],
};

describe('inline choice scoring', () => {
  it('scores each keyed gap: both right earns the maximum', () => {
    expect(scoreItem(item, { g1: 'blue', g2: 'night', g3: 'x' })).toMatchObject({
      score: 2,
      maxScore: 2,
      correct: true,
      contributions: { verbal: 2 },
    });
  });

  it('gives partial credit for one gap right and none for the unkeyed gap', () => {
    expect(scoreItem(item, { g1: 'blue', g2: 'day' })).toMatchObject({
      score: 1,
      maxScore: 2,
      correct: false,
    });
    expect(scoreItem(item, { g3: 'y' })).toMatchObject({ score: 0, correct: false });
  });

  it('leaves an item with no keyed gap without a score', () => {
    const unkeyed: InlineChoiceItem = { id: 'u', type: 'inline-choice', gaps: [item.gaps[2]] };
    expect(scoreItem(unkeyed, { g3: 'x' })).toMatchObject({ score: null, maxScore: null, correct: null });
  });

  it('refuses an unknown gap, an option of another gap and an answer of the wrong shape', () => {
    const code = (c: string) => expect.objectContaining({ code: c });
    expect(() => scoreItem(item, { g9: 'blue' })).toThrow(code('ANSWER_OUT_OF_RANGE'));
    expect(() => scoreItem(item, { g1: 'night' })).toThrow(code('ANSWER_OUT_OF_RANGE'));
    expect(() => scoreItem(item, ['blue'])).toThrow(code('INVALID_ANSWER'));
    expect(() => scoreItem(item, 'blue')).toThrow(code('INVALID_ANSWER'));
  });

  it('refuses a key that is not one of its gap options and duplicate gaps', () => {
    const code = expect.objectContaining({ code: 'INVALID_BLUEPRINT' });
    const badKey = { ...item, gaps: [{ ...item.gaps[0], key: 'red' }] };
    expect(() => scoreItem(badKey, null)).toThrow(code);
    expect(() => scoreItem({ ...item, gaps: [item.gaps[0], item.gaps[0]] }, null)).toThrow(code);
  });
});
