/**
 * The evidence analysis's model comparison and its 3PL without the guessing prior, on a keyed test
 * of two scales whose true model is the 2PL (no guessing): the comparison says the 3PL is not
 * needed, and the 3PL without its prior keeps c near 0 where the prior pulls it up.
 */
import { describe, expect, it } from 'vitest';
import {
  analyseEvidence,
  calibrate,
  createRng,
  type EvidenceItem,
  type EvidencePerson,
} from '../../src/index';

const rng = createRng(2930);
const truth = Array.from({ length: 16 }, (_, i) => ({ a: 0.9 + (i % 4) * 0.3, b: -1.5 + (3 * (i % 8)) / 7 }));
const items: EvidenceItem[] = truth.map((_, i) => ({
  id: `K${i + 1}`,
  dimension: i < 8 ? 'verbal' : 'numeric',
  scoring: 'keyed',
}));
const persons: EvidencePerson[] = Array.from({ length: 1500 }, () => {
  const thetas = [rng.normal(), rng.normal()];
  return {
    scores: truth.map(({ a, b }, i) =>
      rng.next() < 1 / (1 + Math.exp(-a * (thetas[i < 8 ? 0 : 1] - b))) ? 1 : 0,
    ),
  };
});

describe('model comparison in the evidence analysis', () => {
  it('compares the chosen 2PL with the Rasch and 3PL models, scale by scale, and finds the 3PL not needed', () => {
    const fractions: number[] = [];
    const result = analyseEvidence(items, persons, {
      model: '2PL',
      compareModels: true,
      guessingPrior: false,
      onProgress: (fraction) => fractions.push(fraction),
    });
    if ('unavailable' in result.calibration) throw new Error(result.calibration.unavailable);
    const { comparison } = result.calibration;
    if (!comparison || 'unavailable' in comparison) throw new Error('no comparison');
    expect(comparison.models.map((m) => [m.model, m.parameters, m.guessingPrior])).toEqual([
      // Rasch: 16 intercepts and one slope for each of the two scales.
      ['Rasch', 18, false],
      ['2PL', 32, false],
      ['3PL', 48, false],
    ]);
    expect(comparison.models[1].logLikelihood).toBe(result.calibration.logLikelihood);
    // The same sums a scale-by-scale calibration gives.
    const scale = (model: '2PL' | '3PL', columns: number[]) =>
      calibrate(
        persons.map((p) => columns.map((c) => p.scores[c])),
        { model, guessingPrior: null, tolerance: 1e-6 },
      ).logLikelihood;
    const verbal = Array.from({ length: 8 }, (_, i) => i);
    const numeric = verbal.map((i) => i + 8);
    expect(comparison.models[2].logLikelihood).toBeCloseTo(scale('3PL', verbal) + scale('3PL', numeric), 3);
    const [raschTo2pl, twoPlTo3pl] = comparison.tests;
    // Slopes 0.9–1.8 are not equal: the 2PL is needed; no guessing: the 3PL is not.
    expect(raschTo2pl.p).toBeLessThan(0.001);
    expect(twoPlTo3pl.p).toBeGreaterThan(0.05);
    expect(comparison.models[1].bic).toBeLessThan(comparison.models[2].bic);
    expect(comparison.models[1].bic).toBeLessThan(comparison.models[0].bic);
    // Each scale's M2: 8 items make 36 margins, less 16 parameters of the 2PL; the model holds.
    for (const scale of result.calibration.scales ?? []) {
      if (!('globalFit' in scale) || !scale.globalFit || 'unavailable' in scale.globalFit)
        throw new Error('no M2');
      expect(scale.globalFit).toMatchObject({ df: 20, margins: 36, parameters: 16, persons: 1500 });
      expect(scale.globalFit.rmsea).toBeLessThan(0.05);
    }
    expect(result.calibration.globalFit).toBeUndefined();
    // Progress runs through the three calibrations without going back.
    expect(fractions).toEqual([...fractions].sort((x, y) => x - y));
    expect(fractions.at(-1)).toBe(1);
  }, 120_000);

  it('fits the 3PL with or without the guessing prior, as asked', () => {
    const withPrior = analyseEvidence(items, persons, { model: '3PL' }).calibration;
    const without = analyseEvidence(items, persons, { model: '3PL', guessingPrior: false }).calibration;
    if ('unavailable' in withPrior || 'unavailable' in without) throw new Error('not calibrated');
    expect(withPrior.guessingPrior).toEqual({ alpha: 5, beta: 17 });
    expect(without.guessingPrior).toBeNull();
    const mean = (cs: Array<number | undefined>) => cs.reduce<number>((s, c) => s + (c ?? 0), 0) / cs.length;
    // True c = 0: the prior pulls c towards its mean 0.23; maximum likelihood leaves it lower.
    expect(mean(without.items.map((i) => i.c))).toBeLessThan(mean(withPrior.items.map((i) => i.c)));
    expect(without.logLikelihood).toBeGreaterThanOrEqual(withPrior.logLikelihood - 1e-6);
  }, 120_000);

  it('says the comparison is for keyed items when the model is the GRM', () => {
    const rating: EvidenceItem[] = items.map((item) => ({ ...item, scoring: 'rating' }));
    const result = analyseEvidence(rating, persons, { model: 'GRM', compareModels: true });
    if ('unavailable' in result.calibration) throw new Error(result.calibration.unavailable);
    expect(result.calibration.comparison).toEqual({
      unavailable: 'models are compared for keyed items (Rasch, 2PL, 3PL)',
    });
  });
});
