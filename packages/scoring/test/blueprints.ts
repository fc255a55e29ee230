import type { Blueprint, WeightedRef } from '../src/index';

/** The simplest server use: a keyed single-choice ability test. */
export const keyedTest: Blueprint = {
  id: 'numerical-reasoning',
  version: '1.0.0',
  items: [
    { id: 'q1', type: 'single', options: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], key: 'b' },
    { id: 'q2', type: 'single', options: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], key: 'a' },
    { id: 'q3', type: 'single', options: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], key: 'c' },
  ],
};

/** A 1–5 Likert item with median 3 (for the item-median and person-mean policies). */
export const likert = (id: string, indicator: string, reverse = false) => ({
  id,
  type: 'likert' as const,
  min: 1,
  max: 5,
  indicator,
  reverse,
  median: 3,
});
/** Weighted references (indicators of a dimension, components of a competence), in the order written. */
export const weighted = (weights: Record<string, number>): WeightedRef[] =>
  Object.entries(weights).map(([id, weight]) => ({ id, weight }));

/** A normal norm from its mean and SD, with the sample it came from. */
export const parametricNorm = (
  id: string,
  mean: number,
  sd: number,
  sample: { version: string; n: number; date: string },
) => ({ kind: 'parametric' as const, id, ...sample, mean, sd });

const abc = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
const stenBands = {
  id: 'sten-3',
  scale: 'sten' as const,
  bands: [
    { max: 3, level: 'low', label: 'Low', description: 'Below most people', colour: '#c62828' },
    {
      min: 4,
      max: 7,
      level: 'typical',
      label: 'Typical',
      description: 'Like most people',
      colour: '#f9a825',
    },
    { min: 8, level: 'high', label: 'High', description: 'Above most people', colour: '#2e7d32' },
  ],
};

/** A blueprint exercising every stage of the pipeline. */
export const fullBlueprint: Blueprint = {
  id: 'leadership-battery',
  version: '2.3.0',
  missingPolicy: 'person-mean',
  items: [
    {
      id: 'n1',
      type: 'single',
      options: abc,
      key: 'a',
      indicator: 'numerical',
      irt: { model: '2PL', a: 1.2, b: -0.5 },
      median: 1,
    },
    {
      id: 'n2',
      type: 'single',
      options: abc,
      key: 'b',
      indicator: 'numerical',
      irt: { model: '2PL', a: 0.9, b: 0 },
      median: 1,
    },
    {
      id: 'n3',
      type: 'true-false',
      key: false,
      indicator: 'numerical',
      irt: { model: '3PL', a: 1.4, b: 0.8, c: 0.2 },
      median: 0,
    },
    {
      id: 'n4',
      type: 'numeric',
      key: { value: 12.5, tolerance: 0.05 },
      indicator: 'numerical',
      irt: { model: '1PL', b: 1 },
      median: 0,
    },
    likert('e1', 'sociability'),
    likert('e2', 'sociability', true),
    likert('e3', 'assertiveness'),
    likert('e4', 'assertiveness', true),
    likert('c1', 'orderliness'),
    likert('c2', 'orderliness', true),
    {
      id: 'sjt1',
      type: 'single',
      options: [
        { id: 'a', weights: { lead: 2, care: 0 } },
        { id: 'b', weights: { lead: 1, care: 1 } },
        { id: 'c', weights: { lead: 0, care: 2 } },
      ],
      median: { lead: 1, care: 1 },
    },
    {
      id: 'fc1',
      type: 'forced-choice',
      statements: [
        { id: 's1', indicator: 'lead' },
        { id: 's2', indicator: 'care' },
        { id: 's3', indicator: 'orderliness', reverse: true },
      ],
      median: { lead: 1, care: 1, orderliness: 1 },
    },
  ],
  indicators: [
    { id: 'numerical' },
    { id: 'sociability', aggregation: 'mean' },
    { id: 'assertiveness', aggregation: 'mean' },
    { id: 'orderliness' },
    { id: 'lead' },
    { id: 'care' },
  ],
  dimensions: [
    {
      id: 'ability',
      indicators: ['numerical'],
      normId: 'ability-norm',
      reliability: 0.8,
      bandSetId: 'sten-3',
    },
    {
      id: 'extraversion',
      indicators: weighted({ sociability: 1, assertiveness: 1 }),
      aggregation: 'mean',
      normId: 'extraversion-norm',
      reliability: 0.85,
      bandSetId: 'sten-3',
    },
    {
      id: 'conscientiousness',
      indicators: ['orderliness'],
      normId: 'conscientiousness-norm',
      reliability: 0.75,
    },
    {
      id: 'leadership',
      indicators: weighted({ lead: 2, care: -1 }),
      normId: 'leadership-norm',
      reliability: 0.6,
    },
  ],
  groupDimensions: [
    {
      id: 'interpersonal',
      dimensions: ['extraversion', 'leadership'],
      aggregation: 'mean',
      source: 'z',
      normId: 'interpersonal-norm',
    },
    { id: 'total-raw', dimensions: ['ability', 'conscientiousness'] },
  ],
  norms: [
    parametricNorm('ability-norm', 2, 1, { version: '2024-01', n: 1200, date: '2024-01-15' }),
    parametricNorm('extraversion-norm', 3, 0.6, { version: '2024-01', n: 1500, date: '2024-01-15' }),
    {
      kind: 'table',
      id: 'conscientiousness-norm',
      version: '2023-07',
      n: 800,
      date: '2023-07-01',
      rows: [
        { min: 2, max: 4, percentile: 10 },
        { min: 5, max: 6, percentile: 35 },
        { min: 7, max: 8, percentile: 65 },
        { min: 9, max: 13, percentile: 92 },
      ],
    },
    parametricNorm('leadership-norm', 2, 2, { version: '2024-01', n: 900, date: '2024-01-15' }),
    parametricNorm('interpersonal-norm', 0, 0.8, { version: '1', n: 900, date: '2024-01-15' }),
  ],
  bands: [
    stenBands,
    {
      id: 'competence-levels',
      scale: 'T',
      bands: [
        { max: 40, level: 'developing', colour: '#ef6c00' },
        { min: 40, max: 60, level: 'proficient', colour: '#1565c0' },
        { min: 60, level: 'advanced', colour: '#2e7d32' },
      ],
    },
  ],
  correlations: {
    ids: ['extraversion', 'leadership', 'conscientiousness', 'ability'],
    matrix: [
      [1, 0.3, 0.1, 0],
      [0.3, 1, 0.2, 0.1],
      [0.1, 0.2, 1, 0],
      [0, 0.1, 0, 1],
    ],
  },
  competences: [
    {
      id: 'influencing',
      components: weighted({ extraversion: 2, leadership: 1 }),
      bandSetId: 'competence-levels',
    },
    {
      id: 'problem-solving',
      components: weighted({ ability: 3, conscientiousness: 1 }),
      bandSetId: 'competence-levels',
    },
  ],
  jobProfiles: [
    {
      id: 'team-lead',
      version: '1',
      scale: 'sten',
      targets: [
        { competence: 'influencing', target: 8, weight: 2 },
        { competence: 'problem-solving', target: 6, weight: 1, direction: 'minimum' },
      ],
    },
  ],
  characterRules: [
    {
      id: 'style',
      version: '1',
      scale: 'sten',
      rules: [
        {
          type: 'driver',
          label: 'Driver',
          all: [
            { dimension: 'extraversion', op: '>=', value: 7 },
            { dimension: 'leadership', op: '>=', value: 6 },
          ],
        },
        {
          type: 'organiser',
          label: 'Organiser',
          all: [{ dimension: 'conscientiousness', op: '>', other: 'extraversion' }],
        },
      ],
      fallback: { type: 'all-rounder', label: 'All-rounder' },
    },
  ],
};
