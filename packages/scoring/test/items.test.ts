import { describe, expect, it } from 'vitest';
import { type Answer, type ItemDefinition, reverseScore, scoreItem } from '../src/index';

const abcd = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];

describe('item scoring by type', () => {
  const cases: Array<{
    name: string;
    item: ItemDefinition;
    answer: Answer;
    score: number | null;
    correct?: boolean | null;
    contributions?: Record<string, number>;
  }> = [
    {
      name: 'single choice, keyed, right',
      item: { id: 'q', type: 'single', options: abcd, key: 'b', indicator: 'ab' },
      answer: 'b',
      score: 1,
      correct: true,
      contributions: { ab: 1 },
    },
    {
      name: 'single choice, keyed, wrong',
      item: { id: 'q', type: 'single', options: abcd, key: 'b', indicator: 'ab' },
      answer: 'c',
      score: 0,
      correct: false,
      contributions: { ab: 0 },
    },
    {
      name: 'single choice with option weights per indicator',
      item: {
        id: 'q',
        type: 'single',
        options: [
          { id: 'x', weights: { lead: 2, care: -1 } },
          { id: 'y', weights: { care: 3 } },
        ],
      },
      answer: 'x',
      score: null,
      correct: null,
      contributions: { lead: 2, care: -1 },
    },
    {
      name: 'single choice with option values and item weight',
      item: {
        id: 'q',
        type: 'single',
        options: [
          { id: 'x', value: 2 },
          { id: 'y', value: 0 },
        ],
        indicator: 'sjt',
        weight: 1.5,
      },
      answer: 'x',
      score: 2,
      contributions: { sjt: 3 },
    },
    {
      name: 'multiple response, all-or-nothing, exact',
      item: { id: 'q', type: 'multiple', options: abcd, key: ['a', 'c'], indicator: 'i' },
      answer: ['c', 'a'],
      score: 1,
      correct: true,
    },
    {
      name: 'multiple response, all-or-nothing, extra',
      item: { id: 'q', type: 'multiple', options: abcd, key: ['a', 'c'], indicator: 'i' },
      answer: ['a', 'c', 'd'],
      score: 0,
      correct: false,
    },
    {
      name: 'multiple response, partial credit',
      item: {
        id: 'q',
        type: 'multiple',
        options: abcd,
        key: ['a', 'b', 'c'],
        scoring: 'partial',
        indicator: 'i',
      },
      answer: ['a', 'b', 'd'],
      score: 1,
      correct: false,
    },
    {
      name: 'multiple response, partial never negative',
      item: { id: 'q', type: 'multiple', options: abcd, key: ['a'], scoring: 'partial', indicator: 'i' },
      answer: ['b', 'c'],
      score: 0,
    },
    {
      name: 'multiple response, option weights summed',
      item: {
        id: 'q',
        type: 'multiple',
        options: [{ id: 'a', weights: { x: 1 } }, { id: 'b', weights: { x: 2, y: 1 } }, { id: 'c' }],
      },
      answer: ['a', 'b'],
      score: null,
      contributions: { x: 3, y: 1 },
    },
    {
      name: 'true/false keyed true, answered true',
      item: { id: 'q', type: 'true-false', key: true, indicator: 'i' },
      answer: 'true',
      score: 1,
      correct: true,
    },
    {
      name: 'true/false keyed false, answered true (boolean)',
      item: { id: 'q', type: 'true-false', key: false, indicator: 'i' },
      answer: true,
      score: 0,
      correct: false,
    },
    {
      name: 'true/false unkeyed reverse',
      item: { id: 'q', type: 'true-false', reverse: true, indicator: 'i' },
      answer: 'false',
      score: 1,
      correct: null,
    },
    {
      name: 'Likert',
      item: { id: 'q', type: 'likert', min: 1, max: 5, indicator: 'i' },
      answer: 4,
      score: 4,
      correct: null,
    },
    {
      name: 'Likert reverse-keyed',
      item: { id: 'q', type: 'likert', min: 1, max: 5, reverse: true, indicator: 'i' },
      answer: 4,
      score: 2,
    },
    {
      name: 'Likert 1–6 reverse (bfi: 7 − x)',
      item: { id: 'q', type: 'likert', min: 1, max: 6, reverse: true, indicator: 'i' },
      answer: 1,
      score: 6,
    },
    {
      name: 'Likert by option id',
      item: {
        id: 'q',
        type: 'likert',
        min: 1,
        max: 3,
        indicator: 'i',
        options: [
          { id: 'no', value: 1 },
          { id: 'meh', value: 2 },
          { id: 'yes', value: 3 },
        ],
      },
      answer: 'yes',
      score: 3,
    },
    {
      name: 'numeric keyed within tolerance',
      item: { id: 'q', type: 'numeric', key: { value: 3.14, tolerance: 0.01 }, indicator: 'i' },
      answer: 3.145,
      score: 1,
      correct: true,
    },
    {
      name: 'numeric keyed outside tolerance',
      item: { id: 'q', type: 'numeric', key: { value: 3.14, tolerance: 0.01 }, indicator: 'i' },
      answer: 3.2,
      score: 0,
    },
    {
      name: 'numeric keyed exact with float noise',
      item: { id: 'q', type: 'numeric', key: { value: 0.3 }, indicator: 'i' },
      answer: 0.1 + 0.2,
      score: 1,
    },
    {
      name: 'numeric unkeyed value',
      item: { id: 'q', type: 'numeric', min: 0, max: 100, indicator: 'i' },
      answer: 42,
      score: 42,
      correct: null,
    },
    {
      name: 'ranking keyed, identical order',
      item: { id: 'q', type: 'ranking', options: abcd, key: ['a', 'b', 'c', 'd'], indicator: 'i' },
      answer: ['a', 'b', 'c', 'd'],
      score: 6,
      correct: true,
    },
    {
      name: 'ranking keyed, one swap',
      item: { id: 'q', type: 'ranking', options: abcd, key: ['a', 'b', 'c', 'd'], indicator: 'i' },
      answer: ['b', 'a', 'c', 'd'],
      score: 5,
      correct: false,
    },
    {
      name: 'ranking keyed, reversed',
      item: { id: 'q', type: 'ranking', options: abcd, key: ['a', 'b', 'c', 'd'], indicator: 'i' },
      answer: ['d', 'c', 'b', 'a'],
      score: 0,
    },
    {
      name: 'ranking with Borda-weighted option weights',
      item: {
        id: 'q',
        type: 'ranking',
        options: [
          { id: 'x', weights: { p: 1 } },
          { id: 'y', weights: { q: 1 } },
          { id: 'z', weights: { p: 1 } },
        ],
      },
      answer: ['y', 'x', 'z'],
      score: null,
      contributions: { p: 1, q: 2 }, // y first → 2 points, x → 1, z → 0
    },
    {
      name: 'forced choice most/least (ipsative 2/1/0)',
      item: {
        id: 'q',
        type: 'forced-choice',
        statements: [
          { id: 's1', indicator: 'A' },
          { id: 's2', indicator: 'B' },
          { id: 's3', indicator: 'C' },
        ],
      },
      answer: { most: 's2', least: 's1' },
      score: null,
      contributions: { A: 0, B: 2, C: 1 },
    },
    {
      name: 'forced choice with a negatively keyed statement',
      item: {
        id: 'q',
        type: 'forced-choice',
        statements: [
          { id: 's1', indicator: 'A', reverse: true },
          { id: 's2', indicator: 'B' },
          { id: 's3', indicator: 'A' },
          { id: 's4', indicator: 'C' },
        ],
      },
      answer: { most: 's1', least: 's4' },
      score: null,
      contributions: { A: 0 + 1, B: 1, C: 0 },
    },
  ];
  it.each(cases)('$name', ({ item, answer, score, correct, contributions }) => {
    const result = scoreItem(item, answer);
    expect(result.answered).toBe(true);
    expect(result.score).toBe(score);
    if (correct !== undefined) expect(result.correct).toBe(correct);
    if (contributions) expect(result.contributions).toEqual(contributions);
  });

  it('an unanswered item is reported as such', () => {
    expect(scoreItem({ id: 'q', type: 'single', options: abcd, key: 'a' }, null)).toEqual({
      item: 'q',
      answered: false,
      score: null,
      maxScore: 1,
      correct: null,
      contributions: {},
    });
  });

  it('reverse keying twice is the identity', () => {
    for (let x = 1; x <= 7; x++) expect(reverseScore(reverseScore(x, 1, 7), 1, 7)).toBe(x);
  });
});

describe('answer validation', () => {
  const rankingOfFour: ItemDefinition = {
    id: 'q',
    type: 'ranking',
    options: abcd,
    key: ['a', 'b', 'c', 'd'],
  };
  const mostLeastPair: ItemDefinition = {
    id: 'q',
    type: 'forced-choice',
    statements: [
      { id: 's1', indicator: 'A' },
      { id: 's2', indicator: 'B' },
    ],
  };
  it.each([
    { item: { id: 'q', type: 'single', options: abcd, key: 'a' }, answer: 'z', code: 'ANSWER_OUT_OF_RANGE' },
    { item: { id: 'q', type: 'single', options: abcd, key: 'a' }, answer: ['a'], code: 'INVALID_ANSWER' },
    { item: { id: 'q', type: 'multiple', options: abcd, key: ['a'] }, answer: 'a', code: 'INVALID_ANSWER' },
    {
      item: { id: 'q', type: 'multiple', options: abcd, key: ['a'] },
      answer: ['a', 'a'],
      code: 'ANSWER_OUT_OF_RANGE',
    },
    {
      item: { id: 'q', type: 'multiple', options: abcd, key: ['a'], maxSelections: 1 },
      answer: ['a', 'b'],
      code: 'ANSWER_OUT_OF_RANGE',
    },
    { item: { id: 'q', type: 'likert', min: 1, max: 5 }, answer: 6, code: 'ANSWER_OUT_OF_RANGE' },
    { item: { id: 'q', type: 'likert', min: 1, max: 5 }, answer: 2.5, code: 'ANSWER_OUT_OF_RANGE' },
    { item: { id: 'q', type: 'likert', min: 1, max: 5 }, answer: 'agree', code: 'INVALID_ANSWER' },
    { item: { id: 'q', type: 'true-false', key: true }, answer: 'yes', code: 'ANSWER_OUT_OF_RANGE' },
    { item: { id: 'q', type: 'numeric', min: 0, max: 10 }, answer: 11, code: 'ANSWER_OUT_OF_RANGE' },
    { item: { id: 'q', type: 'numeric' }, answer: Number.NaN, code: 'INVALID_ANSWER' },
    {
      item: rankingOfFour,
      answer: ['a', 'b', 'c'],
      code: 'ANSWER_OUT_OF_RANGE',
    },
    {
      item: rankingOfFour,
      answer: ['a', 'b', 'c', 'c'],
      code: 'ANSWER_OUT_OF_RANGE',
    },
    {
      item: mostLeastPair,
      answer: { most: 's1', least: 's1' },
      code: 'ANSWER_OUT_OF_RANGE',
    },
    {
      item: mostLeastPair,
      answer: { most: 's1', least: 's9' },
      code: 'ANSWER_OUT_OF_RANGE',
    },
    {
      item: mostLeastPair,
      answer: 's1',
      code: 'INVALID_ANSWER',
    },
  ] as Array<{ item: ItemDefinition; answer: Answer; code: string }>)('$item.type answer $answer → $code', ({
    item,
    answer,
    code,
  }) => {
    expect(() => scoreItem(item, answer)).toThrow(
      expect.objectContaining({ code, message: expect.stringContaining('item q') }),
    );
  });

  it.each([
    { item: { id: 'q', type: 'single', options: abcd, key: 'z' }, why: 'key not an option' },
    { item: { id: 'q', type: 'single', options: [{ id: 'a' }, { id: 'a' }] }, why: 'duplicate option' },
    {
      item: { id: 'q', type: 'single', options: abcd, indicator: 'i' },
      why: 'indicator without key or values',
    },
    { item: { id: 'q', type: 'likert', min: 5, max: 1 }, why: 'min > max' },
    { item: { id: 'q', type: 'ranking', options: abcd, key: ['a', 'b'] }, why: 'partial ranking key' },
    {
      item: { id: 'q', type: 'forced-choice', statements: [{ id: 's1', indicator: 'A' }] },
      why: 'one statement',
    },
    { item: { id: 'q', type: 'essay' }, why: 'unknown type' },
  ] as Array<{ item: ItemDefinition; why: string }>)('invalid item: $why', ({ item }) => {
    expect(() => scoreItem(item, null)).toThrow(expect.objectContaining({ code: 'INVALID_BLUEPRINT' }));
  });
});
