/**
 * DIF of rating items: Mantel's test for ordered responses with the standardized mean difference
 * and the ETS AA/BB/CC rule (Zwick, Thomas & Mazzeo 1997; Zwick 2012, ETS RR-12-08), checked by
 * hand on small tables, against the Mantel–Haenszel formulas on 0/1 items, and on a sample drawn
 * from a graded response model with two statements planted to work differently for one group.
 */
import { describe, expect, it } from 'vitest';
import {
  analyseEvidence,
  createRng,
  type EvidenceItem,
  type EvidencePerson,
  etsPolytomousClass,
  mantelSmdCells,
} from '../../src/index';

/** Persons of a table given as (group, stratum, scores…) so each case reads as in the comment above it. */
function table(cells: Array<[string, number, number[]]>) {
  const scores: number[] = [];
  const groups: string[] = [];
  const matching: number[] = [];
  for (const [group, stratum, ys] of cells)
    for (const y of ys) {
      scores.push(y);
      groups.push(group);
      matching.push(stratum);
    }
  return { scores, groups, matching };
}

describe("Mantel's test and the SMD", () => {
  it('reproduces a hand computation on a 0–2 item in two strata', () => {
    // Stratum 1: reference 0, 1, 2; focal 0, 0, 1. Stratum 2: reference 2, 2; focal 1, 2.
    // Stratum 1: n = 6, Σy = 4, Σy² = 6, F = 1, E(F) = 3/6 · 4 = 2, Var = 9/(36 · 5) · (6 · 6 − 16) = 1.
    // Stratum 2: n = 4, Σy = 7, Σy² = 13, F = 3, E(F) = 2/4 · 7 = 3.5, Var = 4/(16 · 3) · (4 · 13 − 49) = 0.25.
    // χ² = (4 − 5.5)² / 1.25 = 1.8. SMD = 3/5 · (1/3 − 1) + 2/5 · (3/2 − 2) = −0.6.
    // SD of the ten scores (sum 11, Σy² 19): √((19 − 12.1) / 9).
    const { scores, groups, matching } = table([
      ['R', 1, [0, 1, 2]],
      ['F', 1, [0, 0, 1]],
      ['R', 2, [2, 2]],
      ['F', 2, [1, 2]],
    ]);
    const result = mantelSmdCells(scores.length, 1, (r) => scores[r], groups, {
      reference: 'R',
      focal: 'F',
      matching,
    });
    const item = result.items[0];
    expect(item.chiSquare).toBeCloseTo(1.8, 12);
    expect(item.smd).toBeCloseTo(-0.6, 12);
    const sd = Math.sqrt(6.9 / 9);
    expect(item.sd).toBeCloseTo(sd, 12);
    expect(item.effectSize).toBeCloseTo(-0.6 / sd, 12);
    // Large but not significant at 5 %: negligible by the ETS rule.
    expect(item).toMatchObject({ ets: 'A', favours: 'reference', strata: 2, method: 'mantel-smd' });
    expect(result).toMatchObject({ n: 10, nReference: 5, nFocal: 5 });
  });

  it('is the Mantel–Haenszel χ² without continuity correction, and the SMD the P-DIF, on 0/1 items', () => {
    // The Mantel–Haenszel suite's two strata: reference 6/4 and 8/2 right/wrong, focal 3/7 and 6/4.
    const ones = (right: number, wrong: number) => [...Array(right).fill(1), ...Array(wrong).fill(0)];
    const { scores, groups, matching } = table([
      ['R', 0, ones(6, 4)],
      ['F', 0, ones(3, 7)],
      ['R', 1, ones(8, 2)],
      ['F', 1, ones(6, 4)],
    ]);
    const item = mantelSmdCells(scores.length, 1, (r) => scores[r], groups, {
      reference: 'R',
      focal: 'F',
      matching,
    }).items[0];
    const expectedA = (10 * 9) / 20 + (10 * 14) / 20;
    const varA = (10 * 10 * 9 * 11) / (400 * 19) + (10 * 10 * 14 * 6) / (400 * 19);
    expect(item.chiSquare).toBeCloseTo((14 - expectedA) ** 2 / varA, 12);
    // Dorans & Kulick's standardization: Σ (n_Fk / n_F)(p_Fk − p_Rk) = ½(0.3 − 0.6) + ½(0.6 − 0.8).
    expect(item.smd).toBeCloseTo(-0.25, 12);
  });

  it('classes by significance and |SMD/SD| at 0.17 and 0.25', () => {
    expect(etsPolytomousClass(0.5, 3.8)).toBe('A');
    expect(etsPolytomousClass(0.17, 50)).toBe('A');
    expect(etsPolytomousClass(-0.2, 50)).toBe('B');
    expect(etsPolytomousClass(0.25, 50)).toBe('B');
    expect(etsPolytomousClass(-0.26, 4)).toBe('C');
  });

  it('leaves out persons without a matching score and refuses a comparison with an empty group', () => {
    const scores = [0, 1, 2, 1];
    const groups = ['R', 'R', 'F', null];
    const result = mantelSmdCells(4, 1, (r) => scores[r], groups, {
      reference: 'R',
      focal: 'F',
      matching: [1, null, 1, 1],
    });
    expect(result).toMatchObject({ n: 2, nReference: 1, nFocal: 1 });
    expect(() =>
      mantelSmdCells(2, 1, (r) => scores[r], ['R', 'R'], { reference: 'R', focal: 'F', matching: [1, 1] }),
    ).toThrow(/both groups need complete cases/);
  });
});

describe('DIF of a rating scale in the evidence analysis', () => {
  // Two scales of six five-point statements from a graded response model; statements 2 and 9 are
  // harder to agree with for the focal group at the same trait level.
  const rng = createRng(1997);
  const planted = new Set([2, 9]);
  const thresholds = [-2, -0.8, 0.4, 1.6];
  const items: EvidenceItem[] = Array.from({ length: 12 }, (_, i) => ({
    id: `S${i + 1}`,
    dimension: i < 6 ? 'drive' : 'calm',
    scoring: 'rating',
  }));
  const persons: EvidencePerson[] = Array.from({ length: 2000 }, (_, n) => {
    const focal = n % 2 === 1;
    const traits = [rng.normal(), rng.normal()];
    const scores = items.map((_, i) => {
      const theta = traits[i < 6 ? 0 : 1];
      const shift = focal && planted.has(i) ? 0.8 : 0;
      const u = rng.next();
      return thresholds.filter((b) => u < 1 / (1 + Math.exp(-1.5 * (theta - b - shift)))).length;
    });
    return { scores, groups: { gender: focal ? 'female' : 'male' } };
  });
  const result = analyseEvidence(items, persons, {
    calibrate: false,
    dif: [{ variable: 'gender', reference: 'male', focal: 'female' }],
  });

  it('flags the planted statements CC, favouring the reference group, and no other above AA', () => {
    const comparison = result.dif[0];
    if (!('result' in comparison)) throw new Error(comparison.unavailable);
    const classes = comparison.result.items.map((item) => item.ets).join('');
    expect(classes).toBe('AACAAAAAACAA');
    for (const i of planted) expect(comparison.result.items[i].favours).toBe('reference');
    expect(result.items.flatMap((item, i) => (item.flags.includes('dif') ? [i] : []))).toEqual([...planted]);
    expect(comparison.result).toMatchObject({ n: 2000, nReference: 1000, nFocal: 1000 });
  });
});
