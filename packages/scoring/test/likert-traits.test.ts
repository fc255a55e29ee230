import { describe, expect, it } from 'vitest';
import { type Blueprint, createScorer, sten } from '../src/index';

// A Likert inventory as the demo's: a trait is the sum of four five-point statements, two of them
// reverse-keyed (6 − x), an unanswered statement takes the mean of the person's answered ones in
// that trait, and the sum is normed by the norm group's mean and SD onto stens with bands.
const statement = (id: string, indicator: string, reverse = false) => ({
  id,
  type: 'likert' as const,
  min: 1,
  max: 5,
  indicator,
  ...(reverse ? { reverse: true } : {}),
});
const blueprint: Blueprint = {
  id: 'inventory',
  version: '1',
  missingPolicy: 'person-mean',
  items: [
    statement('o1', 'org'),
    statement('o2', 'org', true),
    statement('o3', 'org'),
    statement('o4', 'org', true),
    statement('s1', 'soc'),
    statement('s2', 'soc', true),
    statement('s3', 'soc'),
    statement('s4', 'soc', true),
  ],
  indicators: [{ id: 'org' }, { id: 'soc' }],
  dimensions: [
    { id: 'ORG', indicators: ['org'], normId: 'org-norm', bandSetId: 'trait', reliability: 0.78 },
    { id: 'SOC', indicators: ['soc'], normId: 'soc-norm', bandSetId: 'trait', reliability: 0.82 },
  ],
  norms: [
    {
      id: 'org-norm',
      version: '2026.1',
      kind: 'parametric',
      n: 1250,
      date: '2026-02-01',
      mean: 14.2,
      sd: 3.1,
    },
    {
      id: 'soc-norm',
      version: '2026.1',
      kind: 'parametric',
      n: 1250,
      date: '2026-02-01',
      mean: 13.4,
      sd: 3.4,
    },
  ],
  bands: [
    {
      id: 'trait',
      scale: 'sten',
      bands: [
        { max: 3, level: 'Low' },
        { min: 4, max: 7, level: 'Moderate' },
        { min: 8, level: 'High' },
      ],
    },
  ],
};

describe('Likert trait scoring', () => {
  const scorer = createScorer(blueprint);

  it('reverses reverse-keyed statements, sums the trait, norms it and bands the sten', () => {
    const result = scorer.score({ o1: 5, o2: 1, o3: 4, o4: 2, s1: 2, s2: 4, s3: 3, s4: 5 });
    // org: 5 + (6 − 1) + 4 + (6 − 2) = 18; soc: 2 + (6 − 4) + 3 + (6 − 5) = 8
    expect(result.dimensions.ORG.raw).toBe(18);
    expect(result.dimensions.SOC.raw).toBe(8);
    const zOrg = (18 - 14.2) / 3.1;
    const zSoc = (8 - 13.4) / 3.4;
    expect(result.dimensions.ORG.scaled?.z).toBeCloseTo(zOrg, 12);
    expect(result.dimensions.ORG.scaled).toMatchObject({ sten: sten(zOrg), normVersion: '2026.1' });
    expect(result.dimensions.ORG.scaled?.sten).toBe(8); // ⌊2 · 1.226 + 6⌋
    expect(result.dimensions.SOC.scaled?.sten).toBe(2); // ⌊2 · −1.588 + 6⌋
    expect(result.dimensions.ORG.band?.level).toBe('High');
    expect(result.dimensions.SOC.band?.level).toBe('Low');
    expect(result.dimensions.SOC.scaled?.T).toBeCloseTo(50 + 10 * zSoc, 12);
    expect(result.dimensions.SOC.scaled?.percentile).toBeGreaterThan(5);
  });

  it('fills an unanswered statement with the person’s mean in that trait (after reversal)', () => {
    // o4 missing: answered values 5, 5, 4 → mean 14 / 3, so org = 14 + 14 / 3.
    const result = scorer.score({ o1: 5, o2: 1, o3: 4, s1: 3, s2: 3, s3: 3, s4: 3 });
    expect(result.dimensions.ORG.raw).toBeCloseTo(14 + 14 / 3, 12);
    expect(result.answered).toBe(7);
    expect(result.missingPolicy).toBe('person-mean');
  });

  it('agreeing with everything (acquiescence) lands mid-scale: reverse keys cancel it', () => {
    const result = scorer.score({ o1: 5, o2: 5, o3: 5, o4: 5, s1: 5, s2: 5, s3: 5, s4: 5 });
    expect(result.dimensions.ORG.raw).toBe(12);
    expect(result.dimensions.SOC.raw).toBe(12);
  });
});
