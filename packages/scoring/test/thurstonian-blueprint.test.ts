/**
 * Thurstonian forced-choice scoring through a blueprint shaped as the server builds it
 * (apps/server blueprint-builder.ts: indicators with an aggregation and no band set, dimensions of
 * weighted indicators, empty norms/bands/rules, `forcedChoice` from the blueprint settings): the
 * trait scores must be exactly scoreThurstonian's on the same answers.
 */
import { describe, expect, it } from 'vitest';
import {
  type Blueprint,
  type ForcedChoiceItem,
  type MostLeast,
  type Responses,
  ScoringError,
  scoreBlueprint,
  scoreThurstonian,
  type ThurstonianBlock,
} from '../src/index';

const TRAITS = ['EXT', 'AGR', 'CON'];
const BLOCKS: ForcedChoiceItem[] = [
  {
    id: 'i_block1',
    type: 'forced-choice',
    thresholds: [0.3, -0.2, -0.4],
    statements: [
      { id: 'A', indicator: 'EXT', loading: 0.9, uniqueness: 0.4 },
      { id: 'B', indicator: 'AGR', loading: 0.7, uniqueness: 0.5 },
      { id: 'C', indicator: 'CON', loading: -0.8, uniqueness: 0.6, reverse: true },
    ],
  },
  {
    id: 'i_block2',
    type: 'forced-choice',
    thresholds: [0.1, 0.5, -0.3, 0.2, 0.6, -0.1],
    statements: [
      { id: 'A', indicator: 'AGR', loading: 1.1, uniqueness: 0.3 },
      { id: 'B', indicator: 'CON', loading: 0.6, uniqueness: 0.7 },
      { id: 'C', indicator: 'EXT', loading: 0.8, uniqueness: 0.5 },
      { id: 'D', indicator: 'CON', loading: 0.9, uniqueness: 0.4 },
    ],
  },
  {
    id: 'i_block3',
    type: 'forced-choice',
    thresholds: [-0.5, 0.2, 0.4],
    statements: [
      { id: 'A', indicator: 'CON', loading: 0.75, uniqueness: 0.45 },
      { id: 'B', indicator: 'EXT', loading: -0.6, uniqueness: 0.55, reverse: true },
      { id: 'C', indicator: 'AGR', loading: 0.85, uniqueness: 0.35 },
    ],
  },
];
const CORRELATIONS = {
  ids: ['EXT', 'AGR', 'CON'],
  matrix: [
    [1, 0.2, 0.1],
    [0.2, 1, 0.3],
    [0.1, 0.3, 1],
  ],
};

/** What buildEngineBlueprint returns for a stored blueprint with one dimension per trait. */
function serverShapedBlueprint(method: 'ipsative' | 'thurstonian', items = BLOCKS): Blueprint {
  return {
    id: 'blueprint-7',
    version: '3',
    name: 'Work style (forced choice)',
    missingPolicy: 'zero',
    items,
    indicators: TRAITS.map((code) => ({ id: code, aggregation: 'sum', bandSetId: undefined })),
    dimensions: TRAITS.map((code) => ({
      id: `D_${code}`,
      name: code,
      indicators: [{ id: code, weight: 1 }],
      aggregation: 'sum',
      normId: undefined,
      bandSetId: undefined,
    })),
    groupDimensions: [],
    norms: [],
    bands: [],
    characterRules: [],
    forcedChoice:
      method === 'thurstonian' ? { method, traitCorrelations: CORRELATIONS } : { method: 'ipsative' },
  };
}

const engineBlocks: ThurstonianBlock[] = BLOCKS.map((b) => ({
  id: b.id,
  thresholds: b.thresholds as number[],
  statements: b.statements.map((s) => ({
    trait: s.indicator,
    loading: s.loading as number,
    uniqueness: s.uniqueness as number,
  })),
}));

const ANSWERS: Responses[] = [
  {
    i_block1: { most: 'A', least: 'C' },
    i_block2: { most: 'B', least: 'A' },
    i_block3: { most: 'C', least: 'B' },
  },
  {
    i_block1: { most: 'C', least: 'B' },
    i_block2: { most: 'D', least: 'C' },
    i_block3: { most: 'A', least: 'C' },
  },
  { i_block1: { most: 'B', least: 'A' }, i_block3: { most: 'B', least: 'A' } },
];

const indexAnswers = (responses: Responses): Array<MostLeast | null> =>
  BLOCKS.map((block) => {
    const answer = responses[block.id] as { most: string; least: string } | undefined;
    if (!answer) return null;
    const ids = block.statements.map((s) => s.id);
    return { most: ids.indexOf(answer.most), least: ids.indexOf(answer.least) };
  });

describe('Thurstonian scoring through a server-shaped blueprint', () => {
  it.each(
    ANSWERS.map((a, i) => [i, a] as const),
  )('person %i: traits equal scoreThurstonian', (_, responses) => {
    const result = scoreBlueprint(serverShapedBlueprint('thurstonian'), responses);
    const direct = scoreThurstonian(engineBlocks, indexAnswers(responses), {
      traits: TRAITS,
      correlations: CORRELATIONS.matrix,
    });
    expect(direct.converged).toBe(true);
    for (const trait of TRAITS) {
      const indicator = result.indicators[trait];
      expect(indicator.method).toBe('thurstonian');
      expect(Math.abs(indicator.raw - direct.traits[trait].theta)).toBeLessThanOrEqual(1e-9);
      expect(Math.abs((indicator.se as number) - direct.traits[trait].se)).toBeLessThanOrEqual(1e-9);
      // A dimension of one trait indicator carries its θ̂ as raw score.
      expect(result.dimensions[`D_${trait}`].raw).toBe(indicator.raw);
    }
  });

  it('the ipsative method (the default) still sums most/middle/least points', () => {
    const result = scoreBlueprint(serverShapedBlueprint('ipsative'), ANSWERS[0]);
    expect(result.indicators.EXT.method).toBe('sum');
    // block 1: A most → 2; block 2: C middle → 1; block 3: B (reverse) least → 2 − 0 = 2
    expect(result.indicators.EXT.raw).toBe(5);
  });

  it('a block without its parameters is refused, naming the item', () => {
    const [first, ...rest] = BLOCKS;
    const bare: ForcedChoiceItem = {
      ...first,
      thresholds: undefined,
      statements: first.statements.map(({ loading: _l, uniqueness: _u, ...s }) => s),
    };
    const attempt = () => scoreBlueprint(serverShapedBlueprint('thurstonian', [bare, ...rest]), {});
    expect(attempt).toThrow(ScoringError);
    expect(attempt).toThrow(/item i_block1: Thurstonian scoring needs 3 finite pair thresholds/);
    const noLoading: ForcedChoiceItem = {
      ...first,
      statements: first.statements.map((s, i) => (i === 1 ? { ...s, uniqueness: undefined } : s)),
    };
    expect(() => scoreBlueprint(serverShapedBlueprint('thurstonian', [noLoading, ...rest]), {})).toThrow(
      /item i_block1, statement B: needs a loading and a uniqueness > 0/,
    );
  });
});
