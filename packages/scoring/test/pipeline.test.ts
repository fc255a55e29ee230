import { describe, expect, it } from 'vitest';
import {
  applyNorm,
  type Blueprint,
  compileIrtItem,
  createScorer,
  ENGINE_VERSION,
  eapScore,
  jobFit,
  type Responses,
  ScoringError,
  scoreBlueprint,
  scoreCompetences,
  scoreMany,
  sten,
} from '../src/index';
import { fullBlueprint, keyedTest } from './blueprints';

describe('keyed single-choice test (the server’s simplest use)', () => {
  it('reports numberCorrect and maxScore with the versions that made it', () => {
    const result = scoreBlueprint(keyedTest, { q1: 'b', q2: 'c' });
    expect(result.numberCorrect).toBe(1);
    expect(result.maxScore).toBe(3);
    expect(result.answered).toBe(2);
    expect(result.ability.percentCorrect).toBeCloseTo(100 / 3, 12);
    expect(result).toMatchObject({
      kind: 'asesa.score-result',
      engineVersion: ENGINE_VERSION,
      blueprint: { id: 'numerical-reasoning', version: '1.0.0' },
      norms: [],
      missingPolicy: 'zero',
    });
  });

  it('results are plain JSON and a recalculation reproduces them exactly', () => {
    const responses = { q1: 'b', q2: 'a', q3: 'c' };
    const first = scoreBlueprint(keyedTest, responses);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
    expect(scoreBlueprint(keyedTest, responses)).toEqual(first);
  });

  it.each([
    { responses: { q9: 'a' }, code: 'UNKNOWN_ITEM', message: /q9/ },
    { responses: { q1: 'z' }, code: 'ANSWER_OUT_OF_RANGE', message: /q1/ },
    { responses: { q1: 3 }, code: 'INVALID_ANSWER', message: /q1/ },
  ])('bad responses $responses → $code', ({ responses, code, message }) => {
    expect(() => scoreBlueprint(keyedTest, responses as Responses)).toThrow(
      expect.objectContaining({ code, message: expect.stringMatching(message) }),
    );
  });

  it('includes per-item scores on request', () => {
    const result = scoreBlueprint(keyedTest, { q1: 'b', q2: 'c' }, { includeItems: true });
    expect(result.items?.q1).toMatchObject({ answered: true, score: 1, correct: true });
    expect(result.items?.q2).toMatchObject({ answered: true, score: 0, correct: false });
    expect(result.items?.q3).toMatchObject({ answered: false, score: null });
  });
});

describe('full pipeline', () => {
  const responses: Responses = {
    n1: 'a', // right
    n2: 'c', // wrong
    n3: 'false', // right
    n4: 12.52, // right
    e1: 5,
    e2: 1, // reversed → 5
    e3: 4,
    e4: 2, // reversed → 4
    c1: 4,
    c2: 3, // reversed → 3
    sjt1: 'a', // lead 2, care 0
    fc1: { most: 's1', least: 's3' }, // lead 2, care 1, orderliness reversed(0) = 2
  };
  const result = scoreBlueprint(fullBlueprint, responses, { includeItems: true });

  it('scores items into indicators', () => {
    expect(result.numberCorrect).toBe(3);
    expect(result.maxScore).toBe(4);
    expect(result.indicators.numerical.raw).toBe(3);
    expect(result.indicators.sociability.raw).toBe(5);
    expect(result.indicators.assertiveness.raw).toBe(4);
    expect(result.indicators.orderliness.raw).toBe(4 + 3 + 2);
    expect(result.indicators.lead.raw).toBe(2 + 2);
    expect(result.indicators.care.raw).toBe(0 + 1);
    expect(result.indicators.sociability).toMatchObject({
      method: 'mean',
      items: 2,
      answered: 2,
      imputed: 0,
    });
  });

  it('aggregates dimensions and applies their norms', () => {
    expect(result.dimensions.extraversion.raw).toBe(4.5);
    expect(result.dimensions.extraversion.scaled?.z).toBeCloseTo((4.5 - 3) / 0.6, 12);
    expect(result.dimensions.extraversion.scaled?.sten).toBe(sten(2.5));
    expect(result.dimensions.leadership.raw).toBe(2 * 4 - 1);
    expect(result.dimensions.leadership.scaled?.z).toBeCloseTo(2.5, 12);
    expect(result.dimensions.conscientiousness.scaled).toMatchObject({
      percentile: 92,
      normId: 'conscientiousness-norm',
      normVersion: '2023-07',
    });
    expect(result.dimensions.ability.band).toMatchObject({
      level: 'high',
      colour: '#2e7d32',
      scale: 'sten',
      value: 8,
    });
    expect(result.dimensions.extraversion.band?.level).toBe('high');
  });

  it('records every norm it applied', () => {
    expect(result.norms.map((n) => `${n.id}@${n.version}`)).toEqual([
      'ability-norm@2024-01',
      'extraversion-norm@2024-01',
      'conscientiousness-norm@2023-07',
      'leadership-norm@2024-01',
      'interpersonal-norm@1',
    ]);
    expect(result.missingPolicy).toBe('person-mean');
  });

  it('builds group dimensions from dimension z or raw scores', () => {
    const zExtraversion = (4.5 - 3) / 0.6;
    expect(result.groupDimensions.interpersonal.raw).toBeCloseTo((zExtraversion + 2.5) / 2, 12);
    expect(result.groupDimensions.interpersonal.scaled?.z).toBeCloseTo((zExtraversion + 2.5) / 2 / 0.8, 12);
    expect(result.groupDimensions['total-raw'].raw).toBe(3 + 9);
    expect(result.groupDimensions['total-raw'].scaled).toBeNull();
  });

  it('re-standardises competences by √(wᵀRw) and bands their levels', () => {
    const zE = (4.5 - 3) / 0.6;
    const zL = 2.5;
    const denominator = Math.sqrt(4 + 1 + 2 * 2 * 1 * 0.3);
    const influencing = result.competences.influencing;
    expect(influencing.denominator).toBeCloseTo(denominator, 12);
    expect(influencing.z).toBeCloseTo((2 * zE + zL) / denominator, 12);
    expect(influencing.T).toBeCloseTo(50 + (10 * (2 * zE + zL)) / denominator, 10);
    // Mosier: 1 − Σ w²(1 − ρ) / wᵀRw
    expect(influencing.reliability).toBeCloseTo(1 - (4 * 0.15 + 1 * 0.4) / denominator ** 2, 12);
    expect(influencing.level?.level).toBe('advanced');
    expect(influencing.formula).toContain('√(wᵀRw)');
    expect(scoreCompetences(fullBlueprint, result)).toEqual(result.competences);
  });

  it('computes job fit with its formula, contributions and confidence band', () => {
    const fit = result.jobFits['team-lead'];
    const influencingSten = result.competences.influencing.sten;
    const solvingSten = result.competences['problem-solving'].sten;
    const meanShortfall = (2 * Math.abs(influencingSten - 8) + Math.max(0, 6 - solvingSten)) / 3;
    expect(fit.meanShortfall).toBeCloseTo(meanShortfall, 12);
    expect(fit.fit).toBeCloseTo(100 * Math.max(0, 1 - meanShortfall / 2), 10);
    expect(fit.contributions.map((c) => c.contribution).reduce((s, c) => s + c, 0)).toBeCloseTo(fit.fit, 10);
    expect(fit.formula).toContain('S = Σ w_j·d_j / Σ w_j');
    expect(fit.confidence).not.toBeNull();
    expect(fit.confidence?.lower).toBeLessThanOrEqual(fit.fit);
    expect(fit.confidence?.upper).toBeGreaterThanOrEqual(fit.fit);
    expect(fit).toMatchObject({ profileId: 'team-lead', profileVersion: '1', scale: 'sten' });
  });

  it('jobFit can be called on top of a result', () => {
    const profile = fullBlueprint.jobProfiles?.[0];
    if (!profile) throw new Error('fixture');
    expect(jobFit(result.competences, profile)).toEqual(result.jobFits['team-lead']);
  });

  it('classifies the character type', () => {
    expect(result.characterTypes.style).toMatchObject({
      type: 'driver',
      label: 'Driver',
      ruleIndex: 0,
      ruleSetVersion: '1',
    });
  });

  it('summarises ability with number correct and EAP θ from the items’ IRT parameters', () => {
    const irt = [
      compileIrtItem({ model: '2PL', a: 1.2, b: -0.5 }),
      compileIrtItem({ model: '2PL', a: 0.9, b: 0 }),
      compileIrtItem({ model: '3PL', a: 1.4, b: 0.8, c: 0.2 }),
      compileIrtItem({ model: '1PL', b: 1 }),
    ];
    const expected = eapScore(irt, [1, 0, 1, 1]);
    expect(result.ability.theta?.theta).toBeCloseTo(expected.theta, 12);
    expect(result.ability.theta?.se).toBeCloseTo(expected.se, 12);
    expect(result.ability).toMatchObject({ keyedItems: 4, answeredKeyed: 4, numberCorrect: 3, maxScore: 4 });
  });

  it('reports item contributions', () => {
    expect(result.items?.fc1.contributions).toEqual({ lead: 2, care: 1, orderliness: 2 });
    expect(result.items?.e2).toMatchObject({ score: 5, correct: null });
  });

  it('applies the missing policy: person mean within the indicator', () => {
    const partial = scoreBlueprint(fullBlueprint, { ...responses, e2: null, c2: undefined });
    expect(partial.indicators.sociability).toMatchObject({ raw: 5, answered: 1, imputed: 1 });
    // orderliness answered: c1 = 4, fc1 = 2 → person mean 3 fills c2
    expect(partial.indicators.orderliness).toMatchObject({ raw: 4 + 3 + 2, answered: 2, imputed: 1 });
  });

  it.each([
    { policy: 'zero', orderliness: 4 + 0 + 2 },
    { policy: 'ignore', orderliness: 4 + 2 },
    { policy: 'item-median', orderliness: 4 + 3 + 2 },
  ] as const)('applies the $policy policy and states it in the result', ({ policy, orderliness }) => {
    const blueprint: Blueprint = { ...fullBlueprint, missingPolicy: policy };
    const partial = scoreBlueprint(blueprint, { ...responses, c2: null });
    expect(partial.missingPolicy).toBe(policy);
    expect(partial.indicators.orderliness.raw).toBe(orderliness);
  });

  it('unanswered keyed items count as wrong for θ under the zero policy', () => {
    const zero = scoreBlueprint({ ...fullBlueprint, missingPolicy: 'zero' }, { ...responses, n4: null });
    const ignore = scoreBlueprint({ ...fullBlueprint, missingPolicy: 'ignore' }, { ...responses, n4: null });
    expect(zero.ability.theta?.answered).toBe(4);
    expect(ignore.ability.theta?.answered).toBe(3);
    expect(zero.numberCorrect).toBe(2);
  });

  it('is invariant to the order of items and responses', () => {
    const reversed: Blueprint = { ...fullBlueprint, items: [...fullBlueprint.items].reverse() };
    const shuffledResponses = Object.fromEntries(Object.entries(responses).reverse());
    const again = scoreBlueprint(reversed, shuffledResponses);
    expect(again.dimensions.extraversion.raw).toBe(result.dimensions.extraversion.raw);
    expect(again.competences.influencing.z).toBeCloseTo(result.competences.influencing.z, 12);
    expect(again.jobFits['team-lead'].fit).toBeCloseTo(result.jobFits['team-lead'].fit, 10);
  });

  it('scores many people with one compiled blueprint, identically to one at a time', () => {
    const people = [responses, { ...responses, e1: 1 }, { ...responses, n1: 'd' }];
    const many = scoreMany(fullBlueprint, people);
    expect(many).toEqual(people.map((r) => scoreBlueprint(fullBlueprint, r)));
    const scorer = createScorer(fullBlueprint);
    expect(scorer.score(people[1])).toEqual(many[1]);
  });

  it('norm conversions in the result agree with applyNorm', () => {
    const norm = fullBlueprint.norms?.find((n) => n.id === 'extraversion-norm');
    if (!norm) throw new Error('fixture');
    expect(result.dimensions.extraversion.scaled).toEqual(applyNorm(norm, 4.5));
  });
});

describe('blueprint validation', () => {
  const base = fullBlueprint;
  it.each([
    {
      name: 'unknown indicator on an item',
      patch: { items: [{ id: 'x', type: 'likert', min: 1, max: 5, indicator: 'nope' }] },
      code: 'UNKNOWN_REFERENCE',
    },
    {
      name: 'unknown norm',
      patch: { dimensions: [{ id: 'd', indicators: ['numerical'], normId: 'missing' }] },
      code: 'UNKNOWN_REFERENCE',
    },
    {
      name: 'duplicate item ids',
      patch: { items: [...base.items, base.items[0]] },
      code: 'INVALID_BLUEPRINT',
    },
    { name: 'unknown missing policy', patch: { missingPolicy: 'guess' }, code: 'INVALID_BLUEPRINT' },
    { name: 'no version', patch: { version: '' }, code: 'INVALID_BLUEPRINT' },
    { name: 'no items', patch: { items: [] }, code: 'INVALID_BLUEPRINT' },
    {
      name: 'sten band without norm',
      patch: {
        dimensions: [
          ...(base.dimensions ?? []),
          { id: 'raw-only', indicators: ['care'], bandSetId: 'sten-3' },
        ],
      },
      code: 'INVALID_BLUEPRINT',
    },
    {
      name: 'competence on unknown dimension',
      patch: { competences: [{ id: 'c', components: ['ghost'] }] },
      code: 'UNKNOWN_REFERENCE',
    },
    {
      name: 'job profile on unknown competence',
      patch: { jobProfiles: [{ id: 'j', version: '1', targets: [{ competence: 'ghost', target: 5 }] }] },
      code: 'UNKNOWN_REFERENCE',
    },
    {
      name: 'singular correlations for the weights',
      patch: {
        correlations: {
          ids: ['extraversion', 'leadership'],
          matrix: [
            [1, -1],
            [-1, 1],
          ],
        },
        competences: [{ id: 'c', components: ['extraversion', 'leadership'] }],
        jobProfiles: [],
      },
      code: 'SINGULAR_MATRIX',
    },
    {
      name: 'item-median without medians',
      patch: {
        missingPolicy: 'item-median',
        items: [...base.items, { id: 'x', type: 'likert', min: 1, max: 5, indicator: 'care' }],
      },
      code: 'INVALID_BLUEPRINT',
    },
    {
      name: 'empty indicator',
      patch: { indicators: [...(base.indicators ?? []), { id: 'unused' }] },
      code: 'INVALID_BLUEPRINT',
    },
    {
      name: 'bad norm sd',
      patch: { norms: (base.norms ?? []).map((n) => (n.kind === 'parametric' ? { ...n, sd: 0 } : n)) },
      code: 'INVALID_BLUEPRINT',
    },
    {
      name: 'rule on unknown dimension',
      patch: {
        characterRules: [
          { id: 'r', rules: [{ type: 't', all: [{ dimension: 'ghost', op: '>', value: 1 }] }] },
        ],
      },
      code: 'UNKNOWN_REFERENCE',
    },
  ])('$name → $code', ({ patch, code }) => {
    const blueprint = { ...base, ...patch } as Blueprint;
    expect(() => scoreBlueprint(blueprint, {})).toThrow(expect.objectContaining({ code }));
  });

  it('errors are ScoringError instances with a message naming the problem', () => {
    try {
      scoreBlueprint(
        { ...keyedTest, items: [{ id: 'q', type: 'single', options: [{ id: 'a' }], key: 'x' }] },
        {},
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ScoringError);
      expect((error as ScoringError).code).toBe('INVALID_BLUEPRINT');
      expect((error as Error).message).toContain('key x');
    }
  });

  it('a mean indicator with nothing answered under ignore is a typed error, not NaN', () => {
    const blueprint: Blueprint = {
      id: 'b',
      version: '1',
      missingPolicy: 'ignore',
      items: [{ id: 'l1', type: 'likert', min: 1, max: 5, indicator: 'i' }],
      indicators: [{ id: 'i', aggregation: 'mean' }],
    };
    expect(() => scoreBlueprint(blueprint, {})).toThrow(
      expect.objectContaining({ code: 'INSUFFICIENT_DATA' }),
    );
    expect(scoreBlueprint(blueprint, { l1: 2 }).indicators.i.raw).toBe(2);
  });
});
