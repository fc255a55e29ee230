import type { InstrumentItem } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import {
  gapPoints,
  scoredPairs,
  setGapPoints,
  setPairPoints,
  setPairScoring,
  setSourceKey,
  usesGapPoints,
  usesPairPoints,
  withoutChoice,
} from './partial-credit';

type MatchItem = Extract<InstrumentItem, { type: 'match' }>;
type GapMatchItem = Extract<InstrumentItem, { type: 'gap-match' }>;

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
