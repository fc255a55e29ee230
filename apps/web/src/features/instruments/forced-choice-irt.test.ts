import { describe, expect, it } from 'vitest';
import { emptyItem } from './content-model';
import {
  addStatement,
  type BlockDraft,
  isCalibrated,
  removeStatement,
  setThreshold,
  statementPairs,
  thresholdsOf,
} from './forced-choice-irt';

const block = (): BlockDraft => {
  const item = emptyItem('forced-choice') as BlockDraft;
  return {
    ...item,
    statements: item.statements.map((s, i) => ({ ...s, indicator: `T${i}`, loading: 0.8, uniqueness: 0.5 })),
    thresholds: [0.1, 0.2, 0.3], // pairs A–B, A–C, B–C
  };
};

describe('forced-choice IRT parameters in the editor', () => {
  it('orders pairs as the engine reads thresholds', () => {
    expect(statementPairs(4)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
  });

  it('a new statement keeps each pair with its threshold; its own pairs start empty', () => {
    const four = addStatement(block());
    expect(four.statements.map((s) => s.id)).toEqual(['A', 'B', 'C', 'D']);
    expect(thresholdsOf(four)).toEqual([0.1, 0.2, null, 0.3, null, null]);
    expect(isCalibrated(four)).toBe(false);
  });

  it('removing a statement drops the thresholds of its pairs and re-letters the rest', () => {
    const four = setThreshold(setThreshold(setThreshold(addStatement(block()), 2, 0.4), 4, 0.5), 5, 0.6);
    expect(
      isCalibrated({
        ...four,
        statements: four.statements.map((s) => ({ ...s, loading: 1, uniqueness: 1 })),
      }),
    ).toBe(true);
    const without = removeStatement(four, 1); // B goes: pairs A–B, B–C, B–D go
    expect(without.statements.map((s) => [s.id, s.indicator])).toEqual([
      ['A', 'T0'],
      ['B', 'T2'],
      ['C', undefined],
    ]);
    expect(without.thresholds).toEqual([0.2, 0.4, 0.6]);
  });

  it('a block whose thresholds are all cleared stores none', () => {
    let item = block();
    for (const p of [0, 1, 2]) item = setThreshold(item, p, null);
    expect(item.thresholds).toBeNull();
    expect(thresholdsOf(setThreshold(item, 1, -0.2))).toEqual([null, -0.2, null]);
  });
});
