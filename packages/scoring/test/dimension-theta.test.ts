/**
 * GRM θ of calibrated Likert dimensions. The published reference is LSAT7 (EXPECTED.md, R mirt):
 * a graded response item with two categories is the 2PL, so five 2-point Likert items carrying the
 * published slopes and intercepts must give mirt's EAP and posterior SD of the listed patterns on the
 * 61-point grid on [−6, 6]. Five-point items are checked against an independent numerical integration
 * (numpy, same grid and prior) and against eapScore on the reverse-keyed categories.
 */
import { describe, expect, it } from 'vitest';
import {
  type Blueprint,
  compileIrtItem,
  eapScore,
  type ItemDefinition,
  type LikertItem,
  type Responses,
  ScoringError,
  scoreBlueprint,
} from '../src/index';

const close = (actual: number | undefined, expected: number, digits = 1e-3) =>
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(digits);

/** Published mirt 2PL estimates for LSAT7 (EXPECTED.md), slope/intercept form. */
const LSAT7 = {
  a: [0.988, 1.081, 1.706, 0.765, 0.736],
  d: [1.856, 0.808, 1.804, 0.486, 1.855],
};

/** A blueprint with one dimension over one indicator fed by the given items' ratings. */
function blueprintOf(items: ItemDefinition[], extra: Partial<Blueprint> = {}): Blueprint {
  return {
    id: 'grm',
    version: '1',
    items,
    indicators: [{ id: 'TRAIT' }],
    dimensions: [{ id: 'D', indicators: ['TRAIT'] }],
    ...extra,
  };
}

/** 2-point Likert items (1 = wrong / disagree, 2 = right / agree) with the LSAT7 parameters. */
const lsatItems = (reverse: readonly number[] = []): LikertItem[] =>
  LSAT7.a.map((a, i) => ({
    id: `Item.${i + 1}`,
    type: 'likert',
    min: 1,
    max: 2,
    indicator: 'TRAIT',
    ...(reverse.includes(i) ? { reverse: true } : {}),
    irt: { model: 'GRM', a, d: [LSAT7.d[i]] },
  }));

/** Ratings of a 0/1 pattern (reverse-keyed items answered the other way round to mean the same). */
const ratingsOf = (pattern: string, reverse: readonly number[] = []): Responses =>
  Object.fromEntries(
    [...pattern].map((x, i) => {
      const keyed = Number(x) + 1;
      return [`Item.${i + 1}`, reverse.includes(i) ? 3 - keyed : keyed];
    }),
  );

describe('GRM dimension θ: LSAT7 published EAP (± 1e-3)', () => {
  it('pattern 10000: EAP −1.4135, posterior SD 0.6696', () => {
    const result = scoreBlueprint(blueprintOf(lsatItems()), ratingsOf('10000'));
    const theta = result.dimensions.D.theta;
    close(theta?.value, -1.4135);
    close(theta?.se, 0.6696);
    expect(theta?.answered).toBe(5);
    expect(result.dimensions.D.raw).toBe(6); // the raw sum is still reported beside θ
  });

  it('pattern 11010: EAP −0.5873', () => {
    const result = scoreBlueprint(blueprintOf(lsatItems()), ratingsOf('11010'));
    close(result.dimensions.D.theta?.value, -0.5873);
  });

  it('reverse keys order the categories by the keyed score', () => {
    const reverse = [1, 3];
    const result = scoreBlueprint(blueprintOf(lsatItems(reverse)), ratingsOf('10000', reverse));
    close(result.dimensions.D.theta?.value, -1.4135);
    close(result.dimensions.D.theta?.se, 0.6696);
  });
});

describe('GRM dimension θ: five-point items', () => {
  const PARAMS = [
    { a: 1.8, b: [-2.0, -0.9, 0.3, 1.5] },
    { a: 1.2, b: [-1.5, -0.5, 0.6, 1.9] },
    { a: 2.3, b: [-1.1, -0.2, 0.7, 1.6] },
    { a: 0.9, b: [-2.4, -1.0, 0.2, 1.2] },
  ];
  const REVERSE = new Set([1, 3]);
  const items: LikertItem[] = PARAMS.map((p, i) => ({
    id: `q${i + 1}`,
    type: 'likert',
    min: 1,
    max: 5,
    indicator: i < 2 ? 'T1' : 'T2',
    ...(REVERSE.has(i) ? { reverse: true } : {}),
    irt: { model: 'GRM', a: p.a, b: p.b },
  }));
  const blueprint: Blueprint = {
    id: 'grm5',
    version: '1',
    items,
    indicators: [{ id: 'T1' }, { id: 'T2' }],
    // Two indicators, one dimension: θ spans every item of the dimension.
    dimensions: [{ id: 'D', indicators: ['T1', { id: 'T2', weight: 2 }] }],
  };
  /** Answers whose keyed categories are the given ones (reverse items answered min + max − x). */
  const answersFor = (categories: Array<number | null>): Responses =>
    Object.fromEntries(
      categories.flatMap((c, i) =>
        c === null ? [] : [[`q${i + 1}`, REVERSE.has(i) ? 5 - c : c + 1] as [string, number]],
      ),
    );

  // Independent integration (numpy: P*_j = 1/(1 + exp(−a(θ − b_j))), 61 nodes on [−6, 6], N(0, 1)).
  const EXPECTED: Array<[Array<number | null>, number, number]> = [
    [[3, 1, 4, 2], 0.764736, 0.545331],
    [[0, 0, 1, 0], -1.378874, 0.541723],
    [[4, 4, 4, 4], 2.079614, 0.592799],
    [[2, null, 3, 1], 0.241886, 0.5394],
  ];
  it.each(EXPECTED)('keyed categories %j: θ %f, SE %f', (categories, value, se) => {
    const theta = scoreBlueprint(blueprint, answersFor(categories)).dimensions.D.theta;
    close(theta?.value, value, 1e-5);
    close(theta?.se, se, 1e-5);
    expect(theta?.answered).toBe(categories.filter((c) => c !== null).length);
  });

  it('equals eapScore over the keyed categories', () => {
    const categories = [3, 1, 4, 2];
    const irt = PARAMS.map((p, i) => compileIrtItem({ model: 'GRM', a: p.a, b: p.b }, `q${i + 1}`));
    const direct = eapScore(irt, categories);
    const theta = scoreBlueprint(blueprint, answersFor(categories)).dimensions.D.theta;
    expect(theta?.value).toBeCloseTo(direct.theta, 12);
    expect(theta?.se).toBeCloseTo(direct.se, 12);
  });

  it('is null when nothing of the dimension was answered', () => {
    const result = scoreBlueprint({ ...blueprint, missingPolicy: 'ignore' }, {});
    expect(result.dimensions.D.theta).toBeNull();
  });

  it('uses the blueprint quadrature', () => {
    const coarse = scoreBlueprint(
      { ...blueprint, irt: { quadrature: { points: 21, min: -4, max: 4 } } },
      answersFor([4, 4, 4, 4]),
    ).dimensions.D.theta;
    const irt = PARAMS.map((p) => compileIrtItem({ model: 'GRM', a: p.a, b: p.b }));
    const direct = eapScore(irt, [4, 4, 4, 4], { points: 21, min: -4, max: 4 });
    expect(coarse?.value).toBeCloseTo(direct.theta, 12);
  });
});

describe('GRM dimension θ: when a dimension has none', () => {
  const calibrated = (id: string, indicator = 'T'): LikertItem => ({
    id,
    type: 'likert',
    min: 1,
    max: 3,
    indicator,
    irt: { model: 'GRM', a: 1.2, b: [-0.5, 0.8] },
  });
  const score = (items: ItemDefinition[], dims: Blueprint['dimensions'] = [{ id: 'D', indicators: ['T'] }]) =>
    scoreBlueprint(
      { id: 'x', version: '1', items, indicators: [{ id: 'T' }, { id: 'U' }], dimensions: dims },
      Object.fromEntries(items.map((i) => [i.id, i.type === 'likert' ? 2 : 'a'])),
    ).dimensions.D;

  it('an uncalibrated item feeds it', () => {
    const plain: LikertItem = { id: 'p', type: 'likert', min: 1, max: 3, indicator: 'T' };
    expect(score([calibrated('a'), plain, calibrated('u', 'U')])).not.toHaveProperty('theta');
  });

  it('an item sends option weights to it', () => {
    const weighted: ItemDefinition = {
      id: 'w',
      type: 'single',
      options: [{ id: 'a', weights: { T: 1 } }, { id: 'b' }],
    };
    expect(score([calibrated('a'), weighted, calibrated('u', 'U')])).not.toHaveProperty('theta');
  });

  it('an indicator enters it with a negative weight', () => {
    const dims = [{ id: 'D', indicators: ['T', { id: 'U', weight: -1 }] }];
    expect(score([calibrated('a'), calibrated('u', 'U')], dims)).not.toHaveProperty('theta');
  });

  it('a GRM whose categories do not match the scale is refused by item', () => {
    const wrong: LikertItem = { ...calibrated('bad'), max: 4 };
    expect(() => score([wrong, calibrated('u', 'U')])).toThrow(ScoringError);
    expect(() => score([wrong, calibrated('u', 'U')])).toThrow(/item bad: the GRM has 3 categories/);
  });
});
