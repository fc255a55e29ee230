import { describe, expect, it } from 'vitest';
import { type GapMatchItem, type MatchItem, scoreItem } from '../src/index';
import { expectFullMarks } from './item-expectations';

// Match: pairs "source target"; all-or-nothing on the key, or QTI-like mapped points per pair.
const capitals: MatchItem = {
  id: 'capitals',
  type: 'match',
  indicator: 'geo',
  sources: [{ id: 'fr' }, { id: 'id' }, { id: 'jp' }],
  targets: [{ id: 'paris' }, { id: 'jakarta' }, { id: 'tokyo' }, { id: 'rome' }],
  key: [
    { source: 'fr', target: 'paris' },
    { source: 'id', target: 'jakarta' },
    { source: 'jp', target: 'tokyo' },
  ],
};

describe('match scoring', () => {
  it('is all-or-nothing on the key by default', () => {
    expectFullMarks(capitals, ['fr paris', 'id jakarta', 'jp tokyo'], 1, 'geo');
    expect(scoreItem(capitals, ['fr paris', 'id jakarta'])).toMatchObject({ score: 0, correct: false });
    expect(scoreItem(capitals, ['fr paris', 'id jakarta', 'jp rome'])).toMatchObject({ score: 0 });
  });

  it('sums mapped points per pair with a default value and bounds', () => {
    const mapped: MatchItem = {
      ...capitals,
      mapping: {
        entries: [
          { source: 'fr', target: 'paris', points: 2 },
          { source: 'id', target: 'jakarta', points: 1 },
          { source: 'jp', target: 'tokyo', points: 1 },
        ],
        defaultPoints: -1,
        lowerBound: 0,
        upperBound: 3,
      },
    };
    expect(scoreItem(mapped, ['fr paris', 'id jakarta', 'jp tokyo'])).toMatchObject({
      score: 3,
      maxScore: 3,
    });
    expect(scoreItem(mapped, ['fr paris', 'jp rome'])).toMatchObject({ score: 1, correct: false });
    expect(scoreItem(mapped, ['fr rome', 'jp paris'])).toMatchObject({ score: 0 });
  });

  it('refuses unknown choices and a choice used beyond its limit', () => {
    expect(() => scoreItem(capitals, ['fr berlin'])).toThrow(/not a source and target/);
    expect(() => scoreItem(capitals, ['fr paris', 'fr rome'])).toThrow(/uses fr more than 1/);
    expect(() => scoreItem(capitals, 'fr paris')).toThrow();
    const unlimited: MatchItem = {
      ...capitals,
      sources: capitals.sources.map((s) => ({ ...s, matchMax: 0 })),
    };
    expect(scoreItem(unlimited, ['fr paris', 'fr rome'])).toMatchObject({ score: 0 });
  });
});

// Gap-match: one shared pool of gap texts, each usable matchMax times.
const sentence: GapMatchItem = {
  id: 'poem',
  type: 'gap-match',
  indicator: 'verbal',
  gapTexts: [{ id: 'winter' }, { id: 'spring' }, { id: 'summer', matchMax: 2 }],
  gaps: [{ id: 'g1', key: 'winter' }, { id: 'g2', key: 'summer', points: 2 }, { id: 'g3' }],
};

describe('gap-match scoring', () => {
  it('scores each keyed gap with its points', () => {
    expectFullMarks(sentence, { g1: 'winter', g2: 'summer', g3: 'summer' }, 3, 'verbal');
    expect(scoreItem(sentence, { g1: 'spring', g2: 'summer' })).toMatchObject({ score: 2, correct: false });
  });

  it('scores all-or-nothing when asked', () => {
    const strict: GapMatchItem = { ...sentence, scoring: 'all-or-nothing' };
    expect(scoreItem(strict, { g1: 'winter', g2: 'summer' })).toMatchObject({ score: 1, maxScore: 1 });
    expect(scoreItem(strict, { g1: 'winter', g2: 'spring' })).toMatchObject({ score: 0, maxScore: 1 });
  });

  it('refuses a gap text used beyond its matchMax and unknown gaps or texts', () => {
    expect(() => scoreItem(sentence, { g1: 'winter', g3: 'winter' })).toThrow(/uses winter more than 1/);
    expect(() => scoreItem(sentence, { g9: 'winter' })).toThrow(/not one of its gaps/);
    expect(() => scoreItem(sentence, { g1: 'autumn' })).toThrow(/not a gap text/);
  });
});
