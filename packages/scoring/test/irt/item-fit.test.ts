/**
 * S-X² item fit (Orlando & Thissen 2000) on data from a known model: items drawn from the 2PL fit a
 * 2PL calibration, an item whose curve is U-shaped (no 2PL can follow it) is flagged.
 */
import { describe, expect, it } from 'vitest';
import { calibrate, chiSquareSurvival, createRng, fCdf, fQuantile, itemFit } from '../../src/index';

describe('chi-square upper tail', () => {
  it('matches tabled critical values', () => {
    expect(chiSquareSurvival(3.841459, 1)).toBeCloseTo(0.05, 6);
    expect(chiSquareSurvival(18.307038, 10)).toBeCloseTo(0.05, 6);
    expect(chiSquareSurvival(2, 2)).toBeCloseTo(Math.exp(-1), 10);
    expect(chiSquareSurvival(63.690739, 40)).toBeCloseTo(0.01, 6);
    expect(chiSquareSurvival(0, 5)).toBe(1);
  });
});

describe('S-X² item fit', () => {
  const rng = createRng(20261126);
  const slopes = Array.from({ length: 20 }, (_, i) => 0.7 + 0.05 * ((i * 7) % 16));
  const intercepts = Array.from({ length: 20 }, (_, i) => -1.2 + 0.125 * ((i * 11) % 20));
  const misfitting = 4;
  const data = Array.from({ length: 3000 }, () => {
    const theta = rng.normal();
    return slopes.map((a, i) => {
      const p =
        i === misfitting
          ? 1 / (1 + Math.exp(-1.5 * (theta * theta - 1))) // high at both ends, low in the middle
          : 1 / (1 + Math.exp(-(a * theta + intercepts[i])));
      return rng.next() < p ? 1 : 0;
    });
  });
  const calibration = calibrate(data, { model: '2PL' });
  const fit = itemFit(data, calibration);

  it('counts the complete patterns and gives every item a statistic with its degrees of freedom', () => {
    expect(fit.persons).toBe(3000);
    for (const item of fit.items) {
      expect(item.sX2).toBeGreaterThanOrEqual(0);
      expect(item.df).toBe(item.groups - 2);
      expect(item.p).not.toBeNull();
    }
  });

  it('flags the U-shaped item and not the items drawn from the model', () => {
    expect(fit.items[misfitting].misfit).toBe(true);
    expect(fit.items[misfitting].p as number).toBeLessThan(1e-6);
    const falseFlags = fit.items.filter((item, i) => i !== misfitting && item.misfit);
    expect(falseFlags.length).toBeLessThanOrEqual(1);
  });

  it('leaves persons with a missing answer out', () => {
    const withGaps = data.map((row, r) => (r % 10 === 0 ? [null, ...row.slice(1)] : row));
    expect(itemFit(withGaps, calibration).persons).toBe(2700);
  });
});

describe('F distribution', () => {
  it('matches tabled quantiles', () => {
    expect(fQuantile(0.95, 5, 10)).toBeCloseTo(3.325835, 5);
    expect(fQuantile(0.975, 10, 20)).toBeCloseTo(2.773671, 5);
    expect(fQuantile(0.99, 3, 30)).toBeCloseTo(4.50974, 5);
    // F(1, ν) is t(ν)²: t_{.975}(20) = 2.085963.
    expect(fQuantile(0.95, 1, 20)).toBeCloseTo(2.085963 ** 2, 5);
    expect(fCdf(fQuantile(0.3, 7, 9), 7, 9)).toBeCloseTo(0.3, 9);
  });
});
