/**
 * Conditional Sympson–Hetter: K tables per θ stratum hold the exposure ceiling among the examinees
 * of every stratum, checked on fresh simulees drawn in each stratum; the unconditional control,
 * calibrated to the same ceiling over the population, lets a stratum's examinees all meet the same
 * items.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CatBankItem,
  type ConditionalSympsonHetterCalibration,
  calibrateConditionalSympsonHetter,
  calibrateSympsonHetter,
  compileBank,
  createRng,
  nextItemDecision,
  rngFromDraws,
  simulateConditionalExposure,
  thetaStratum,
} from '../src/index';

/** A 2PL bank with a spread of a in [0.8, 2.2] and b in [−2.5, 2.5], from a seeded generator. */
function spreadBank(size: number, seed: number): CatBankItem[] {
  const rng = createRng(seed);
  return Array.from({ length: size }, (_, i) => ({
    id: `q${i}`,
    irt: { model: '2PL' as const, a: 0.8 + 1.4 * rng.next(), b: -2.5 + 5 * rng.next() },
  }));
}

const strata = [-1, 1];
const test = { maxItems: 5 };
const rMax = 0.35;

describe('conditional Sympson–Hetter on a 60-item 2PL bank, five items a test, r_max 0.35', () => {
  const bank = spreadBank(60, 2026);
  let conditional: ConditionalSympsonHetterCalibration;
  beforeAll(() => {
    conditional = calibrateConditionalSympsonHetter(bank, test, { rMax, seed: 7, strata, candidates: 800 });
  });

  it('converges with one K table per stratum', () => {
    expect(conditional.converged).toBe(true);
    expect(conditional.shortenedTests).toBe(0);
    expect(conditional.k).toHaveLength(3);
    expect(conditional.strata).toEqual(strata);
    for (const table of conditional.k) {
      expect(Object.keys(table)).toHaveLength(60);
      for (const value of Object.values(table)) expect(value > 0 && value <= 1).toBe(true);
    }
    expect(conditional.perStratum.map((s) => [s.lower, s.upper])).toEqual([
      [null, -1],
      [-1, 1],
      [1, null],
    ]);
    // The verdict comes from the final check: five times 800 simulees in every stratum.
    for (const stratum of conditional.perStratum) {
      expect(stratum.candidates).toBe(4000);
      expect(stratum.maxExposureInterval.lower).toBeLessThanOrEqual(rMax);
    }
  });

  it('holds the ceiling in every stratum on fresh simulees, where the unconditional control does not', () => {
    const unconditional = calibrateSympsonHetter(bank, test, { rMax, seed: 7, candidates: 1000 });
    expect(unconditional.converged).toBe(true);
    const fresh = (exposure: Parameters<typeof simulateConditionalExposure>[1]['exposure']) =>
      simulateConditionalExposure(bank, { ...test, exposure }, { strata, candidates: 2000, seed: 99 });
    const held = fresh({ method: 'conditional-sympson-hetter', strata, k: conditional.k });
    const overall = fresh({ method: 'sympson-hetter', k: unconditional.k });
    const line = (s: (typeof held.strata)[number]) =>
      `${s.maxExposure.toFixed(3)} [${s.maxExposureInterval.lower.toFixed(3)}, ${s.maxExposureInterval.upper.toFixed(3)}]`;
    console.log(
      `r_max ${rMax}, 2,000 fresh simulees a stratum (θ < −1 | −1 ≤ θ < 1 | θ ≥ 1): conditional ` +
        `${held.strata.map(line).join(' | ')}; unconditional ${overall.strata.map(line).join(' | ')}`,
    );
    // Conditional: no stratum shows any item above the ceiling beyond its sampling interval.
    for (const stratum of held.strata) {
      expect(stratum.candidates).toBe(2000);
      expect(stratum.maxExposureInterval.lower).toBeLessThanOrEqual(rMax);
    }
    // Unconditional: the population's rates hold, but the examinees of the outer strata mostly meet
    // the same few items, far above the ceiling even at the interval's lower end.
    const exceeded = overall.strata.filter((s) => s.maxExposureInterval.lower > rMax);
    expect(exceeded.length).toBeGreaterThanOrEqual(1);
    expect(Math.max(...overall.strata.map((s) => s.maxExposure))).toBeGreaterThan(0.6);
  });

  it('a live decision uses the table of the stratum of the current θ̂', () => {
    const compiled = compileBank(bank);
    // One table sets every item aside except q0; the others leave every item free.
    const only = Object.fromEntries(bank.map((item) => [item.id, item.id === 'q0' ? 1 : 1e-9]));
    const exposure = { method: 'conditional-sympson-hetter' as const, strata, k: [{}, only, {}] };
    // Before any answer θ̂ is 0 (the middle stratum): the lottery leaves only q0.
    const first = nextItemDecision(compiled, { maxItems: 5, exposure }, { administered: [] }, createRng(1));
    expect(first.itemId).toBe('q0');
    expect(first.newlySetAside.length).toBeGreaterThan(0);
    // After six wrong answers to the easiest items θ̂ is below −1: the first table, no lottery, no draw.
    const difficulty = (item: CatBankItem) => (item.irt as { b: number }).b;
    const easiest = [...bank].sort((x, y) => difficulty(x) - difficulty(y));
    const administered = easiest.slice(0, 6).map((item) => ({ itemId: item.id, response: 0 }));
    const low = nextItemDecision(compiled, { maxItems: 10, exposure }, { administered }, rngFromDraws([]));
    expect(low.theta).toBeLessThan(-1);
    expect(thetaStratum(strata, low.theta)).toBe(0);
    expect(low.draws).toEqual([]);
    expect(low.newlySetAside).toEqual([]);
  });

  it.each([
    { strata: [], k: [{}] },
    { strata: [1, -1], k: [{}, {}, {}] },
    { strata: [0], k: [{}] },
    { strata: [Number.NaN], k: [{}, {}] },
  ])('refuses strata $strata with $k.length tables', (bad) => {
    const compiled = compileBank(bank);
    expect(() =>
      nextItemDecision(
        compiled,
        { maxItems: 5, exposure: { method: 'conditional-sympson-hetter', ...bad } },
        { administered: [] },
        createRng(1),
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    if (bad.k.length === bad.strata.length + 1)
      expect(() =>
        calibrateConditionalSympsonHetter(bank, test, { rMax, seed: 1, strata: bad.strata }),
      ).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
