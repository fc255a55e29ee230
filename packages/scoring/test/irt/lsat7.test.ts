/**
 * LSAT7 reference results from EXPECTED.md (R mirt): CTT statistics, 2PL MML-EM calibration,
 * summed-score EAP table and EAP/MAP/ML/WLE of the listed patterns.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CalibrationResult,
  calibrate,
  compileIrtItem,
  cronbachAlpha,
  eapScore,
  type IrtItem,
  itemAnalysis,
  mapScore,
  mlScore,
  summedScoreEapTable,
  wleScore,
} from '../../src/index';
import { lsat7 } from '../reference-data';

const GRID = { points: 61, min: -6, max: 6 };
/** Published mirt estimates (EXPECTED.md). */
const MIRT = {
  a: [0.988, 1.081, 1.706, 0.765, 0.736],
  d: [1.856, 0.808, 1.804, 0.486, 1.855],
  b: [-1.879, -0.747, -1.057, -0.635, -2.521],
};

describe('LSAT7 classical test theory', () => {
  const data = lsat7();
  it('item p-values', () => {
    const analysis = itemAnalysis(data);
    [0.828, 0.658, 0.772, 0.606, 0.843].forEach((p, i) => {
      expect(analysis.items[i].pValue).toBeCloseTo(p, 3);
    });
  });
  it("Cronbach's alpha 0.4534 ± 0.001", () => {
    expect(Math.abs(cronbachAlpha(data).alpha - 0.4534)).toBeLessThanOrEqual(0.001);
  });
  it('corrected item–total correlations ± 0.005', () => {
    const analysis = itemAnalysis(data);
    [0.246, 0.247, 0.313, 0.223, 0.175].forEach((r, i) => {
      expect(Math.abs((analysis.items[i].correctedItemTotal as number) - r)).toBeLessThanOrEqual(0.005);
    });
  });
});

describe('LSAT7 2PL calibration (MML-EM, 61 points on [-6, 6], N(0,1))', () => {
  let result: CalibrationResult;
  beforeAll(() => {
    result = calibrate(lsat7(), { model: '2PL', quadrature: GRID });
  });
  it('converges', () => {
    expect(result.converged).toBe(true);
    expect(result.persons).toBe(1000);
    expect(result.patterns).toBeLessThanOrEqual(32);
  });
  it('reproduces a, d and b within ± 0.01', () => {
    result.items.forEach((item, i) => {
      expect(Math.abs(item.a - MIRT.a[i])).toBeLessThanOrEqual(0.01);
      expect(Math.abs(item.d[0] - MIRT.d[i])).toBeLessThanOrEqual(0.01);
      expect(Math.abs(item.b[0] - MIRT.b[i])).toBeLessThanOrEqual(0.01);
    });
  });
  it('reaches log-likelihood -2658.805 ± 0.01', () => {
    expect(Math.abs(result.logLikelihood - -2658.805)).toBeLessThanOrEqual(0.01);
  });
  it('records how it was made', () => {
    expect(result.quadrature).toMatchObject({ points: 61, min: -6, max: 6, mean: 0, sd: 1 });
    expect(result.method).toBe('MML-EM');
    expect(result.engineVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('LSAT7 scoring with fixed parameters (± 1e-3)', () => {
  const items: IrtItem[] = MIRT.a.map((a, i) =>
    compileIrtItem({ model: '2PL', a, d: MIRT.d[i] }, `Item.${i + 1}`),
  );
  const close = (actual: number, expected: number) =>
    expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-3);

  it('summed-score EAP table', () => {
    const table = summedScoreEapTable(items, GRID);
    const theta = [-1.87, -1.432, -0.949, -0.413, 0.152, 0.727];
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: 0.693 is mirt's posterior SD, not ln 2
    const sd = [0.693, 0.684, 0.694, 0.721, 0.759, 0.801];
    expect(table.map((r) => r.score)).toEqual([0, 1, 2, 3, 4, 5]);
    table.forEach((row, s) => {
      close(row.theta, theta[s]);
      close(row.sd, sd[s]);
    });
    expect(table.reduce((s, r) => s + r.probability, 0)).toBeCloseTo(1, 12);
  });

  it.each([
    { pattern: '10000', eap: -1.4135, eapSd: 0.6696, map: -1.3892, ml: -2.7067, mlSe: 1.202, wle: -2.3064 },
    { pattern: '11010', eap: -0.5873, map: -0.6297, ml: -1.0738, wle: -1.0785 },
  ])('pattern $pattern', ({ pattern, eap, eapSd, map, ml, mlSe, wle }) => {
    const x = [...pattern].map(Number);
    const e = eapScore(items, x, GRID);
    close(e.theta, eap);
    if (eapSd !== undefined) close(e.se, eapSd);
    close(mapScore(items, x).theta, map);
    const m = mlScore(items, x);
    close(m.theta, ml);
    expect(m.bound).toBeNull();
    if (mlSe !== undefined) close(m.se, mlSe);
    close(wleScore(items, x).theta, wle);
  });

  it('pattern 00000: ML is reported as -Infinity (bound lower), WLE and MAP are finite', () => {
    const x = [0, 0, 0, 0, 0];
    expect(mlScore(items, x)).toEqual({
      method: 'ML',
      theta: Number.NEGATIVE_INFINITY,
      se: Infinity,
      bound: 'lower',
      answered: 5,
    });
    close(wleScore(items, x).theta, -4.136);
    close(mapScore(items, x).theta, -1.8166);
    close(eapScore(items, x, GRID).theta, -1.8699);
    close(eapScore(items, x, GRID).se, 0.6927);
  });

  it('pattern 11111: ML is +Infinity (bound upper)', () => {
    const m = mlScore(items, [1, 1, 1, 1, 1]);
    expect(m.theta).toBe(Number.POSITIVE_INFINITY);
    expect(m.bound).toBe('upper');
  });

  it('the EAP depends on the grid: 33 trapezoid points on [-4, 4] give -1.8648 (SD 0.6847) for 00000', () => {
    const coarse = eapScore(items, [0, 0, 0, 0, 0], { points: 33, min: -4, max: 4, rule: 'trapezoid' });
    close(coarse.theta, -1.8648);
    close(coarse.se, 0.6847);
    expect(coarse.quadrature).toMatchObject({ points: 33, min: -4, max: 4, rule: 'trapezoid' });
  });
});
