import { describe, expect, it } from 'vitest';
import { applyBands, type BandSet, type CharacterRuleSet, classifyCharacter } from '../src/index';

const set: BandSet = {
  id: 'behaviour',
  scale: 'sten',
  bands: [
    { max: 3, level: 'low', label: 'Reserved', description: 'Prefers to listen', colour: '#c62828' },
    { min: 4, max: 7, level: 'mid', label: 'Balanced', colour: '#f9a825' },
    { min: 8, level: 'high', label: 'Outgoing', description: 'Seeks company', colour: '#2e7d32' },
  ],
};

describe('behaviour bands', () => {
  it.each([
    { value: 1, level: 'low' },
    { value: 3, level: 'low' },
    { value: 4, level: 'mid' },
    { value: 7, level: 'mid' },
    { value: 8, level: 'high' },
    { value: 10, level: 'high' },
  ])('sten $value → $level', ({ value, level }) => {
    expect(applyBands(set, value)?.level).toBe(level);
  });

  it('returns label, description and colour', () => {
    expect(applyBands(set, 9)).toEqual({
      bandSetId: 'behaviour',
      scale: 'sten',
      value: 9,
      level: 'high',
      label: 'Outgoing',
      description: 'Seeks company',
      colour: '#2e7d32',
    });
  });

  it('a value in no band gives null; the first matching band wins on overlap', () => {
    const gappy: BandSet = {
      id: 'g',
      scale: 'z',
      bands: [
        { max: -1, level: 'a' },
        { min: 1, level: 'b' },
        { min: 0.5, level: 'c' },
      ],
    };
    expect(applyBands(gappy, 0)).toBeNull();
    expect(applyBands(gappy, 2)?.level).toBe('b');
  });
});

describe('character rules', () => {
  const rules: CharacterRuleSet = {
    id: 'disc',
    version: '2',
    rules: [
      {
        type: 'D',
        label: 'Dominance',
        all: [{ dimension: 'assertive', op: '>=', value: 7 }],
        any: [
          { dimension: 'warm', op: '<', value: 5 },
          { dimension: 'calm', op: '<=', value: 4 },
        ],
      },
      {
        type: 'I',
        all: [
          { dimension: 'warm', op: '>', other: 'assertive' },
          { dimension: 'warm', op: '>=', value: 6 },
        ],
      },
      { type: 'S', all: [{ dimension: 'calm', op: '==', value: 10 }] },
      { type: 'C', all: [{ dimension: 'assertive', op: '!=', value: 5 }] },
    ],
    fallback: { type: 'X', label: 'Unclassified' },
  };
  it.each([
    { profile: { assertive: 8, warm: 3, calm: 6 }, type: 'D', ruleIndex: 0 },
    { profile: { assertive: 8, warm: 6, calm: 4 }, type: 'D', ruleIndex: 0 },
    { profile: { assertive: 8, warm: 9, calm: 9 }, type: 'I', ruleIndex: 1 },
    { profile: { assertive: 5, warm: 5, calm: 10 }, type: 'S', ruleIndex: 2 },
    { profile: { assertive: 4, warm: 5, calm: 5 }, type: 'C', ruleIndex: 3 },
    { profile: { assertive: 5, warm: 5, calm: 5 }, type: 'X', ruleIndex: null },
  ])('$profile → $type', ({ profile, type, ruleIndex }) => {
    const result = classifyCharacter(rules, (d) => profile[d as keyof typeof profile]);
    expect(result).toMatchObject({ type, ruleIndex, ruleSetId: 'disc', ruleSetVersion: '2' });
  });
  it('without a fallback an unmatched profile has type null', () => {
    const strict: CharacterRuleSet = {
      id: 's',
      rules: [{ type: 'A', all: [{ dimension: 'x', op: '>', value: 5 }] }],
    };
    expect(classifyCharacter(strict, () => 1).type).toBeNull();
  });
});
