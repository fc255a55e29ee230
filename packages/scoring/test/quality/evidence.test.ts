/**
 * The evidence analysis on a sample drawn from a known model: 2,000 simulees answer 20 four-option
 * items from a 2PL; two items are harder for the focal group at equal ability (planted DIF), and
 * one item has a distractor that attracts strong candidates. The analysis must recover the
 * generating parameters, flag exactly what was planted and report reliability with its interval.
 */
import { describe, expect, it } from 'vitest';
import { analyseEvidence, createRng, type EvidenceItem, type EvidencePerson } from '../../src/index';

const rng = createRng(18);
const K = 20;
const slopes = Array.from({ length: K }, (_, i) => 0.8 + 0.06 * ((i * 7) % 13));
const intercepts = Array.from({ length: K }, (_, i) => -1.5 + 0.16 * ((i * 11) % 20));
const planted = new Set([3, 11]);
const trickyDistractor = 7;
const options = ['A', 'B', 'C', 'D'];
const items: EvidenceItem[] = slopes.map((_, i) => ({
  id: `Q${i + 1}`,
  dimension: i < 10 ? 'verbal' : 'numerical',
  scoring: 'keyed',
  key: 'A',
  options,
}));
const persons: EvidencePerson[] = Array.from({ length: 2000 }, (_, n) => {
  const focal = n % 2 === 1;
  const theta = rng.normal();
  const scores: number[] = [];
  const choices: string[] = [];
  slopes.forEach((a, i) => {
    const shift = focal && planted.has(i) ? -1.2 : 0;
    // The tricky item: most strong candidates fall for option B.
    const fooled = i === trickyDistractor && theta > 0.5 && rng.next() < 0.6;
    const correct = !fooled && rng.next() < 1 / (1 + Math.exp(-(a * theta + intercepts[i] + shift)));
    scores.push(correct ? 1 : 0);
    choices.push(correct ? 'A' : fooled ? 'B' : options[1 + rng.int(3)]);
  });
  return {
    scores,
    choices,
    seconds: scores.map(() => 20 + rng.int(40)),
    groups: { gender: focal ? 'female' : 'male' },
  };
});

describe('evidence analysis of a sample from a known model', () => {
  const progress: number[] = [];
  const result = analyseEvidence(items, persons, {
    dif: [{ variable: 'gender', reference: 'male', focal: 'female' }],
    onProgress: (fraction) => progress.push(fraction),
  });

  it('recovers the generating 2PL: RMSE(a) and RMSE(b) ≤ 0.10 on the items drawn from it', () => {
    if (!('items' in result.calibration)) throw new Error(result.calibration.unavailable);
    const calibration = result.calibration;
    const fromModel = (i: number) => !planted.has(i) && i !== trickyDistractor;
    const clean = calibration.items.filter((_, i) => fromModel(i));
    const truth = slopes.map((a, i) => ({ a, b: -intercepts[i] / a })).filter((_, i) => fromModel(i));
    const rmse = (values: number[]) => Math.sqrt(values.reduce((s, v) => s + v * v, 0) / values.length);
    expect(rmse(clean.map((item, i) => item.a - truth[i].a))).toBeLessThanOrEqual(0.1);
    expect(rmse(clean.map((item, i) => item.b[0] - truth[i].b))).toBeLessThanOrEqual(0.1);
    for (const item of calibration.items) expect(item.se?.a).toBeGreaterThan(0);
  });

  it('flags the two planted items as ETS class C, and no other item above class A more than chance allows', () => {
    const comparison = result.dif[0];
    if (!('result' in comparison)) throw new Error(comparison.unavailable);
    const classes = comparison.result.items.map((item) => item.ets);
    expect(classes[3]).toBe('C');
    expect(classes[11]).toBe('C');
    expect(comparison.result.items[3].favours).toBe('reference');
    const others = classes.filter((c, i) => !planted.has(i) && c !== 'A');
    expect(others.length).toBeLessThanOrEqual(1);
    expect(result.items[3].flags).toContain('dif');
  });

  it('finds the distractor that attracts strong candidates', () => {
    if (!Array.isArray(result.distractors)) throw new Error(result.distractors.unavailable);
    const option = result.distractors[trickyDistractor].options.find((o) => o.option === 'B');
    expect(option?.flags).toContain('positive-distractor');
    const elsewhere = result.distractors.filter(
      (d, i) => i !== trickyDistractor && d.options.some((o) => o.flags.includes('positive-distractor')),
    );
    expect(elsewhere).toHaveLength(0);
  });

  it('reports reliability for all items and per dimension, with Feldt intervals around alpha', () => {
    expect(result.reliability.map((r) => r.dimension)).toEqual([null, 'verbal', 'numerical']);
    for (const figure of result.reliability) {
      if ('unavailable' in figure) throw new Error(figure.unavailable);
      expect(figure.alphaInterval.lower).toBeLessThan(figure.alpha);
      expect(figure.alphaInterval.upper).toBeGreaterThan(figure.alpha);
      expect(figure.omega).toBeGreaterThan(0.5);
      expect(figure.sem).toBeGreaterThan(0);
    }
  });

  it('gives item statistics with time and omissions, and reports progress up to done', () => {
    expect(result.n).toBe(2000);
    expect(result.items[0].omissionRate).toBe(0);
    expect(result.items[0].medianSeconds).toBeGreaterThanOrEqual(20);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((value, i) => i === 0 || value >= progress[i - 1] - 1e-9)).toBe(true);
  });

  it('says why a part is unavailable instead of failing the analysis', () => {
    const few = persons
      .slice(0, 3)
      .map((p) => ({ ...p, scores: p.scores.slice(0, 2), choices: p.choices?.slice(0, 2) }));
    const tiny = analyseEvidence(items.slice(0, 2), few, {
      dif: [{ variable: 'gender', reference: 'male', focal: 'nobody' }],
    });
    const comparison = tiny.dif[0];
    expect('unavailable' in comparison && comparison.unavailable).toBeTruthy();
  });
});
