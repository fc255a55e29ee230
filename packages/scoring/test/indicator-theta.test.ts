/**
 * Indicators scored as IRT θ̂ (aggregation 'theta'), as adaptive tests are: the pipeline must give
 * the same θ̂ and SE as the IRT functions applied directly to the answered items, for each
 * estimator, leaving unanswered (not administered) items out.
 */
import { describe, expect, it } from 'vitest';
import {
  type Blueprint,
  compileIrtItem,
  createScorer,
  eapScore,
  type IrtItemParams,
  type ItemDefinition,
  type ItemResponse,
  mapScore,
  mlScore,
  type Responses,
  ScoringError,
  scoreBlueprint,
  wleScore,
} from '../src/index';

const close = (actual: number | null | undefined, expected: number) =>
  expect(Math.abs((actual as number) - expected)).toBeLessThan(5e-4);

/** A small mixed bank: 2PL and 3PL items in difficulty form. */
const BANK: IrtItemParams[] = [
  { model: '2PL', a: 1.2, b: -1.5 },
  { model: '2PL', a: 0.8, b: -0.7 },
  { model: '3PL', a: 1.5, b: -0.2, c: 0.2 },
  { model: '2PL', a: 1.0, b: 0.0 },
  { model: '3PL', a: 1.8, b: 0.4, c: 0.15 },
  { model: '2PL', a: 1.1, b: 0.9 },
  { model: '2PL', a: 0.9, b: 1.4 },
  { model: '3PL', a: 1.3, b: 2.0, c: 0.25 },
];

/** Keyed single-choice items (key 'a') alternating with true/false items (key true). */
const bankItems = (): ItemDefinition[] =>
  BANK.map((irt, i) =>
    i % 2 === 0
      ? {
          id: `q${i}`,
          type: 'single',
          options: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
          key: 'a',
          indicator: 'ABILITY',
          irt,
        }
      : { id: `q${i}`, type: 'true-false', key: true, indicator: 'ABILITY', irt },
  );

function blueprintOf(estimator?: 'EAP' | 'MAP' | 'WLE' | 'ML', extra: Partial<Blueprint> = {}): Blueprint {
  return {
    id: 'adaptive',
    version: '1',
    items: bankItems(),
    indicators: [{ id: 'ABILITY', aggregation: 'theta', ...(estimator ? { estimator } : {}) }],
    dimensions: [{ id: 'A', indicators: ['ABILITY'], normId: 'theta-norm' }],
    norms: [
      { id: 'theta-norm', version: '1', kind: 'parametric', mean: 0, sd: 1, n: 500, date: '2026-01-01' },
    ],
    ...extra,
  };
}

/** Answers to a 0/1/null pattern over the bank (null = not administered). */
function answersOf(pattern: ReadonlyArray<0 | 1 | null>): Responses {
  const out: Record<string, string | boolean> = {};
  pattern.forEach((x, i) => {
    if (x === null) return;
    out[`q${i}`] = i % 2 === 0 ? (x ? 'a' : 'b') : x === 1;
  });
  return out;
}

const irtItems = BANK.map((p, i) => compileIrtItem(p, `q${i}`));
/** Five of the eight items given, a mixed pattern. */
const PATTERN: Array<0 | 1 | null> = [1, null, 1, 0, null, 1, 0, null];

describe('θ indicators', () => {
  it('EAP (the default) equals eapScore over the answered items, and the dimension reports it', () => {
    const result = scoreBlueprint(blueprintOf(), answersOf(PATTERN));
    const direct = eapScore(irtItems, PATTERN);
    const indicator = result.indicators.ABILITY;
    expect(indicator.method).toBe('theta');
    expect(indicator.estimator).toBe('EAP');
    expect(indicator.answered).toBe(5);
    expect(indicator.items).toBe(8);
    expect(indicator.imputed).toBe(0);
    close(indicator.raw, direct.theta);
    close(indicator.se, direct.se);
    const dimension = result.dimensions.A;
    close(dimension.raw, direct.theta);
    expect(dimension.theta?.answered).toBe(5);
    close(dimension.theta?.value, direct.theta);
    close(dimension.theta?.se, direct.se);
    // A parametric N(0, 1) norm makes z = θ.
    close(dimension.scaled?.z, direct.theta);
  });

  it('leaves unanswered items out whatever the missing policy', () => {
    const zero = scoreBlueprint(blueprintOf('EAP', { missingPolicy: 'zero' }), answersOf(PATTERN));
    const ignore = scoreBlueprint(blueprintOf('EAP', { missingPolicy: 'ignore' }), answersOf(PATTERN));
    expect(zero.indicators.ABILITY.raw).toBe(ignore.indicators.ABILITY.raw);
    // item-median needs no medians for θ items
    const median = scoreBlueprint(blueprintOf('EAP', { missingPolicy: 'item-median' }), answersOf(PATTERN));
    expect(median.indicators.ABILITY.raw).toBe(ignore.indicators.ABILITY.raw);
  });

  it.each([
    ['MAP', () => mapScore(irtItems, PATTERN)],
    ['WLE', () => wleScore(irtItems, PATTERN)],
    ['ML', () => mlScore(irtItems, PATTERN)],
  ] as const)('%s equals the direct estimate', (estimator, direct) => {
    const expected = direct();
    const result = scoreBlueprint(blueprintOf(estimator), answersOf(PATTERN));
    const indicator = result.indicators.ABILITY;
    expect(indicator.estimator).toBe(estimator);
    close(indicator.raw, expected.theta);
    close(indicator.se, expected.se);
    close(result.dimensions.A.theta?.value, expected.theta);
    close(result.dimensions.A.theta?.se, expected.se);
  });

  it('uses the blueprint grid as the prior of EAP and MAP', () => {
    const quadrature = { mean: 0.5, sd: 1.2 };
    const irt = { quadrature };
    const eap = scoreBlueprint(blueprintOf('EAP', { irt }), answersOf(PATTERN));
    close(eap.indicators.ABILITY.raw, eapScore(irtItems, PATTERN, quadrature).theta);
    const map = scoreBlueprint(blueprintOf('MAP', { irt }), answersOf(PATTERN));
    close(map.indicators.ABILITY.raw, mapScore(irtItems, PATTERN, quadrature).theta);
  });

  it('ML of an all-correct or all-wrong pattern falls back to the finite WLE', () => {
    for (const x of [0, 1] as const) {
      const pattern: ItemResponse[] = [x, x, null, x, null, null, x, null];
      expect(Number.isFinite(mlScore(irtItems, pattern).theta)).toBe(false);
      const wle = wleScore(irtItems, pattern);
      const result = scoreBlueprint(blueprintOf('ML'), answersOf(pattern as Array<0 | 1 | null>));
      const indicator = result.indicators.ABILITY;
      expect(indicator.estimator).toBe('WLE');
      close(indicator.raw, wle.theta);
      close(indicator.se, wle.se);
      expect(Math.sign(indicator.raw)).toBe(x === 1 ? 1 : -1);
    }
  });

  it('with nothing answered WLE and ML give the prior (EAP without data)', () => {
    const prior = eapScore(irtItems, new Array(BANK.length).fill(null));
    for (const estimator of ['WLE', 'ML', 'EAP'] as const) {
      const indicator = scoreBlueprint(blueprintOf(estimator), {}).indicators.ABILITY;
      expect(indicator.estimator).toBe('EAP');
      expect(indicator.answered).toBe(0);
      close(indicator.raw, prior.theta);
      close(indicator.se, prior.se);
    }
    const map = scoreBlueprint(blueprintOf('MAP'), {}).indicators.ABILITY;
    expect(map.raw).toBeCloseTo(0, 9);
    expect(map.se).toBeCloseTo(1, 9);
  });

  it('scores Likert items under the GRM by keyed rating minus the scale minimum', () => {
    const grm: IrtItemParams[] = [
      { model: 'GRM', a: 1.4, b: [-1.8, -0.6, 0.5, 1.7] },
      { model: 'GRM', a: 0.9, b: [-2.0, -0.9, 0.2, 1.3] },
      { model: 'GRM', a: 1.7, b: [-1.2, -0.3, 0.8, 2.1] },
      { model: 'GRM', a: 1.1, b: [-1.5, -0.4, 0.6, 1.9] },
    ];
    const items: ItemDefinition[] = grm.map((irt, i) => ({
      id: `l${i}`,
      type: 'likert',
      min: 1,
      max: 5,
      indicator: 'TRAIT',
      ...(i === 2 ? { reverse: true } : {}),
      irt,
    }));
    // l0 = 4, l1 skipped, l2 answered 2 (reverse: keyed 4), l3 = 5
    const responses: Responses = { l0: 4, l2: 2, l3: 5 };
    const categories: ItemResponse[] = [3, null, 3, 4];
    const compiled = grm.map((p, i) => compileIrtItem(p, `l${i}`));
    for (const estimator of ['EAP', 'MAP', 'WLE', 'ML'] as const) {
      const blueprint: Blueprint = {
        id: 'grm',
        version: '1',
        items,
        indicators: [{ id: 'TRAIT', aggregation: 'theta', estimator }],
        dimensions: [{ id: 'T', indicators: ['TRAIT'] }],
      };
      const direct = {
        EAP: () => eapScore(compiled, categories),
        MAP: () => mapScore(compiled, categories),
        WLE: () => wleScore(compiled, categories),
        ML: () => mlScore(compiled, categories),
      }[estimator]();
      const result = scoreBlueprint(blueprint, responses);
      close(result.indicators.TRAIT.raw, direct.theta);
      close(result.indicators.TRAIT.se, direct.se);
      expect(result.dimensions.T.theta).toMatchObject({ answered: 3 });
      close(result.dimensions.T.theta?.value, direct.theta);
    }
  });

  it('reports no dimension θ when the dimension combines more than the θ indicator', () => {
    const blueprint = blueprintOf('EAP', {
      indicators: [{ id: 'ABILITY', aggregation: 'theta' }, { id: 'OTHER' }],
      dimensions: [{ id: 'A', indicators: ['ABILITY', 'OTHER'] }],
      norms: [],
    });
    blueprint.items = [...bankItems(), { id: 'extra', type: 'likert', min: 1, max: 5, indicator: 'OTHER' }];
    const result = scoreBlueprint(blueprint, { ...answersOf(PATTERN), extra: 3 });
    expect(result.dimensions.A.theta).toBeUndefined();
    close(result.dimensions.A.raw, eapScore(irtItems, PATTERN).theta + 3);
  });

  it('rejects items without IRT parameters or feeding θ through option weights, naming the item', () => {
    const noIrt = blueprintOf();
    noIrt.items = bankItems().map((item) => (item.id === 'q3' ? { ...item, irt: undefined } : item));
    expect(() => createScorer(noIrt)).toThrow(/item q3 has no IRT parameters/);
    const weighted = blueprintOf();
    weighted.items = [
      ...bankItems(),
      {
        id: 'w',
        type: 'single',
        options: [{ id: 'a', weights: { ABILITY: 1 } }, { id: 'b' }],
        irt: { model: '2PL', a: 1, b: 0 },
      },
    ];
    expect(() => createScorer(weighted)).toThrow(/item w feeds it through option weights/);
    const unkeyed = blueprintOf();
    unkeyed.items = bankItems().map((item) =>
      item.id === 'q0' && item.type === 'single' ? { ...item, key: undefined } : item,
    );
    try {
      createScorer(unkeyed);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ScoringError);
      expect((error as ScoringError).code).toBe('INVALID_BLUEPRINT');
      expect((error as ScoringError).message).toMatch(/item q0/);
    }
    expect(() =>
      createScorer(blueprintOf(undefined, { indicators: [{ id: 'ABILITY', estimator: 'ML' }] })),
    ).toThrow(/estimator needs aggregation 'theta'/);
  });

  it('scores many people with one scorer without carrying state over', () => {
    const scorer = createScorer(blueprintOf('WLE'));
    const other: Array<0 | 1 | null> = [0, 1, null, null, 1, 0, null, 1];
    const first = scorer.score(answersOf(PATTERN)).indicators.ABILITY.raw;
    scorer.score(answersOf(other));
    expect(scorer.score(answersOf(PATTERN)).indicators.ABILITY.raw).toBe(first);
    close(scorer.score(answersOf(other)).indicators.ABILITY.raw, wleScore(irtItems, other).theta);
  });
});

describe('a dimension of several θ indicators (content areas of one bank)', () => {
  /** The bank split into two content areas, each its own θ indicator, one dimension over both. */
  const twoAreas = (estimator: 'EAP' | 'WLE'): Blueprint => ({
    ...blueprintOf(estimator),
    items: bankItems().map((item, i) => ({ ...item, indicator: i < 4 ? 'NUMERIC' : 'VERBAL' })),
    indicators: [
      { id: 'NUMERIC', aggregation: 'theta', estimator },
      { id: 'VERBAL', aggregation: 'theta', estimator },
    ],
    dimensions: [{ id: 'A', indicators: ['NUMERIC', 'VERBAL'], normId: 'theta-norm' }],
  });

  it('scores one θ over all the answered items, not a mean of per-area estimates', () => {
    const answered = PATTERN.flatMap((x, i) => (x === null ? [] : [i]));
    const items = answered.map((i) => irtItems[i]);
    const pattern = answered.map((i) => PATTERN[i] as ItemResponse);
    for (const estimator of ['EAP', 'WLE'] as const) {
      const result = scoreBlueprint(twoAreas(estimator), answersOf(PATTERN));
      const direct = estimator === 'EAP' ? eapScore(items, pattern) : wleScore(items, pattern);
      const dimension = result.dimensions.A;
      close(dimension.raw, direct.theta);
      close(dimension.theta?.se, direct.se);
      expect(dimension.theta?.answered).toBe(answered.length);
      // The norm is N(0, 1) on θ: z is θ̂.
      close(dimension.scaled?.z, direct.theta);
      // Each area keeps its own θ̂ too (from its own items only), which differs from the joint one.
      expect(result.indicators.NUMERIC.raw).not.toBeCloseTo(dimension.raw, 3);
    }
  });
});
