import { describe, expect, it } from 'vitest';
import { type InlineChoiceItem, scoreItem } from '../src/index';
import { expectFullMarks } from './item-expectations';

// Inline choice: each keyed gap answered right earns its points, 1 unless the gap gives others
// (QTI's per-response mapping summed).
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
    expectFullMarks(item, { g1: 'blue', g2: 'night', g3: 'x' }, 2, 'verbal');
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

  describe('with points per gap', () => {
    // Gap A worth 2, gap B worth 0.5 with a wrong choice costing 1, gap C unkeyed.
    const weighted: InlineChoiceItem = {
      id: 'weighted',
      type: 'inline-choice',
      indicator: 'verbal',
      gaps: [
        { id: 'A', options: [{ id: 'a1' }, { id: 'a2' }], key: 'a1', points: 2 },
        {
          id: 'B',
          options: [{ id: 'b1' }, { id: 'b2' }, { id: 'b3' }],
          key: 'b2',
          points: 0.5,
          wrongPoints: -1,
        },
        { id: 'C', options: [{ id: 'c1' }, { id: 'c2' }] },
      ],
    };

    it('sums each gap’s points: the maximum is 2.5', () => {
      expectFullMarks(weighted, { A: 'a1', B: 'b2', C: 'c1' }, 2.5, 'verbal');
      expect(scoreItem(weighted, { A: 'a1' })).toMatchObject({ score: 2, maxScore: 2.5, correct: false });
      expect(scoreItem(weighted, { B: 'b2' })).toMatchObject({ score: 0.5, correct: false });
    });

    it('takes a wrong choice’s points off and gives nothing for an unanswered gap', () => {
      expect(scoreItem(weighted, { A: 'a1', B: 'b3' })).toMatchObject({ score: 1, correct: false });
      expect(scoreItem(weighted, { A: 'a2', B: 'b1' })).toMatchObject({ score: -1 });
      expect(scoreItem(weighted, { A: 'a2' })).toMatchObject({ score: 0 });
      expect(scoreItem(weighted, {})).toMatchObject({ score: 0 });
    });

    it('refuses points that are not finite', () => {
      const bad = { ...weighted, gaps: [{ ...weighted.gaps[0], points: Number.NaN }] };
      expect(() => scoreItem(bad, null)).toThrow(expect.objectContaining({ code: 'INVALID_BLUEPRINT' }));
    });
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
