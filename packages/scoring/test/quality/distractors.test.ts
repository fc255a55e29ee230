import { describe, expect, it } from 'vitest';
import { distractorAnalysis } from '../../src/index';

describe('distractor analysis', () => {
  // 10 people, 3 items; item 1 key 'a'. Strong people choose a, weak people b; 'd' declared but unused.
  const choices = [
    ['a', 'a', 'a'],
    ['a', 'a', 'a'],
    ['a', 'a', 'b'],
    ['a', 'b', 'a'],
    ['a', 'a', null],
    ['b', 'a', 'b'],
    ['b', 'b', 'a'],
    ['b', 'b', 'b'],
    ['c', 'b', 'b'],
    ['b', 'b', 'b'],
  ];
  const keys = ['a', 'a', 'a'];
  const [first, , third] = distractorAnalysis(choices, keys, {
    options: [
      ['a', 'b', 'c', 'd'],
      ['a', 'b'],
      ['a', 'b'],
    ],
  });

  it('counts and proportions per option, including unused and omitted', () => {
    const byOption = Object.fromEntries(first.options.map((o) => [String(o.option), o]));
    expect(byOption.a).toMatchObject({ count: 5, proportion: 0.5, isKey: true });
    expect(byOption.b).toMatchObject({ count: 4, proportion: 0.4 });
    expect(byOption.c).toMatchObject({ count: 1, proportion: 0.1 });
    expect(byOption.d).toMatchObject({
      count: 0,
      meanTotal: null,
      pointBiserial: null,
      flags: ['non-functioning'],
    });
    expect(first.pValue).toBe(0.5);
    expect(third.options.find((o) => o.option === null)?.count).toBe(1);
  });

  it('the key discriminates positively, distractors negatively', () => {
    const key = first.options.find((o) => o.isKey);
    const distractor = first.options.find((o) => o.option === 'b');
    expect(key?.pointBiserial).toBeGreaterThan(0.5);
    expect(distractor?.pointBiserial).toBeLessThan(0);
    expect(key?.discrimination).toBeGreaterThan(0);
    expect(key?.meanTotal).toBeGreaterThan(distractor?.meanTotal as number);
    // upper group (top 27 % of 10 ≈ 3 people) all chose the key
    expect(key?.upper).toBe(1);
    expect(key?.lower).toBe(0);
  });

  it('flags a distractor chosen by strong candidates', () => {
    const tricky = distractorAnalysis(
      [
        ['a', 'a', 'c'],
        ['a', 'a', 'c'],
        ['a', 'a', 'a'],
        ['b', 'b', 'b'],
        ['b', 'b', 'a'],
        ['b', 'a', 'b'],
      ],
      ['a', 'a', 'a'],
    );
    expect(tricky[2].options.find((o) => o.option === 'c')?.flags).toContain('positive-distractor');
    expect(tricky[2].options.find((o) => o.isKey)?.flags).toContain('negative-key');
  });

  it('rejects ragged input', () => {
    expect(() => distractorAnalysis([['a'], ['a', 'b']], ['a', 'a'])).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });
});
