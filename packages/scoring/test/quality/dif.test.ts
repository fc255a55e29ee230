import { describe, expect, it } from 'vitest';
import { createRng, etsClass, mantelHaenszelDif } from '../../src/index';

describe('Mantel–Haenszel DIF', () => {
  it('reproduces hand-computed α_MH, Δ_MH and χ² for two strata', () => {
    // Item 1 studied; matching variable given explicitly (two strata, 0 and 1).
    // Stratum 0: ref 6 right / 4 wrong, focal 3 right / 7 wrong. Stratum 1: ref 8/2, focal 6/4.
    const rows: number[][] = [];
    const groups: string[] = [];
    const matching: number[] = [];
    const add = (group: string, stratum: number, right: number, wrong: number) => {
      for (let i = 0; i < right; i++) {
        rows.push([1]);
        groups.push(group);
        matching.push(stratum);
      }
      for (let i = 0; i < wrong; i++) {
        rows.push([0]);
        groups.push(group);
        matching.push(stratum);
      }
    };
    add('R', 0, 6, 4);
    add('F', 0, 3, 7);
    add('R', 1, 8, 2);
    add('F', 1, 6, 4);
    const result = mantelHaenszelDif(rows, groups, { reference: 'R', focal: 'F', matching });
    const alpha = ((6 * 7) / 20 + (8 * 4) / 20) / ((4 * 3) / 20 + (2 * 6) / 20);
    const item = result.items[0];
    expect(item.alphaMH).toBeCloseTo(alpha, 12);
    expect(item.deltaMH).toBeCloseTo(-2.35 * Math.log(alpha), 12);
    // E(A) = nR·m1/N; Var(A) = nR nF m1 m0 / (N²(N − 1))
    const expectedA = (10 * 9) / 20 + (10 * 14) / 20;
    const varA = (10 * 10 * 9 * 11) / (400 * 19) + (10 * 10 * 14 * 6) / (400 * 19);
    expect(item.chiSquare).toBeCloseTo((Math.abs(14 - expectedA) - 0.5) ** 2 / varA, 12);
    expect(item.favours).toBe('reference');
    expect(item.strata).toBe(2);
    expect(result).toMatchObject({ n: 40, nReference: 20, nFocal: 20 });
  });

  it.each([
    { delta: -0.5, se: 0.1, chi: 20, cls: 'A' },
    { delta: -1.2, se: 0.3, chi: 2, cls: 'A' }, // not significant
    { delta: -1.2, se: 0.3, chi: 10, cls: 'B' },
    { delta: 1.6, se: 0.5, chi: 10, cls: 'B' }, // |Δ| ≥ 1.5 but not significantly > 1
    { delta: 1.6, se: 0.2, chi: 10, cls: 'C' },
    { delta: -2.4, se: 0.3, chi: 30, cls: 'C' },
  ])('ETS class of Δ $delta (SE $se, χ² $chi) is $cls', ({ delta, se, chi, cls }) => {
    expect(etsClass(delta, se, chi)).toBe(cls);
  });

  it('flags a simulated DIF item as C and leaves fair items in A', () => {
    const rng = createRng(77);
    const b = [-1, -0.5, 0, 0.5, 1, -0.2, 0.3, 0.8, -0.8, 0];
    const rows: number[][] = [];
    const groups: string[] = [];
    for (let p = 0; p < 4000; p++) {
      const focal = p % 2 === 1;
      const theta = rng.normal();
      rows.push(
        b.map((bi, i) => {
          const shift = i === 4 && focal ? 1.2 : 0; // item 5 is much harder for the focal group
          return rng.next() < 1 / (1 + Math.exp(-(theta - bi - shift))) ? 1 : 0;
        }),
      );
      groups.push(focal ? 'F' : 'R');
    }
    const result = mantelHaenszelDif(rows, groups, { reference: 'R', focal: 'F' });
    expect(result.items[4].ets).toBe('C');
    expect(result.items[4].favours).toBe('reference');
    const fair = result.items.filter((_, i) => i !== 4);
    expect(fair.filter((item) => item.ets === 'A').length).toBeGreaterThanOrEqual(7);
    expect(fair.every((item) => item.ets !== 'C')).toBe(true);
  });

  it.each([
    { rows: [[1], [0]], groups: ['R', 'R'], code: 'INSUFFICIENT_DATA' },
    { rows: [[2], [0]], groups: ['R', 'F'], code: 'ANSWER_OUT_OF_RANGE' },
    { rows: [[1]], groups: ['R', 'F'], code: 'INVALID_ARGUMENT' },
  ])('bad input → $code', ({ rows, groups, code }) => {
    expect(() => mantelHaenszelDif(rows, groups, { reference: 'R', focal: 'F' })).toThrow(
      expect.objectContaining({ code }),
    );
  });

  it('reports undefined statistics as null rather than NaN', () => {
    const result = mantelHaenszelDif(
      [
        [1, 1],
        [1, 0],
        [1, 1],
        [1, 0],
      ],
      ['R', 'R', 'F', 'F'],
      { reference: 'R', focal: 'F' },
    );
    expect(result.items[0]).toMatchObject({ alphaMH: null, deltaMH: null, ets: null });
  });
});
