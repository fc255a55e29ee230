import { describe, expect, it } from 'vitest';
import {
  type Blueprint,
  createRng,
  pairOutcomes,
  scoreBlueprint,
  scoreThurstonian,
  type ThurstonianBlock,
} from '../src/index';
import { correlation } from '../src/stats';

describe('forced-choice pair coding', () => {
  it('a 3-statement block gives the full ranking', () => {
    expect(pairOutcomes(3, { most: 1, least: 2 })).toEqual([
      { i: 0, k: 1, pair: 0, y: 0 },
      { i: 0, k: 2, pair: 1, y: 1 },
      { i: 1, k: 2, pair: 2, y: 1 },
    ]);
  });
  it('a 4-statement block leaves the middle pair unknown (5 of 6 pairs)', () => {
    const outcomes = pairOutcomes(4, { most: 0, least: 3 });
    expect(outcomes).toHaveLength(5);
    expect(outcomes.find((o) => o.i === 1 && o.k === 2)).toBeUndefined();
  });
});

describe('Thurstonian IRT MAP scoring', () => {
  const symmetric: ThurstonianBlock = {
    statements: [
      { trait: 'A', loading: 1, uniqueness: 0.5 },
      { trait: 'B', loading: 1, uniqueness: 0.5 },
      { trait: 'C', loading: 1, uniqueness: 0.5 },
    ],
    thresholds: [0, 0, 0],
  };

  it('the most-preferred trait goes up, the least-preferred down, the middle stays near 0', () => {
    const result = scoreThurstonian([symmetric], [{ most: 0, least: 2 }]);
    expect(result.converged).toBe(true);
    expect(result.traits.A.theta).toBeGreaterThan(0.1);
    expect(result.traits.C.theta).toBeLessThan(-0.1);
    expect(Math.abs(result.traits.B.theta)).toBeLessThan(1e-8);
    expect(result.traits.A.theta).toBeCloseTo(-result.traits.C.theta, 10);
    expect(result.traits.A.se).toBeLessThan(1); // the data add information to the N(0,1) prior
  });

  it('no answers return the prior mean with prior SD', () => {
    const result = scoreThurstonian([symmetric], [null]);
    expect(result.traits.A).toEqual({ theta: 0, se: 1 });
  });

  it('recovers simulated traits (correlation > 0.7 for each trait)', () => {
    const rng = createRng(20240601);
    const traits = ['T1', 'T2', 'T3', 'T4', 'T5'];
    const blocks: ThurstonianBlock[] = [];
    const means: number[][] = [];
    for (let b = 0; b < 30; b++) {
      const chosen = [b % 5, (b + 1 + (b % 2)) % 5, (b + 3) % 5];
      const statements = chosen.map((t, s) => ({
        trait: traits[t],
        loading: (0.7 + 0.5 * rng.next()) * (s === 2 && b % 3 === 0 ? -1 : 1),
        uniqueness: 0.3 + 0.4 * rng.next(),
      }));
      const mu = statements.map(() => rng.normal() * 0.5);
      means.push(mu);
      // γ_ik = −(μ_i − μ_k)
      blocks.push({ statements, thresholds: [-(mu[0] - mu[1]), -(mu[0] - mu[2]), -(mu[1] - mu[2])] });
    }
    const people = 300;
    const truth: number[][] = [];
    const estimates: number[][] = [];
    for (let p = 0; p < people; p++) {
      const eta = traits.map(() => rng.normal());
      truth.push(eta);
      const answers = blocks.map((block, b) => {
        const utility = block.statements.map(
          (s, i) =>
            means[b][i] + s.loading * eta[traits.indexOf(s.trait)] + Math.sqrt(s.uniqueness) * rng.normal(),
        );
        const order = [0, 1, 2].sort((x, y) => utility[y] - utility[x]);
        return { most: order[0], least: order[2] };
      });
      const result = scoreThurstonian(blocks, answers, { traits });
      estimates.push(traits.map((t) => result.traits[t].theta));
    }
    traits.forEach((_, t) => {
      const x = truth.map((row) => row[t]);
      const y = estimates.map((row) => row[t]);
      expect(correlation(x, y) as number).toBeGreaterThan(0.7);
    });
  });

  it('rejects a non-positive-definite trait correlation matrix', () => {
    expect(() =>
      scoreThurstonian([symmetric], [{ most: 0, least: 1 }], {
        traits: ['A', 'B', 'C'],
        correlations: [
          [1, 0.9, -0.9],
          [0.9, 1, 0.9],
          [-0.9, 0.9, 1],
        ],
      }),
    ).toThrow(expect.objectContaining({ code: 'SINGULAR_MATRIX' }));
  });
});

describe('Thurstonian scoring in a blueprint', () => {
  const blueprint: Blueprint = {
    id: 'fc',
    version: '1',
    forcedChoice: { method: 'thurstonian' },
    items: [
      {
        id: 'b1',
        type: 'forced-choice',
        statements: [
          { id: 'x', indicator: 'A', loading: 1, uniqueness: 0.5 },
          { id: 'y', indicator: 'B', loading: 1, uniqueness: 0.5 },
          { id: 'z', indicator: 'C', loading: 1, uniqueness: 0.5 },
        ],
        thresholds: [0, 0, 0],
      },
    ],
    indicators: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
    dimensions: [{ id: 'A-dim', indicators: ['A'] }],
  };
  it('indicator raw scores are the MAP θ with their SE', () => {
    const result = scoreBlueprint(blueprint, { b1: { most: 'x', least: 'z' } });
    const direct = scoreThurstonian(
      [
        {
          statements: [
            { trait: 'A', loading: 1, uniqueness: 0.5 },
            { trait: 'B', loading: 1, uniqueness: 0.5 },
            { trait: 'C', loading: 1, uniqueness: 0.5 },
          ],
          thresholds: [0, 0, 0],
        },
      ],
      [{ most: 0, least: 2 }],
    );
    expect(result.indicators.A).toMatchObject({
      method: 'thurstonian',
      raw: direct.traits.A.theta,
      se: direct.traits.A.se,
    });
    expect(result.dimensions['A-dim'].raw).toBe(direct.traits.A.theta);
  });
  it('needs the Thurstonian parameters', () => {
    const broken = structuredClone(blueprint);
    (broken.items[0] as { thresholds?: number[] }).thresholds = [0];
    expect(() => scoreBlueprint(broken, {})).toThrow(expect.objectContaining({ code: 'INVALID_BLUEPRINT' }));
  });
});
