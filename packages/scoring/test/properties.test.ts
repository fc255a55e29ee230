/**
 * Property-based tests (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Blueprint,
  compileIrtItem,
  eapScore,
  type IrtItemParams,
  jobFit,
  normalisedZ,
  percentileFromZ,
  reverseScore,
  scoreBlueprint,
  scoreItem,
  stanine,
  sten,
} from '../src/index';
import { fullBlueprint } from './blueprints';
import { jobProfile } from './job-profiles';

const z = fc.double({ min: -10, max: 10, noNaN: true });

describe('standard scales', () => {
  it('sten and stanine are monotone in z and stay in range', () => {
    fc.assert(
      fc.property(z, z, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(sten(low)).toBeLessThanOrEqual(sten(high));
        expect(stanine(low)).toBeLessThanOrEqual(stanine(high));
        expect(sten(low)).toBeGreaterThanOrEqual(1);
        expect(sten(high)).toBeLessThanOrEqual(10);
        expect(stanine(low)).toBeGreaterThanOrEqual(1);
        expect(stanine(high)).toBeLessThanOrEqual(9);
      }),
    );
  });

  it('percentile and normalised z are inverse and monotone', () => {
    fc.assert(
      fc.property(fc.double({ min: -6, max: 6, noNaN: true }), (x) => {
        expect(normalisedZ(percentileFromZ(x))).toBeCloseTo(x, 6);
      }),
    );
  });
});

describe('reverse keying', () => {
  const scale = fc
    .tuple(fc.integer({ min: -5, max: 5 }), fc.integer({ min: 1, max: 10 }))
    .chain(([min, span]) =>
      fc.tuple(fc.constant(min), fc.constant(min + span), fc.integer({ min, max: min + span })),
    );

  it('reversing twice is the identity', () => {
    fc.assert(
      fc.property(scale, ([min, max, x]) => {
        expect(reverseScore(reverseScore(x, min, max), min, max)).toBe(x);
      }),
    );
  });

  it('a reverse-keyed Likert item scores the reversed answer back to the original', () => {
    fc.assert(
      fc.property(scale, ([min, max, x]) => {
        const item = { id: 'q', type: 'likert' as const, min, max, reverse: true, indicator: 'i' };
        expect(scoreItem(item, reverseScore(x, min, max)).score).toBe(x);
      }),
    );
  });
});

describe('scoring is invariant to item order', () => {
  const itemSpec = fc.record({
    reverse: fc.boolean(),
    indicator: fc.integer({ min: 0, max: 2 }),
    weight: fc.integer({ min: 1, max: 3 }),
  });
  const setup = fc.array(itemSpec, { minLength: 3, maxLength: 12 }).chain((items) =>
    fc.tuple(
      fc.constant(items),
      fc.array(fc.option(fc.integer({ min: 1, max: 5 }), { nil: null, freq: 5 }), {
        minLength: items.length,
        maxLength: items.length,
      }),
      fc.shuffledSubarray(
        items.map((_, i) => i),
        { minLength: items.length, maxLength: items.length },
      ),
      fc.constantFrom('zero', 'ignore', 'item-median', 'person-mean' as const),
    ),
  );

  it('the same responses give the same scores whatever the order of items and answers', () => {
    fc.assert(
      fc.property(setup, ([specs, answers, order, policy]) => {
        const items = specs.map((s, i) => ({
          id: `i${i}`,
          type: 'likert' as const,
          min: 1,
          max: 5,
          reverse: s.reverse,
          indicator: `ind${s.indicator}`,
          weight: s.weight,
          median: 3,
        }));
        const used = [...new Set(specs.map((s) => s.indicator))].sort();
        // person-mean needs at least one answer per indicator
        if (policy === 'person-mean') {
          for (const k of used) {
            const first = specs.findIndex((s) => s.indicator === k);
            if (answers[first] === null) answers[first] = 3;
          }
        }
        const blueprint: Blueprint = {
          id: 'p',
          version: '1',
          missingPolicy: policy,
          items,
          indicators: used.map((k) => ({ id: `ind${k}` })),
          dimensions: [{ id: 'all', indicators: used.map((k) => `ind${k}`), aggregation: 'mean' }],
        };
        const responses = Object.fromEntries(items.map((item, i) => [item.id, answers[i]]));
        const shuffledBlueprint = { ...blueprint, items: order.map((i) => items[i]) };
        const shuffledResponses = Object.fromEntries(order.map((i) => [items[i].id, answers[i]]));
        const a = scoreBlueprint(blueprint, responses);
        const b = scoreBlueprint(shuffledBlueprint, shuffledResponses);
        for (const id of Object.keys(a.indicators)) {
          expect(b.indicators[id].raw).toBeCloseTo(a.indicators[id].raw, 9);
          expect(b.indicators[id].answered).toBe(a.indicators[id].answered);
        }
        expect(b.dimensions.all.raw).toBeCloseTo(a.dimensions.all.raw, 9);
      }),
      { numRuns: 200 },
    );
  });
});

describe('EAP', () => {
  const params: fc.Arbitrary<IrtItemParams> = fc.oneof(
    fc.record({
      model: fc.constant('2PL' as const),
      a: fc.double({ min: 0.2, max: 4, noNaN: true }),
      b: fc.double({ min: -4, max: 4, noNaN: true }),
    }),
    fc.record({
      model: fc.constant('3PL' as const),
      a: fc.double({ min: 0.2, max: 4, noNaN: true }),
      b: fc.double({ min: -4, max: 4, noNaN: true }),
      c: fc.double({ min: 0, max: 0.4, noNaN: true }),
    }),
    fc
      .tuple(
        fc.double({ min: 0.2, max: 4, noNaN: true }),
        fc.array(fc.double({ min: -3, max: 3, noNaN: true }), { minLength: 1, maxLength: 4 }),
      )
      .map(([a, raw]) => {
        const b = [...raw].sort((x, y) => x - y).map((v, i) => v + i * 0.01);
        return { model: 'GRM' as const, a, b };
      }),
  );
  const grid = fc.record({
    points: fc.integer({ min: 5, max: 81 }),
    min: fc.double({ min: -8, max: -1, noNaN: true }),
    max: fc.double({ min: 1, max: 8, noNaN: true }),
  });

  it('stays within the quadrature grid, with a finite non-negative SD', () => {
    fc.assert(
      fc.property(
        fc.array(params, { minLength: 1, maxLength: 30 }),
        grid,
        fc.integer(),
        (itemParams, spec, seed) => {
          const items = itemParams.map((p) => compileIrtItem(p));
          const pattern = items.map((item, i) => Math.abs(seed + i * 7919) % item.categories);
          const eap = eapScore(items, pattern, spec);
          expect(eap.theta).toBeGreaterThanOrEqual(spec.min - 1e-9);
          expect(eap.theta).toBeLessThanOrEqual(spec.max + 1e-9);
          expect(eap.se).toBeGreaterThanOrEqual(0);
          expect(Number.isFinite(eap.se)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('job fit', () => {
  it('is a percentage whose contributions add up', () => {
    const profile = jobProfile('T', [
      { competence: 'a', target: 60, weight: 2 },
      { competence: 'b', target: 45, direction: 'minimum' },
    ]);
    fc.assert(
      fc.property(z, z, fc.double({ min: 0, max: 2, noNaN: true }), (za, zb, se) => {
        const result = jobFit({ a: { z: za, se }, b: { z: zb, se } }, profile);
        expect(result.fit).toBeGreaterThanOrEqual(0);
        expect(result.fit).toBeLessThanOrEqual(100);
        expect(result.contributions.reduce((s, c) => s + c.contribution, 0)).toBeCloseTo(result.fit, 9);
        expect(result.confidence?.lower).toBeLessThanOrEqual(result.fit + 1e-9);
        expect(result.confidence?.upper).toBeGreaterThanOrEqual(result.fit - 1e-9);
      }),
    );
  });
});

describe('results never contain NaN', () => {
  const answers = fc.record({
    n1: fc.option(fc.constantFrom('a', 'b', 'c', 'd'), { nil: null }),
    n2: fc.option(fc.constantFrom('a', 'b', 'c', 'd'), { nil: null }),
    n3: fc.option(fc.constantFrom('true', 'false'), { nil: null }),
    n4: fc.option(fc.double({ min: -100, max: 100, noNaN: true }), { nil: null }),
    e1: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    e2: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    e3: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    e4: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    c1: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    c2: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    sjt1: fc.option(fc.constantFrom('a', 'b', 'c'), { nil: null }),
    fc1: fc.option(
      fc.constantFrom(
        ...[
          ['s1', 's2'],
          ['s1', 's3'],
          ['s2', 's3'],
          ['s3', 's1'],
        ].map(([most, least]) => ({ most, least })),
      ),
      { nil: null },
    ),
  });

  function assertNoNaN(value: unknown, path: string): void {
    if (typeof value === 'number') {
      if (Number.isNaN(value)) throw new Error(`NaN at ${path}`);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) assertNoNaN(child, `${path}.${key}`);
    }
  }

  it.each([
    'zero',
    'ignore',
    'person-mean',
    'item-median',
  ] as const)('with the %s policy: a full result without NaN or a typed error', (policy) => {
    const blueprint = { ...fullBlueprint, missingPolicy: policy };
    fc.assert(
      fc.property(answers, (responses) => {
        try {
          const result = scoreBlueprint(blueprint, responses, { includeItems: true });
          assertNoNaN(result, 'result');
        } catch (error) {
          expect(error).toMatchObject({ name: 'ScoringError', code: 'INSUFFICIENT_DATA' });
        }
      }),
      { numRuns: 150 },
    );
  });
});
