import { describe, expect, it } from 'vitest';
import {
  type CatAdministeredItem,
  type CatBankItem,
  type CatOptions,
  calibrateSympsonHetter,
  catStepRng,
  compileBank,
  createRng,
  exposureMaximum,
  itemInformation,
  nextItemDecision,
  rngFromDraws,
  runCat,
  selectNextItem,
  simulateCat,
  simulateResponse,
  wilsonInterval,
} from '../src/index';
import { fourItemBank } from './cat-banks';

/** A 2PL bank with a spread of a in [0.8, 2.2] and b in [−2.5, 2.5], from a seeded generator. */
function spreadBank(size: number, seed: number, areas?: readonly string[]): CatBankItem[] {
  const rng = createRng(seed);
  return Array.from({ length: size }, (_, i) => ({
    id: `q${i}`,
    irt: { model: '2PL' as const, a: 0.8 + 1.4 * rng.next(), b: -2.5 + 5 * rng.next() },
    ...(areas ? { content: areas[i % areas.length] } : {}),
  }));
}

describe('Sympson–Hetter exposure control', () => {
  const small = fourItemBank();
  const options: CatOptions = { maxItems: 3, exposure: { method: 'sympson-hetter', k: { middle: 0.4 } } };

  it('administers the pick when the draw is below K, else sets it aside for the next best', () => {
    const kept = nextItemDecision(small, options, { administered: [] }, rngFromDraws([0.39]));
    expect(kept).toMatchObject({ itemId: 'middle', newlySetAside: [], draws: [0.39], stopReason: null });
    const rejected = nextItemDecision(small, options, { administered: [] }, rngFromDraws([0.4]));
    // 'easy' (a 1.5, b −2) is more informative at θ = 0 than 'middle-weak' (a 0.5), and has K = 1: no draw.
    expect(rejected).toMatchObject({ itemId: 'easy', newlySetAside: ['middle'], setAside: ['middle'] });
    expect(rejected.draws).toEqual([0.4]);
  });

  it('never reconsiders an item set aside, and accepts K as a Map', () => {
    const k = new Map([['middle', 0.4]]);
    const decision = nextItemDecision(
      small,
      { maxItems: 3, exposure: { method: 'sympson-hetter', k } },
      { administered: [{ itemId: 'easy', response: 1, setAside: ['middle'] }] },
      rngFromDraws([]),
    );
    expect(decision.itemId).not.toBe('middle');
    expect(decision.setAside).toEqual(['middle']);
    const used = new Set([0]);
    const setAside = new Set<number>();
    expect(selectNextItem(small, used, 0, options, rngFromDraws([0.9]), setAside)).not.toBe(1);
    expect([...setAside]).toEqual([1]);
  });

  it('stops with bank-exhausted when the lottery sets aside every remaining item', () => {
    const k = { easy: 0.5, middle: 0.5, 'middle-weak': 0.5, hard: 0.5 };
    const decision = nextItemDecision(
      small,
      { maxItems: 4, exposure: { method: 'sympson-hetter', k } },
      { administered: [] },
      rngFromDraws([0.9, 0.9, 0.9, 0.9]),
    );
    expect(decision).toMatchObject({ itemId: null, stopReason: 'bank-exhausted' });
    expect(decision.newlySetAside).toHaveLength(4);
  });

  it('says converged on a 100-item bank at r_max 0.25, and a large fresh sample confirms the ceiling', () => {
    // The case the classic procedure never called converged (a reviewer met it on 200 items and 20 a
    // test; 100 and 10 put as many items at the ceiling per test and take half the time): the
    // maximum of the ~40 rates near r_max sits above it on 2000 simulees by sampling noise alone.
    const bank = spreadBank(100, 2026);
    const test: CatOptions = { maxItems: 10 };
    const uncontrolled = simulateCat(bank, { ...test, seed: 11, candidates: 1000 });
    // Maximum information gives every examinee the same first item.
    expect(uncontrolled.maxExposure).toBe(1);
    const started = performance.now();
    const calibration = calibrateSympsonHetter(bank, test, { rMax: 0.25, seed: 7 });
    const seconds = (performance.now() - started) / 1000;
    expect(calibration.converged).toBe(true);
    expect(calibration.shortenedTests).toBe(0);
    expect(calibration.iterations).toBeLessThan(16);
    expect(calibration.history[0]).toBe(1);
    expect(Object.keys(calibration.k)).toHaveLength(100);
    for (const value of Object.values(calibration.k)) expect(value > 0 && value <= 1).toBe(true);
    // The verdict comes from the final check: 10,000 simulees whose interval cannot show r_max exceeded.
    const interval = calibration.maxExposureInterval;
    expect(interval.candidates).toBe(10_000);
    expect(interval.estimate).toBe(calibration.maxExposure);
    expect(interval.lower).toBeLessThanOrEqual(0.25);
    expect(interval.lower).toBeLessThan(interval.estimate);
    expect(interval.upper).toBeGreaterThan(interval.estimate);
    const fresh = simulateCat(bank, {
      ...test,
      exposure: { method: 'sympson-hetter', k: calibration.k },
      seed: 12,
      candidates: 20_000,
    });
    // On 20,000 fresh simulees no item is shown above the ceiling (its noise alone: SD ≈ 0.003 an item).
    const freshMaximum = exposureMaximum(fresh.exposure, 20_000);
    expect(freshMaximum.lower).toBeLessThanOrEqual(0.25);
    expect(fresh.maxExposure).toBeLessThan(0.25 + 0.015);
    // Spreading exposure uses more of the bank at little cost in precision.
    expect(fresh.unusedItems).toBeLessThan(uncontrolled.unusedItems);
    expect(fresh.rmse).toBeLessThan(uncontrolled.rmse + 0.05);
    // The classic criterion (the largest rate of one 2000-simulee round at most r_max) would still
    // say "not yet" with these K, which hold the ceiling.
    const classic = simulateCat(bank, {
      ...test,
      exposure: { method: 'sympson-hetter', k: calibration.k },
      seed: 13,
      candidates: 2000,
    });
    expect(classic.maxExposure).toBeGreaterThan(0.25);
    console.log(
      `Sympson–Hetter r_max 0.25, 100 items: converged after ${calibration.iterations} simulations in ` +
        `${seconds.toFixed(1)} s (maxima ${calibration.history.map((m) => m.toFixed(3)).join(' ')}); final ` +
        `check ${interval.estimate.toFixed(3)} [${interval.lower.toFixed(3)}, ${interval.upper.toFixed(3)}]; ` +
        `20,000 fresh: ${fresh.maxExposure.toFixed(4)} [${freshMaximum.lower.toFixed(3)}, ` +
        `${freshMaximum.upper.toFixed(3)}], ${Object.values(fresh.exposure).filter((r) => r > 0.25).length} ` +
        `items above 0.25; unused items ${fresh.unusedItems} vs ${uncontrolled.unusedItems}; one round of ` +
        `2000: ${classic.maxExposure.toFixed(3)}`,
    );
  }, 240_000);

  it('does not call a bank converged that cannot meet the ceiling', () => {
    // 20 items × 8 a test: full tests would give some item to at least 8/20 = 0.4 > 0.25 of the
    // examinees; the K can meet 0.25 only by the lottery setting aside every item left.
    const bank = spreadBank(20, 9);
    const calibration = calibrateSympsonHetter(
      bank,
      { maxItems: 8 },
      { rMax: 0.25, seed: 2, candidates: 300 },
    );
    expect(calibration.converged).toBe(false);
    expect(calibration.iterations).toBe(16);
    expect(calibration.shortenedTests).toBeGreaterThan(0.5);
  });

  it('calibration is a function of its seed and reports the rates of the returned K', () => {
    const bank = spreadBank(60, 5);
    const settings = { rMax: 0.3, seed: 3, candidates: 200, maxIterations: 3, tolerance: 0 };
    const first = calibrateSympsonHetter(bank, { maxItems: 5 }, settings);
    expect(calibrateSympsonHetter(bank, { maxItems: 5 }, settings)).toEqual(first);
    expect(first.iterations).toBe(3);
    expect(first.history).toHaveLength(3);
    expect(first.maxExposure).toBe(first.history[2]);
    expect(first.maxExposure).toBe(Math.max(...Object.values(first.exposure)));
    for (const id of Object.keys(first.k))
      expect(first.selectionRates[id]).toBeGreaterThanOrEqual(first.exposure[id]);
    expect(calibrateSympsonHetter(bank, { maxItems: 5 }, { ...settings, seed: 4 })).not.toEqual(first);
  });

  it.each<{ options: CatOptions; code: string }>([
    {
      options: { maxItems: 5, randomesque: 2, exposure: { method: 'randomesque' as const, n: 2 } },
      code: 'INVALID_ARGUMENT',
    },
    {
      options: { maxItems: 5, exposure: { method: 'randomesque' as const, n: 0 } },
      code: 'INVALID_ARGUMENT',
    },
    {
      options: { maxItems: 5, exposure: { method: 'sympson-hetter' as const, k: { middle: 0 } } },
      code: 'INVALID_ARGUMENT',
    },
    {
      options: { maxItems: 5, exposure: { method: 'sympson-hetter' as const, k: { middle: 1.2 } } },
      code: 'INVALID_ARGUMENT',
    },
    {
      options: { maxItems: 5, exposure: { method: 'sympson-hetter' as const, k: { nowhere: 0.5 } } },
      code: 'UNKNOWN_REFERENCE',
    },
  ])('invalid exposure options → $code', ({ options: bad, code }) => {
    expect(() => runCat(small, bad, () => 0, createRng(1))).toThrow(expect.objectContaining({ code }));
  });

  it('rejects calibration settings it cannot honour', () => {
    const bank = spreadBank(20, 1);
    expect(() => calibrateSympsonHetter(bank, { maxItems: 5 }, { rMax: 0, seed: 1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
    expect(() =>
      calibrateSympsonHetter(bank, { maxItems: 5, randomesque: 3 }, { rMax: 0.3, seed: 1 }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    for (const bad of [{ level: 1 }, { level: 0 }, { aimBelow: 1 }, { aimBelow: -0.1 }, { tolerance: -1 }])
      expect(() => calibrateSympsonHetter(bank, { maxItems: 5 }, { rMax: 0.3, seed: 1, ...bad })).toThrow(
        expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
      );
  });

  it('the exposure option expresses randomesque exactly as the old shorthand', () => {
    const bank = spreadBank(80, 9);
    const shorthand = simulateCat(bank, { maxItems: 10, randomesque: 4, seed: 2, candidates: 50 });
    const explicit = simulateCat(bank, {
      maxItems: 10,
      exposure: { method: 'randomesque', n: 4 },
      seed: 2,
      candidates: 50,
    });
    expect(explicit).toEqual(shorthand);
  });
});

describe('the interval of the largest exposure rate', () => {
  it('is a Wilson score interval per item, Bonferroni-corrected over the bank', () => {
    // Wilson at z = 1.96 for 30 of 100: centre (0.3 + 1.9208/100)/(1.038416) = 0.30743, half-width
    // 1.96/1.038416 × √(0.0021 + 0.000096) = 0.08845.
    const [lo, hi] = wilsonInterval(0.3, 100, 1.96);
    expect(lo).toBeCloseTo(0.21895, 4);
    expect(hi).toBeCloseTo(0.39585, 4);
    // One item: the plain 95 % interval. Two hundred items: each at 1 − 0.05/200, z = 3.66.
    const one = exposureMaximum({ a: 0.3 }, 100);
    expect(one.lower).toBeCloseTo(lo, 3);
    const rates = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`q${i}`, i === 0 ? 0.3 : 0.1]));
    const many = exposureMaximum(rates, 100);
    const [wideLo] = wilsonInterval(0.3, 100, 3.6623);
    expect(many.estimate).toBe(0.3);
    expect(many.lower).toBeCloseTo(wideLo, 3);
    expect(many.level).toBe(0.95);
  });

  it('holds the largest true rate at least 95 % of the time when 50 items sit at the ceiling', () => {
    // 50 items whose true rate is exactly 0.25, 150 at 0.1, measured on 2000 simulees, 2000 times.
    const rng = createRng(2911);
    let covered = 0;
    let naiveAbove = 0;
    for (let run = 0; run < 2000; run++) {
      const rates: Record<string, number> = {};
      for (let i = 0; i < 200; i++) {
        const p = i < 50 ? 0.25 : 0.1;
        // Normal approximation of a binomial share (n p ≥ 200).
        rates[`q${i}`] = Math.round(2000 * (p + Math.sqrt((p * (1 - p)) / 2000) * rng.normal())) / 2000;
      }
      const m = exposureMaximum(rates, 2000);
      if (m.lower <= 0.25 && 0.25 <= m.upper) covered++;
      if (m.estimate > 0.265) naiveAbove++;
    }
    expect(covered / 2000).toBeGreaterThanOrEqual(0.95);
    // The observed maximum alone would say "0.015 over the ceiling" most of the time.
    expect(naiveAbove / 2000).toBeGreaterThan(0.5);
  });
});

describe('replayable next-item decisions', () => {
  const items = spreadBank(200, 31, ['algebra', 'geometry', 'numbers']);
  const bank = compileBank(items);
  const k = Object.fromEntries(items.map((item, i) => [item.id, i % 4 === 0 ? 0.3 : i % 4 === 1 ? 0.7 : 1]));
  const variants: Array<{ name: string; options: CatOptions }> = [
    { name: 'randomesque', options: { maxItems: 15, randomesque: 4 } },
    { name: 'Sympson–Hetter', options: { maxItems: 15, exposure: { method: 'sympson-hetter', k } } },
    {
      name: 'Sympson–Hetter, content balancing and SE stop',
      options: {
        maxItems: 30,
        minItems: 5,
        seTarget: 0.4,
        exposure: { method: 'sympson-hetter', k },
        contentTargets: { algebra: 0.5, geometry: 0.3, numbers: 0.2 },
      },
    },
    {
      name: 'classification',
      options: { maxItems: 30, classification: { cut: 0.5 }, exposure: { method: 'sympson-hetter', k } },
    },
  ];

  /** Replays a finished test decision by decision from its stored answers. */
  function replay(
    options: CatOptions,
    record: { items: string[]; responses: number[] },
    rngForStep: (step: number) => ReturnType<typeof createRng>,
  ) {
    const administered: CatAdministeredItem[] = [];
    for (let step = 0; ; step++) {
      const decision = nextItemDecision(bank, options, { administered }, rngForStep(step));
      expect(decision.step).toBe(step);
      if (decision.itemId === null) return { items: administered.map((a) => a.itemId), last: decision };
      expect(decision.itemId).toBe(record.items[step]);
      administered.push({
        itemId: decision.itemId,
        response: record.responses[step],
        setAside: decision.newlySetAside,
      });
    }
  }

  it.each(variants)('$name: stored draws replay runCat with one shared generator', ({ options }) => {
    for (const seed of [1, 2, 3]) {
      const truth = createRng(100 + seed).normal();
      const answers = createRng(200 + seed);
      const record = runCat(
        bank,
        options,
        (i) => simulateResponse(bank.items[i], truth, answers),
        createRng(seed),
      );
      const { items: replayed, last } = replay(options, record, (step) =>
        rngFromDraws(record.draws[step] ?? []),
      );
      expect(replayed).toEqual(record.items);
      expect(last.stopReason).toBe(record.stopReason);
      expect(last.theta).toBe(record.theta);
      expect(last.se).toBe(record.se);
      expect(last.passed).toBe(record.passed);
      expect(last.setAside.sort()).toEqual([...record.setAside].sort());
    }
  });

  it.each(variants)('$name: per-session seeds replay simulateCat', ({ options }) => {
    const simulation = simulateCat(items, { ...options, seed: 77, candidates: 12 });
    for (const record of simulation.records) {
      const { items: replayed, last } = replay(options, record, (step) =>
        catStepRng(record.sessionSeed, step),
      );
      expect(replayed).toEqual(record.items);
      expect(last.stopReason).toBe(record.stopReason);
      expect(last.theta).toBe(record.theta);
    }
  });

  it('runCat with per-step generators makes the decisions a server makes, step by step', () => {
    const options = variants[2].options;
    const session = 'session-4f1c';
    const truth = 0.8;
    const answersForRun = createRng(5);
    const record = runCat(
      bank,
      options,
      (i) => simulateResponse(bank.items[i], truth, answersForRun),
      (step) => catStepRng(session, step),
    );
    // The server: decide, present, store the answer and the items set aside; after a "restart" the
    // same decision comes back for the same step.
    const answersForServer = createRng(5);
    const administered: CatAdministeredItem[] = [];
    for (;;) {
      const step = administered.length;
      const decision = nextItemDecision(bank, options, { administered }, catStepRng(session, step));
      const again = nextItemDecision(bank, options, { administered }, catStepRng(session, step));
      expect(again).toEqual(decision);
      if (decision.itemId === null) {
        expect(decision.stopReason).toBe(record.stopReason);
        break;
      }
      const index = bank.ids.indexOf(decision.itemId);
      administered.push({
        itemId: decision.itemId,
        response: simulateResponse(bank.items[index], truth, answersForServer),
        setAside: decision.newlySetAside,
      });
    }
    expect(administered.map((a) => a.itemId)).toEqual(record.items);
    // Keeping set-aside items in one list instead of per item decides the same.
    const flat = nextItemDecision(
      bank,
      options,
      {
        administered: administered.map(({ itemId, response }) => ({ itemId, response })),
        setAside: administered.flatMap((a) => a.setAside ?? []),
      },
      catStepRng(session, administered.length),
    );
    expect(flat.stopReason).toBe(record.stopReason);
  });

  it('step generators differ by session and by step, and are reproducible', () => {
    expect(catStepRng(9, 3).next()).toBe(catStepRng(9, 3).next());
    expect(catStepRng(9, 3).next()).not.toBe(catStepRng(9, 4).next());
    expect(catStepRng(9, 3).next()).not.toBe(catStepRng(10, 3).next());
    expect(catStepRng('a', 0).next()).not.toBe(catStepRng('b', 0).next());
    expect(() => catStepRng(1, -1)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => rngFromDraws([0.5]).int(2) + rngFromDraws([]).next()).toThrow(
      expect.objectContaining({ code: 'INSUFFICIENT_DATA' }),
    );
  });

  it.each([
    { state: { administered: [{ itemId: 'nope', response: 0 }] }, code: 'UNKNOWN_ITEM' },
    {
      state: {
        administered: [
          { itemId: 'q1', response: 0 },
          { itemId: 'q1', response: 1 },
        ],
      },
      code: 'INVALID_ARGUMENT',
    },
    { state: { administered: [{ itemId: 'q1', response: 2 }] }, code: 'ANSWER_OUT_OF_RANGE' },
    { state: { administered: [{ itemId: 'q1', response: 1 }], setAside: ['q1'] }, code: 'INVALID_ARGUMENT' },
    {
      state: { administered: [{ itemId: 'q1', response: 1, setAside: ['q1'] }] },
      code: 'INVALID_ARGUMENT',
    },
  ])('rejects an inconsistent stored state ($code)', ({ state, code }) => {
    expect(() => nextItemDecision(bank, { maxItems: 5 }, state, createRng(1))).toThrow(
      expect.objectContaining({ code }),
    );
  });
});

describe('maximum-information selection', () => {
  it('picks the most informative unused item of mixed 2PL, 3PL and GRM banks', () => {
    const rng = createRng(21);
    for (let round = 0; round < 300; round++) {
      const items: CatBankItem[] = Array.from({ length: 40 }, (_, i) => {
        const a = 0.5 + 2 * rng.next();
        const draw = rng.next();
        const irt =
          draw < 0.3
            ? { model: '3PL' as const, a, b: rng.normal() * 2, c: 0.25 * rng.next() }
            : draw < 0.5
              ? { model: 'GRM' as const, a, b: [-1 + 0.3 * rng.normal(), 1 + 0.3 * rng.normal()] }
              : { model: '2PL' as const, a, b: rng.normal() * 2 };
        return { id: `m${i}`, irt };
      });
      const bank = compileBank(items);
      const theta = 2 * rng.normal();
      const used = new Set(Array.from({ length: 8 }, () => rng.int(40)));
      let expected = -1;
      for (let i = 0; i < 40; i++) {
        if (used.has(i)) continue;
        if (
          expected < 0 ||
          itemInformation(bank.items[i], theta) > itemInformation(bank.items[expected], theta)
        )
          expected = i;
      }
      expect(selectNextItem(bank, used, theta, { maxItems: 5 }, rng)).toBe(expected);
    }
  });
});

describe('simulation reports', () => {
  const bank = spreadBank(150, 13);

  it('exposure rates sum to the mean length and the θ bins cover every simulee', () => {
    const result = simulateCat(bank, {
      maxItems: 30,
      minItems: 5,
      seTarget: 0.35,
      randomesque: 3,
      seed: 4,
      candidates: 400,
    });
    const rates = Object.values(result.exposure);
    expect(rates).toHaveLength(150);
    expect(rates.reduce((s, r) => s + r, 0)).toBeCloseTo(result.meanLength, 10);
    expect(result.maxExposure).toBe(Math.max(...rates));
    expect(result.unusedItems).toBe(rates.filter((r) => r === 0).length);
    for (const id of Object.keys(result.exposure))
      expect(result.selectionRates[id]).toBe(result.exposure[id]);
    const lengths = result.records.map((r) => r.length);
    const mean = lengths.reduce((s, x) => s + x, 0) / lengths.length;
    expect(result.meanLength).toBeCloseTo(mean, 12);
    const sd = Math.sqrt(lengths.reduce((s, x) => s + (x - mean) ** 2, 0) / (lengths.length - 1));
    expect(result.sdLength).toBeCloseTo(sd, 12);
    expect(result.sdLength).toBeGreaterThan(0);
    // Default bins: edges −3, −2.5, …, 3 plus two open bins.
    expect(result.conditional).toHaveLength(14);
    expect(result.conditional[0]).toMatchObject({ lower: null, upper: -3 });
    expect(result.conditional[13]).toMatchObject({ lower: 3, upper: null });
    expect(result.conditional.reduce((s, bin) => s + bin.n, 0)).toBe(400);
    let biasSum = 0;
    let squareSum = 0;
    for (const bin of result.conditional) {
      if (bin.n === 0) {
        expect(bin.bias).toBeNull();
        continue;
      }
      biasSum += (bin.bias as number) * bin.n;
      squareSum += (bin.rmse as number) ** 2 * bin.n;
      const inBin = result.records.filter(
        (r) =>
          (bin.lower === null || r.trueTheta >= bin.lower) && (bin.upper === null || r.trueTheta < bin.upper),
      );
      expect(inBin).toHaveLength(bin.n);
    }
    expect(biasSum / 400).toBeCloseTo(result.bias, 10);
    expect(Math.sqrt(squareSum / 400)).toBeCloseTo(result.rmse, 10);
  });

  it('takes bin edges, and a fixed length has no length spread', () => {
    const thetas = [-2, -1.2, -0.4, 0, 0.4, 1.2, 2];
    const result = simulateCat(bank, { maxItems: 10, seed: 1, trueThetas: thetas, thetaBins: [-1, 0, 1] });
    expect(result.sdLength).toBe(0);
    expect(result.conditional.map((bin) => [bin.lower, bin.upper, bin.n])).toEqual([
      [null, -1, 2],
      [-1, 0, 1],
      [0, 1, 2],
      [1, null, 2],
    ]);
    expect(() => simulateCat(bank, { maxItems: 10, seed: 1, candidates: 5, thetaBins: [0, 0] })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });

  it('selection rates include items the Sympson–Hetter lottery set aside', () => {
    const k = Object.fromEntries(bank.map((item) => [item.id, 0.5]));
    const result = simulateCat(bank, {
      maxItems: 10,
      exposure: { method: 'sympson-hetter', k },
      seed: 3,
      candidates: 200,
    });
    const selected = Object.values(result.selectionRates).reduce((s, r) => s + r, 0);
    // With K = 1/2 everywhere about one pick in two is set aside.
    expect(selected / result.meanLength).toBeGreaterThan(1.6);
    expect(selected / result.meanLength).toBeLessThan(2.4);
  });
});
