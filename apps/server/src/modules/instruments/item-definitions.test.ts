import { scoreBlueprint, scoreItem } from '@asesa/scoring';
import { describe, expect, it } from 'vitest';
import { answerOf, itemDefinitionsOf, responsesOf } from './item-definitions';

// Stored items as the instrument editor saves them (one of each scored type, and a text item).
const content = {
  sections: [
    {
      items: [
        { id: 'legacy', type: 'single_choice', options: [{ id: 'A' }, { id: 'B' }], key: 'A' },
        { id: 'single', type: 'single', indicator: 'REA', options: [{ id: 'A' }, { id: 'B' }], key: 'B' },
        {
          id: 'likert',
          type: 'likert',
          indicator: 'EXT',
          reverse: true,
          options: [1, 2, 3, 4, 5].map((v) => ({ id: `o${v}`, value: v })),
        },
        { id: 'multi', type: 'multiple', options: [{ id: 'A' }, { id: 'B' }, { id: 'C' }], keys: ['A', 'C'] },
        { id: 'tf', type: 'true-false', key: false },
        {
          id: 'weighted',
          type: 'single',
          options: [
            { id: 'A', weights: { EXT: 2, UNKNOWN: 9 } },
            { id: 'B', weights: { EXT: 0 } },
          ],
        },
        {
          id: 'block',
          type: 'forced-choice',
          statements: [
            { id: 's1', indicator: 'EXT' },
            { id: 's2', indicator: 'REA' },
            { id: 's3', indicator: 'REA', reverse: true },
          ],
        },
        { id: 'essay', type: 'text' },
      ],
    },
  ],
};

describe('itemDefinitionsOf', () => {
  it('converts every scored type and leaves text items and unknown indicators out', () => {
    const defs = itemDefinitionsOf(content, {
      indicators: new Set(['REA', 'EXT']),
      untaggedIndicator: 'REA',
    });
    expect(defs.map((d) => `${d.id}:${d.type}`)).toEqual([
      'legacy:single',
      'single:single',
      'likert:likert',
      'multi:multiple',
      'tf:true-false',
      'weighted:single',
      'block:forced-choice',
    ]);
    expect(defs[0]).toMatchObject({ key: 'A', indicator: 'REA' });
    expect(defs[2]).toMatchObject({ min: 1, max: 5, reverse: true, indicator: 'EXT' });
    expect(defs[3]).toMatchObject({ key: ['A', 'C'] });
    expect(defs[5]).toMatchObject({
      options: [
        { id: 'A', weights: { EXT: 2 } },
        { id: 'B', weights: { EXT: 0 } },
      ],
    });
  });

  it('number correct only: no indicators at all', () => {
    const defs = itemDefinitionsOf(content, { indicators: null });
    expect(defs.some((d) => 'indicator' in d)).toBe(false);
    expect(defs.find((d) => d.id === 'block')).toBeUndefined();
  });

  it('scores stored answers through the engine', () => {
    const items = itemDefinitionsOf(content, {
      indicators: new Set(['REA', 'EXT']),
      untaggedIndicator: 'REA',
    });
    const stored = [
      { item_id: 'legacy', value: 'A' },
      { item_id: 'single', value: 'B' },
      { item_id: 'likert', value: 'o2' },
      { item_id: 'multi', value: '["A","C"]' },
      { item_id: 'tf', value: 'false' },
      { item_id: 'weighted', value: 'A' },
      { item_id: 'block', value: '{"most":"s1","least":"s2"}' },
      { item_id: 'essay', value: 'free text' },
    ];
    const result = scoreBlueprint(
      {
        id: 'b',
        version: '1',
        items,
        indicators: [{ id: 'REA' }, { id: 'EXT' }],
      },
      responsesOf(items, stored),
    );
    // Keyed: legacy, single, multi, tf (the untagged ones feed REA).
    expect(result.numberCorrect).toBe(4);
    // EXT: likert reversed 1 + 5 − 2 = 4, weighted option A 2, block most = 2 → 8.
    expect(result.indicators.EXT.raw).toBe(8);
    expect(answerOf(items[4], '"true"')).toBe('true');
  });

  it('carries an inline-choice gap’s points and a wrong choice’s points to the engine', () => {
    const options = [{ id: 'A' }, { id: 'B' }, { id: 'C' }];
    const inline = {
      sections: [
        {
          items: [
            {
              id: 'inline',
              type: 'inline-choice',
              stem: '[[g1]] [[g2]] [[g3]]',
              gaps: [
                { id: 'g1', options, key: 'A', points: 2 },
                { id: 'g2', options, key: 'B', points: 0.5, wrong_points: -1 },
                { id: 'g3', options, key: 'C', points: null, wrong_points: null },
              ],
            },
          ],
        },
      ],
    };
    const [def] = itemDefinitionsOf(inline, { indicators: null });
    expect(def).toMatchObject({
      gaps: [
        { id: 'g1', key: 'A', points: 2 },
        { id: 'g2', key: 'B', points: 0.5, wrongPoints: -1 },
        { id: 'g3', key: 'C' },
      ],
    });
    expect(def.type === 'inline-choice' && def.gaps[2]).not.toHaveProperty('points');
    // g1 right (2), g2 wrong (−1), g3 right (1): 2 of a possible 3.5.
    expect(scoreItem(def, answerOf(def, '{"g1":"A","g2":"C","g3":"C"}'))).toMatchObject({
      score: 2,
      maxScore: 3.5,
    });
  });
});
