import type { InstrumentItem } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import {
  gapPoints,
  scoredPairs,
  setGapPoints,
  setInlineGapPoints,
  setInlinePoints,
  setPairPoints,
  setPairScoring,
  setSourceKey,
  usesGapPoints,
  usesInlinePoints,
  usesPairPoints,
  withoutChoice,
  wrongPoints,
} from './partial-credit';

type MatchItem = Extract<InstrumentItem, { type: 'match' }>;
type GapMatchItem = Extract<InstrumentItem, { type: 'gap-match' }>;
type InlineChoiceItem = Extract<InstrumentItem, { type: 'inline-choice' }>;

const match = (): MatchItem => ({
  type: 'match',
  stem: 'Pair them',
  sources: [
    { id: 'S1', text: 'Cat' },
    { id: 'S2', text: 'Dog' },
  ],
  targets: [
    { id: 'T1', text: 'Meow' },
    { id: 'T2', text: 'Woof' },
  ],
  key: [
    { source: 'S1', target: 'T1' },
    { source: 'S2', target: 'T2' },
  ],
});

describe('points per pair of a match item', () => {
  it('are off (all or nothing) until turned on; then every key pair is worth 1 and other pairs none', () => {
    const item = match();
    expect(usesPairPoints(item)).toBe(false);
    expect(scoredPairs(item)).toEqual([]);
    const on = setPairScoring(item, true);
    expect(usesPairPoints(on)).toBe(true);
    expect(on.mapping).toEqual({
      entries: [
        { source: 'S1', target: 'T1', points: 1 },
        { source: 'S2', target: 'T2', points: 1 },
      ],
      default_points: 0,
    });
    expect(setPairScoring(on, false).mapping).toBeNull();
  });

  it('keeps each pair its own points, and lists pairs the mapping scores outside the key', () => {
    let item = setPairScoring(match(), true);
    item = setPairPoints(item, { source: 'S2', target: 'T2' }, 2.5);
    item = setPairPoints(item, { source: 'S1', target: 'T2' }, -1);
    expect(scoredPairs(item)).toEqual([
      { source: 'S1', target: 'T1', points: 1 },
      { source: 'S2', target: 'T2', points: 2.5 },
      { source: 'S1', target: 'T2', points: -1 },
    ]);
    // Turning points on again keeps what was set.
    expect(setPairScoring(item, true)).toBe(item);
  });

  it('gives a new key pair 1 point and takes a pair out of the key out of the points', () => {
    const item = setSourceKey(setPairScoring(match(), true), 'S1', ['T2']);
    expect(item.key).toEqual([
      { source: 'S2', target: 'T2' },
      { source: 'S1', target: 'T2' },
    ]);
    expect(scoredPairs(item)).toEqual([
      { source: 'S2', target: 'T2', points: 1 },
      { source: 'S1', target: 'T2', points: 1 },
    ]);
    // All or nothing: only the key changes.
    expect(setSourceKey(match(), 'S1', []).mapping).toBeUndefined();
  });

  it('drops a removed choice from the key and the points', () => {
    const item = withoutChoice(setPairScoring(match(), true), 'targets', 'T1');
    expect(item.targets.map((t) => t.id)).toEqual(['T2']);
    expect(item.key).toEqual([{ source: 'S2', target: 'T2' }]);
    expect(item.mapping?.entries).toEqual([{ source: 'S2', target: 'T2', points: 1 }]);
  });
});

describe('points per gap of a gap-match item', () => {
  const gapMatch = (scoring?: GapMatchItem['scoring']): GapMatchItem => ({
    type: 'gap-match',
    stem: 'A [[g1]] and a [[g2]]',
    gap_texts: [
      { id: 'T1', text: 'cat' },
      { id: 'T2', text: 'dog' },
    ],
    gaps: [
      { id: 'g1', key: 'T1' },
      { id: 'g2', key: 'T2', points: 3 },
    ],
    scoring,
  });

  it('are shown per gap (the default) and not when all or nothing', () => {
    expect(usesGapPoints(gapMatch())).toBe(true);
    expect(usesGapPoints(gapMatch('per-gap'))).toBe(true);
    expect(usesGapPoints(gapMatch('all-or-nothing'))).toBe(false);
  });

  it('are 1 unless set, and each gap keeps its own', () => {
    const item = setGapPoints(gapMatch(), 'g1', 0.5);
    expect(item.gaps.map(gapPoints)).toEqual([0.5, 3]);
    expect(gapMatch().gaps.map(gapPoints)).toEqual([1, 3]);
  });
});

describe('points per gap of an inline-choice item', () => {
  const options = [
    { id: 'A', text: 'is' },
    { id: 'B', text: 'are' },
  ];
  const inline = (): InlineChoiceItem => ({
    type: 'inline-choice',
    stem: 'She [[g1]] here and they [[g2]] there',
    gaps: [
      { id: 'g1', options, key: 'A' },
      { id: 'g2', options, key: 'B' },
    ],
  });

  it('are off for an item whose gaps carry none, and on once turned on (each gap worth 1)', () => {
    expect(usesInlinePoints(inline())).toBe(false);
    const on = setInlinePoints(inline(), true);
    expect(usesInlinePoints(on)).toBe(true);
    expect(on.gaps.map((g) => [g.points, wrongPoints(g)])).toEqual([
      [1, 0],
      [1, 0],
    ]);
  });

  it('keep each gap’s own points for its key and a wrong choice, and go when turned off', () => {
    let item = setInlineGapPoints(setInlinePoints(inline(), true), 'g1', { points: 2 });
    item = setInlineGapPoints(item, 'g2', { points: 0.5 });
    item = setInlineGapPoints(item, 'g2', { wrong_points: -1 });
    expect(item.gaps.map((g) => [gapPoints(g), wrongPoints(g)])).toEqual([
      [2, 0],
      [0.5, -1],
    ]);
    expect(setInlinePoints(item, true)).toEqual(item);
    const off = setInlinePoints(item, false);
    expect(off).toEqual(inline());
    expect(usesInlinePoints(off)).toBe(false);
  });
});
