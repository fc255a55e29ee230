import { describe, expect, it } from 'vitest';
import {
  applyNorm,
  buildNormTable,
  buildParametricNorm,
  type NormTable,
  normalisedZ,
  percentileFromZ,
  percentileRank,
  ScoringError,
  standardScores,
  stanine,
  sten,
  tScore,
  validateNorm,
} from '../src/index';

describe('formula checks (EXPECTED.md)', () => {
  it.each([
    { z: 0, sten: 6, stanine: 5, T: 50 },
    { z: -2.01, sten: 1, stanine: 1, T: 29.9 },
    { z: 2.5, sten: 10, stanine: 9, T: 75 },
    { z: -0.25, sten: 5, stanine: 5, T: 47.5 },
    { z: 0.75, sten: 7, stanine: 7, T: 57.5 },
    { z: -5, sten: 1, stanine: 1, T: 0 },
    { z: 5, sten: 10, stanine: 9, T: 100 },
  ])('z = $z → sten $sten, stanine $stanine, T $T', (row) => {
    expect(sten(row.z)).toBe(row.sten);
    expect(stanine(row.z)).toBe(row.stanine);
    expect(tScore(row.z)).toBeCloseTo(row.T, 12);
  });

  it('percentile and normalised z are inverse', () => {
    expect(percentileFromZ(0)).toBe(50);
    expect(percentileFromZ(1.959963984540054)).toBeCloseTo(97.5, 10);
    expect(normalisedZ(97.5)).toBeCloseTo(1.959963984540054, 10);
    expect(normalisedZ(percentileFromZ(-1.3))).toBeCloseTo(-1.3, 10);
  });

  it('rejects percentiles of 0 and 100', () => {
    expect(() => normalisedZ(0)).toThrow(ScoringError);
    expect(() => normalisedZ(100)).toThrow(ScoringError);
  });
});

describe('percentile rank (mid-rank)', () => {
  const sample = [1, 2, 2, 3, 4, 4, 4, 5];
  it.each([
    { x: 0, pr: 0 },
    { x: 1, pr: 6.25 }, // (0 + 0.5)/8
    { x: 2, pr: 25 }, // (1 + 1)/8
    { x: 4, pr: 68.75 }, // (4 + 1.5)/8
    { x: 5, pr: 93.75 },
    { x: 6, pr: 100 },
  ])('PR($x) = $pr', ({ x, pr }) => {
    expect(percentileRank(sample, x)).toBeCloseTo(pr, 12);
  });
  it('empty norm group is a typed error', () => {
    expect(() => percentileRank([], 1)).toThrow(expect.objectContaining({ code: 'EMPTY_NORM_GROUP' }));
  });
});

describe('parametric norms', () => {
  const norm = {
    kind: 'parametric',
    id: 'n',
    version: '1',
    n: 100,
    date: '2024-01-01',
    mean: 20,
    sd: 5,
  } as const;
  it('converts raw → z, T, sten, stanine, percentile', () => {
    const s = applyNorm(norm, 30);
    expect(s).toMatchObject({
      z: 2,
      T: 70,
      sten: 10,
      stanine: 9,
      normId: 'n',
      normVersion: '1',
      clamped: false,
    });
    expect(s.percentile).toBeCloseTo(97.7249868, 6);
  });
  it('builds from a sample keeping N, date and version', () => {
    const built = buildParametricNorm([10, 12, 14, 16, 18], {
      id: 'x',
      version: '2024.1',
      date: '2024-05-01',
    });
    expect(built).toMatchObject({
      kind: 'parametric',
      id: 'x',
      version: '2024.1',
      date: '2024-05-01',
      n: 5,
      mean: 14,
    });
    expect(built.sd).toBeCloseTo(Math.sqrt(10), 12);
  });
  it.each([
    { sample: [], code: 'EMPTY_NORM_GROUP' },
    { sample: [3], code: 'DEGENERATE_NORM_GROUP' },
    { sample: [3, 3, 3], code: 'DEGENERATE_NORM_GROUP' },
    { sample: [1, Number.NaN], code: 'INVALID_ARGUMENT' },
  ])('sample $sample → $code', ({ sample, code }) => {
    expect(() => buildParametricNorm(sample, { id: 'x', version: '1', date: '2024-01-01' })).toThrow(
      expect.objectContaining({ code }),
    );
  });
});

describe('norm tables', () => {
  const sample = [1, 2, 2, 3, 4, 4, 4, 5];
  const table = buildNormTable(sample, { id: 't', version: '1', date: '2024-02-01' });

  it('has one row per distinct raw score with mid-rank percentile and normalised z', () => {
    expect(table).toMatchObject({ kind: 'table', n: 8, date: '2024-02-01', zMethod: 'normalised' });
    expect(table.rows.map((r) => r.min)).toEqual([1, 2, 3, 4, 5]);
    expect(table.rows.map((r) => r.percentile)).toEqual([6.25, 25, 43.75, 68.75, 93.75]);
    for (const r of table.rows) expect(r.z).toBeCloseTo(normalisedZ(r.percentile as number), 12);
    expect(() => validateNorm(table)).not.toThrow();
  });

  it('linear z uses mean and SD', () => {
    const linear = buildNormTable(
      sample,
      { id: 't', version: '1', date: '2024-02-01' },
      { zMethod: 'linear' },
    );
    const m = 25 / 8;
    expect(linear.rows[0].z).toBeCloseTo((1 - m) / (linear.sd as number), 12);
  });

  it('looks up, interpolates gaps and clamps outside the table', () => {
    const t: NormTable = {
      kind: 'table',
      id: 'pub',
      version: '3',
      n: 500,
      date: '2020-01-01',
      rows: [
        { min: 0, max: 4, percentile: 10 },
        { min: 5, max: 9, z: 0 },
        { min: 12, max: 15, z: 1, sten: 8 },
      ],
    };
    expect(applyNorm(t, 3).z).toBeCloseTo(normalisedZ(10), 12);
    expect(applyNorm(t, 7)).toMatchObject({ z: 0, percentile: 50, sten: 6, clamped: false });
    expect(applyNorm(t, 13).sten).toBe(8); // explicit override
    const gap = applyNorm(t, 10.5); // halfway between 9 (z 0) and 12 (z 1)
    expect(gap.z).toBeCloseTo(0.5, 12);
    expect(applyNorm(t, -1)).toMatchObject({ clamped: true, percentile: 10 });
    expect(applyNorm(t, 99)).toMatchObject({ clamped: true, z: 1 });
  });

  it.each([
    { rows: [], why: 'no rows' },
    { rows: [{ min: 2, max: 1, z: 0 }], why: 'min > max' },
    { rows: [{ min: 0, max: 1 }], why: 'neither z nor percentile' },
    { rows: [{ min: 0, max: 1, percentile: 100 }], why: 'percentile 100' },
    {
      rows: [
        { min: 0, max: 3, z: 0 },
        { min: 2, max: 4, z: 1 },
      ],
      why: 'overlap',
    },
  ])('rejects a table with $why', ({ rows }) => {
    expect(() =>
      validateNorm({ kind: 'table', id: 'bad', version: '1', n: 1, date: '2020', rows } as NormTable),
    ).toThrow(expect.objectContaining({ code: 'INVALID_BLUEPRINT' }));
  });

  it('empty sample is EMPTY_NORM_GROUP', () => {
    expect(() => buildNormTable([], { id: 'e', version: '1', date: '2024' })).toThrow(
      expect.objectContaining({ code: 'EMPTY_NORM_GROUP' }),
    );
  });

  it('standardScores never returns NaN', () => {
    expect(() => standardScores(Number.NaN)).toThrow(ScoringError);
  });
});

describe('scores on a boundary', () => {
  it('a z on a sten or stanine boundary by floating point keeps its scale point', () => {
    const z = (10 - 13.4) / 3.4; // −1.0000000000000002
    expect(z).toBeLessThan(-1);
    expect(sten(z)).toBe(4);
    expect(sten(-1)).toBe(4);
    expect(sten(-1.001)).toBe(3);
    expect(stanine((3.25 - 4.5) / 0.5 / 2 - 0.0000000000000002)).toBe(stanine(-1.25));
  });
});
