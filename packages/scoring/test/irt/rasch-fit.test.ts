/**
 * Rasch infit/outfit (items and persons), their ZSTD and the lz* person-fit statistic, against a
 * hand-worked example and against an independent conditional-ML Rasch estimation written here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type CalibrationResult, calibrate, createRng, type RaschFitResult, raschFit } from '../../src/index';

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** 0/1 answers of `people` persons with θ ~ N(0, 1) to Rasch items of the given difficulties. */
function simulateRasch(difficulties: number[], people: number, seed: number): number[][] {
  const rng = createRng(seed);
  return Array.from({ length: people }, () => {
    const theta = rng.normal();
    return difficulties.map((delta) => (rng.next() < logistic(theta - delta) ? 1 : 0));
  });
}

// ---------------------------------------------------------------------------------------------
// Reference: conditional maximum likelihood (Andersen 1972) with elementary symmetric functions.
// ---------------------------------------------------------------------------------------------

/** γ_0 … γ_m of the ε_j = exp(−δ_j) of the items not in `skip`. */
function symmetricFunctions(eps: number[], skip: ReadonlySet<number>): number[] {
  let gamma = [1];
  eps.forEach((e, j) => {
    if (skip.has(j)) return;
    const next = new Array<number>(gamma.length + 1).fill(0);
    gamma.forEach((g, r) => {
      next[r] += g;
      next[r + 1] += e * g;
    });
    gamma = next;
  });
  return gamma;
}

/** Solves A x = b by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r;
    [m[c], m[pivot]] = [m[pivot], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/**
 * CML difficulties, centred on 0: Newton on log L_c = −Σ_j s_j δ_j − Σ_r n_r log γ_r with gradient
 * g_j = −s_j + Σ_r n_r π_rj, π_rj = ε_j γ^{(j)}_{r−1}/γ_r, and Hessian H_jk = Σ_r n_r (π_rj π_rk − π_rjk)
 * (π_rjk = ε_j ε_k γ^{(j,k)}_{r−2}/γ_r), H_jj = −Σ_r n_r π_rj(1 − π_rj); δ_1 is held at 0 in the
 * steps and the result centred.
 */
function cmlDifficulties(data: number[][]): number[] {
  const n = data[0].length;
  const scores = new Array<number>(n).fill(0);
  const groups = new Array<number>(n + 1).fill(0);
  for (const row of data) {
    const r = row.reduce((s, x) => s + x, 0);
    if (r === 0 || r === n) continue;
    groups[r]++;
    row.forEach((x, j) => {
      scores[j] += x;
    });
  }
  let delta = new Array<number>(n).fill(0);
  for (let iteration = 0; iteration < 50; iteration++) {
    const eps = delta.map((d) => Math.exp(-d));
    const gamma = symmetricFunctions(eps, new Set());
    const without = eps.map((_, j) => symmetricFunctions(eps, new Set([j])));
    const gradient = new Array<number>(n).fill(0);
    const hessian = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    const pairs = eps.map((_, j) =>
      eps.map((__, k) => (k > j ? symmetricFunctions(eps, new Set([j, k])) : [])),
    );
    for (let r = 1; r < n; r++) {
      if (groups[r] === 0) continue;
      const pi = eps.map((e, j) => (e * without[j][r - 1]) / gamma[r]);
      for (let j = 0; j < n; j++) {
        gradient[j] += groups[r] * pi[j];
        hessian[j][j] -= groups[r] * pi[j] * (1 - pi[j]);
        for (let k = j + 1; k < n; k++) {
          const pair = r >= 2 ? pairs[j][k][r - 2] : 0;
          const value = groups[r] * (pi[j] * pi[k] - (eps[j] * eps[k] * pair) / gamma[r]);
          hessian[j][k] += value;
          hessian[k][j] += value;
        }
      }
    }
    for (let j = 0; j < n; j++) gradient[j] -= scores[j];
    const free = hessian.slice(1).map((row) => row.slice(1).map((v) => -v));
    const step = solve(
      free,
      gradient.slice(1).map((g) => g),
    );
    delta = delta.map((d, j) => (j === 0 ? d : d + step[j - 1]));
    if (Math.max(...step.map(Math.abs)) < 1e-10) break;
  }
  const mean = delta.reduce((s, d) => s + d, 0) / n;
  return delta.map((d) => d - mean);
}

/** Person ML θ by Newton on Σ_j σ(θ − δ_j) = r (non-extreme scores only). */
function personMl(row: number[], delta: number[]): number {
  const r = row.reduce((s, x) => s + x, 0);
  let theta = Math.log(r / (row.length - r));
  for (let iteration = 0; iteration < 100; iteration++) {
    let expected = 0;
    let information = 0;
    for (const d of delta) {
      const p = logistic(theta - d);
      expected += p;
      information += p * (1 - p);
    }
    const step = (r - expected) / information;
    theta += step;
    if (Math.abs(step) < 1e-12) break;
  }
  return theta;
}

/** Item infit and outfit mean squares from difficulties and person ML estimates. */
function referenceItemFit(data: number[][], delta: number[]): Array<{ infit: number; outfit: number }> {
  const n = delta.length;
  const sums = delta.map(() => ({ z2: 0, y2: 0, w: 0, count: 0 }));
  for (const row of data) {
    const r = row.reduce((s, x) => s + x, 0);
    if (r === 0 || r === n) continue;
    const theta = personMl(row, delta);
    row.forEach((x, j) => {
      const p = logistic(theta - delta[j]);
      const w = p * (1 - p);
      sums[j].z2 += ((x - p) * (x - p)) / w;
      sums[j].y2 += (x - p) * (x - p);
      sums[j].w += w;
      sums[j].count++;
    });
  }
  return sums.map((s) => ({ infit: s.y2 / s.w, outfit: s.z2 / s.count }));
}

// ---------------------------------------------------------------------------------------------

describe('Rasch fit: a hand-worked example', () => {
  /*
   * Three items with δ = (0, ln 3, ln 3): at θ = 0 the probabilities are P = (1/2, 1/4, 1/4), which
   * add up to 1, so every score-1 person has the ML estimate θ = 0 exactly. Persons A = 100,
   * B = 010, C = 001, and D = 111 (extreme: no fit, left out of the item sums).
   * W = P(1 − P) = (1/4, 3/16, 3/16); C = W(P³ + (1 − P)³) = (1/16, 21/256, 21/256).
   * Item 1 (P = 1/2): residuals y = (1/2, −1/2, −1/2), z² = y²/W = (1, 1, 1): outfit = 1,
   *   infit = Σy²/ΣW = (3/4)/(3/4) = 1; q² = Σ(C/W²)/N² − 1/N = 3·1/9 − 1/3 = 0, so ZSTD = 0.
   * Item 2 (P = 1/4): y = (−1/4, 3/4, −1/4), z² = (1/3, 3, 1/3): outfit = (11/3)/3 = 11/9 = 1.2222,
   *   infit = (1/16 + 9/16 + 1/16)/(9/16) = 11/9. C/W² = 7/3: q_u² = 3·(7/3)/9 − 1/3 = 4/9, q_u = 2/3;
   *   q_v² = Σ(C − W²)/(ΣW)² = 3·(3/64)/(9/16)² = 4/9. ZSTD = (∛(11/9) − 1)·(3/(2/3)) + (2/3)/3
   *   = 0.069178·4.5 + 0.222222 = 0.53352 (infit and outfit alike).
   * Person A: y = (1/2, −1/4, −1/4), z² = (1, 1/3, 1/3): outfit = (5/3)/3 = 5/9 = 0.5556,
   *   infit = (1/4 + 1/16 + 1/16)/(1/4 + 3/16 + 3/16) = 0.375/0.625 = 0.6.
   * Person B: y = (−1/2, 3/4, −1/4), z² = (1, 3, 1/3): outfit = 13/9 = 1.4444, infit = 0.875/0.625 = 1.4.
   * lz* (ML, r₀ = 0): w_i = log(P/(1 − P)) = (0, −ln 3, −ln 3); c = ΣW·w/ΣW = −(3/8)ln 3/(5/8) = −0.6 ln 3;
   *   w̃ = w − c = (0.6, −0.4, −0.4)·ln 3; τ² = Σ w̃² W = ln²3·(0.36/4 + 2·0.16·3/16) = 0.15 ln²3.
   *   A: Σ (x − P) w = (−1/4 − 1/4)(−ln 3) = 0.5 ln 3, lz* = 0.5/√0.15 = 1.2910;
   *   B: (3/4 − 1/4)(−ln 3) = −0.5 ln 3, lz* = −1.2910.
   */
  const data = [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
    [1, 1, 1],
  ];
  const result = raschFit(data, { difficulties: [0, Math.log(3), Math.log(3)], ids: ['i1', 'i2', 'i3'] });

  it('items', () => {
    const [first, second] = result.items;
    expect(first).toMatchObject({ id: 'i1', count: 3 });
    expect(first.infit).toBeCloseTo(1, 10);
    expect(first.outfit).toBeCloseTo(1, 10);
    expect(first.outfitZstd).toBe(0);
    expect(second.outfit).toBeCloseTo(11 / 9, 10);
    expect(second.infit).toBeCloseTo(11 / 9, 10);
    expect(second.outfitZstd).toBeCloseTo(0.53352, 4);
    expect(second.infitZstd).toBeCloseTo(0.53352, 4);
  });

  it('persons, with the extreme one flagged and without fit', () => {
    const [a, b, , d] = result.persons;
    expect(a.measure).toBeCloseTo(0, 8);
    expect(a.fit?.outfit).toBeCloseTo(5 / 9, 8);
    expect(a.fit?.infit).toBeCloseTo(0.6, 8);
    expect(b.fit?.outfit).toBeCloseTo(13 / 9, 8);
    expect(b.fit?.infit).toBeCloseTo(1.4, 8);
    expect(a.lzStar).toBeCloseTo(0.5 / Math.sqrt(0.15), 6);
    expect(b.lzStar).toBeCloseTo(-0.5 / Math.sqrt(0.15), 6);
    expect(d).toMatchObject({ status: 'extreme-upper', measure: null, fit: null, lzStar: null });
    expect(result.extremePersons).toBe(1);
  });

  it('the WLE gives a finite measure to the extreme person, still without fit', () => {
    const wle = raschFit(data, { difficulties: [0, Math.log(3), Math.log(3)] }, { estimator: 'WLE' });
    const d = wle.persons[3];
    expect(d.status).toBe('extreme-upper');
    expect(Number.isFinite(d.measure)).toBe(true);
    expect(d.fit).toBeNull();
  });
});

describe('Rasch fit of a simulated 600 × 32 Rasch data set against a conditional-ML reference', () => {
  const difficulties = Array.from({ length: 32 }, (_, j) => -2 + (4 * j) / 31);
  const data = simulateRasch(difficulties, 600, 2901);
  let calibration: CalibrationResult;
  let fit: RaschFitResult;
  beforeAll(() => {
    calibration = calibrate(data, { model: 'Rasch' });
    fit = raschFit(data, calibration);
  });

  it('the MML difficulties (−d) agree with the CML ones after centring', () => {
    const cml = cmlDifficulties(data);
    const mml = calibration.items.map((item) => -item.d[0]);
    const mean = mml.reduce((s, d) => s + d, 0) / mml.length;
    const gap = Math.max(...mml.map((d, j) => Math.abs(d - mean - cml[j])));
    expect(gap).toBeLessThan(0.05);
  });

  it('infit and outfit agree with the CML reference within 0.05 per item', () => {
    const reference = referenceItemFit(data, cmlDifficulties(data));
    const infitGap = Math.max(...fit.items.map((item, j) => Math.abs(item.infit - reference[j].infit)));
    const outfitGap = Math.max(...fit.items.map((item, j) => Math.abs(item.outfit - reference[j].outfit)));
    console.info(
      `Rasch fit vs CML reference: max |Δ infit| ${infitGap.toFixed(4)}, max |Δ outfit| ${outfitGap.toFixed(4)}`,
    );
    expect(infitGap).toBeLessThan(0.05);
    expect(outfitGap).toBeLessThan(0.05);
  });

  it('items drawn from the model sit within 0.8–1.2', () => {
    const inside = fit.items.filter(
      (item) => item.infit > 0.8 && item.infit < 1.2 && item.outfit > 0.8 && item.outfit < 1.2,
    );
    expect(inside.length).toBeGreaterThanOrEqual(30);
    expect(fit.items.every((item) => item.infit > 0.85 && item.infit < 1.15)).toBe(true);
  });

  it('follows a calibration that left a constant column out', () => {
    const widened = data.map((row) => [...row.slice(0, 5), 1, ...row.slice(5)]);
    const withConstant = calibrate(widened, { model: 'Rasch' });
    expect(withConstant.columns).not.toContain(5);
    const again = raschFit(widened, withConstant);
    again.items.forEach((item, j) => {
      expect(item.outfit).toBeCloseTo(fit.items[j].outfit, 6);
    });
    expect(() => raschFit(data, withConstant)).toThrow(/entries, expected 33/);
  });

  it('person lz* is about N(0, 1) for persons drawn from the model', () => {
    const values = fit.persons.flatMap((p) => (p.lzStar === null ? [] : [p.lzStar]));
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));
    expect(Math.abs(mean)).toBeLessThan(0.15);
    expect(Math.abs(sd - 1)).toBeLessThan(0.15);
  });
});

describe('Rasch fit finds planted misfit', () => {
  const difficulties = Array.from({ length: 32 }, (_, j) => -2 + (4 * j) / 31);
  const rng = createRng(77);
  const data = Array.from({ length: 600 }, () => {
    const theta = rng.normal();
    return difficulties.map((delta, j) =>
      // Item 32 (δ = 2 in the grid, here recentred at 0) barely discriminates: slope 0.2.
      rng.next() < logistic(j === 31 ? 0.2 * theta : theta - delta) ? 1 : 0,
    );
  });
  // Person 0 answers at random; person 1 gets the 16 hardest items right and the 16 easiest wrong.
  data[0] = difficulties.map(() => (rng.next() < 0.5 ? 1 : 0));
  data[1] = difficulties.map((_, j) => (j >= 16 ? 1 : 0));
  let fit: RaschFitResult;
  beforeAll(() => {
    fit = raschFit(data, calibrate(data, { model: 'Rasch' }));
  });

  it('the flat item has outfit above 1.3 and ZSTD above 2; the others sit within 0.8–1.2', () => {
    const planted = fit.items[31];
    expect(planted.outfit).toBeGreaterThan(1.3);
    expect(planted.outfitZstd).toBeGreaterThan(2);
    expect(planted.infitZstd).toBeGreaterThan(2);
    const others = fit.items.slice(0, 31);
    expect(others.filter((item) => item.outfit > 0.8 && item.outfit < 1.2).length).toBeGreaterThanOrEqual(28);
  });

  it('the random and the reversed person have lz* below −2', () => {
    expect(fit.persons[0].lzStar as number).toBeLessThan(-2);
    expect(fit.persons[1].lzStar as number).toBeLessThan(-2);
    expect(fit.persons[1].fit?.outfit as number).toBeGreaterThan(2);
  });

  it('rejects a calibration of another model', () => {
    expect(() =>
      raschFit(
        data,
        calibrate(
          data.slice(0, 200).map((r) => r.slice(0, 5)),
          { model: '2PL' },
        ),
      ),
    ).toThrow(/Rasch calibration/);
  });
});
