import { z } from 'zod';
import { HEX_COLOUR } from './accounts';
import { datatableQuery } from './envelope';
import { dimensionRef, namedRecord, prefixedInstrumentRef, recordStamps } from './record-fields';
import { bandTranslations, blueprintTranslations } from './translations';

/**
 * Scoring blueprints ("quiz scorings"): how an instrument's responses become scores. A blueprint
 * belongs to one instrument and is versioned — every change to one of its parts raises its
 * version, and every result records the version that made it. Its parts: settings, dimensions,
 * group dimensions, character blueprints, gob blueprints (behaviour bands), final scores (norm
 * tables) and indicator scores (raw → level bands).
 */

export const RAW_SCORE_METHODS = ['sum', 'mean'] as const;
/**
 * How forced-choice blocks score: 'ipsative' (most/middle/least points summed per indicator) or
 * 'thurstonian' (Thurstonian IRT trait estimates from the blocks' thresholds and the statements'
 * loadings and uniquenesses; each statement indicator's score is its θ̂).
 */
export const FORCED_CHOICE_METHODS = ['ipsative', 'thurstonian'] as const;
export const MISSING_POLICIES = ['ignore', 'zero', 'person-mean', 'item-median'] as const;
export const AGGREGATIONS = ['sum', 'mean'] as const;
export const GROUP_SOURCES = ['raw', 'z'] as const;
/** Scales a band or a character rule compares on (the engine's ScaleName). */
export const SCORE_SCALES = ['raw', 'z', 'T', 'sten', 'stanine', 'percentile'] as const;
/** Scales a norm table's `scaled` column can be on. */
export const NORM_SCALES = ['sten', 'stanine', 'T', 'percentile', 'IQ', 'z'] as const;
export const NORM_METHODS = ['table', 'parametric'] as const;
export const RULE_OPERATORS = ['<', '<=', '>', '>=', '==', '!='] as const;
export const RULE_MATCHES = ['all', 'any'] as const;
/** The norm group a final score belongs to when none is named. */
export const DEFAULT_NORM_GROUP = 'general';
/** Norm-table import: the largest file taken, and the most rows. */
export const NORM_IMPORT_MAX_BYTES = 512 * 1024;
export const NORM_TABLE_MAX_ROWS = 1000;

const id = z.number().int().positive();
const num = (what: string) => z.number({ message: `${what} must be a number` });
const code = (what: string) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(40, `${what} has at most 40 characters`);
const name = (what: string) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(200);
const description = z.string().trim().max(5000).optional().default('');

/** A weighted reference to an indicator or a dimension by its code. */
export const weightedCode = z.object({ code: code('code'), weight: num('weight').default(1) });
export type WeightedCode = z.infer<typeof weightedCode>;

/** A band: scores in [min, max] (a null bound is open) get this level, description and colour. */
export const scoreBand = z.object({
  min: num('min').nullable().optional(),
  max: num('max').nullable().optional(),
  level: name('level'),
  description: z.string().trim().max(5000).optional().default(''),
  colour: z
    .string({ message: 'colour is required' })
    .regex(HEX_COLOUR, 'colour must be a hex colour such as #2e7d32'),
  translations: bandTranslations.optional(),
});
export type ScoreBand = z.infer<typeof scoreBand>;
const bands = z.array(scoreBand).min(1, 'give at least one band').max(20);

// Blueprints

export const blueprintNewRequest = z.object({
  instrument_id: id,
  name: name('name'),
  description,
});
export const blueprintUpdateRequest = z.object({
  id,
  name: name('name'),
  description,
  /** The name and norm groups in other languages; left out, the saved ones stay. */
  translations: blueprintTranslations.optional(),
});
export const blueprintRow = z.object({
  id: z.number().int(),
  ...prefixedInstrumentRef,
  name: z.string(),
  description: z.string(),
  translations: blueprintTranslations,
  version: z.number().int(),
  /** Whether this blueprint is the one its instrument is scored with. */
  in_use: z.boolean(),
  ...recordStamps,
});
export type BlueprintRow = z.infer<typeof blueprintRow>;
/** A test dimension with its indicators, to pick from. */
export const dimensionOption = z.object({
  code: z.string(),
  name: z.string(),
  indicators: z.array(z.object({ code: z.string(), name: z.string() })),
});
export const blueprintDetail = blueprintRow.extend({
  /** Test dimensions of the library with their indicators. */
  dimension_options: z.array(dimensionOption),
  /** What norms, bands and rules can refer to: the blueprint's dimensions and group dimensions. */
  profile_codes: z.array(
    z.object({ code: z.string(), name: z.string(), kind: z.enum(['dimension', 'group']) }),
  ),
  /** Indicator codes the blueprint's dimensions use. */
  indicator_codes: z.array(z.string()),
  /** The norm groups its final scores are for, each once: what its translations name. */
  norm_groups: z.array(z.string()),
});
export type BlueprintDetail = z.infer<typeof blueprintDetail>;
export const blueprintDatatableRequest = datatableQuery.extend({ instrument_id: id.optional() });

// Settings

/**
 * Prior correlations of the Thurstonian traits (indicator codes in `ids`, a symmetric matrix with a
 * unit diagonal in the same order); traits not listed are uncorrelated with the others.
 */
export const traitCorrelations = z
  .object({
    ids: z.array(code('trait')).min(2, 'give at least two traits').max(30),
    matrix: z.array(z.array(num('correlation')).max(30)).max(30),
  })
  .superRefine((spec, ctx) => {
    const n = spec.ids.length;
    if (new Set(spec.ids).size !== n)
      ctx.addIssue({ code: 'custom', path: ['ids'], message: 'a trait is listed twice' });
    if (spec.matrix.length !== n || spec.matrix.some((row) => row.length !== n)) {
      ctx.addIssue({ code: 'custom', path: ['matrix'], message: `the matrix must be ${n} × ${n}` });
      return;
    }
    for (const [i, row] of spec.matrix.entries()) {
      for (const [j, r] of row.entries()) {
        const problem =
          i === j
            ? Math.abs(r - 1) > 1e-9 && 'the diagonal must be 1'
            : !(Math.abs(r) <= 1)
              ? 'a correlation lies between -1 and 1'
              : Math.abs(r - spec.matrix[j][i]) > 1e-9 && `must equal the correlation at ${j}.${i}`;
        if (problem) ctx.addIssue({ code: 'custom', path: ['matrix', i, j], message: problem });
      }
    }
  });
export type TraitCorrelations = z.infer<typeof traitCorrelations>;

/** A part of a scoring blueprint as stored: its own id and its blueprint's. */
const blueprintPart = { id: z.number().int(), blueprint_id: z.number().int() };

const settingsFields = {
  raw_score_method: z.enum(RAW_SCORE_METHODS).default('sum'),
  missing_policy: z.enum(MISSING_POLICIES).default('zero'),
  /** Indicator that items naming no indicator of their own feed (e.g. every item of an ability test). */
  untagged_indicator_code: code('untagged_indicator_code').nullable().optional().default(null),
  forced_choice_method: z.enum(FORCED_CHOICE_METHODS).default('ipsative'),
  /** Thurstonian scoring only; null means uncorrelated traits. */
  trait_correlations: traitCorrelations.nullable().optional().default(null),
};
export const settingsNewRequest = z.object({ blueprint_id: id, ...settingsFields });
export const settingsUpdateRequest = z.object({ id, ...settingsFields });
export const settingsRow = z.object({
  ...blueprintPart,
  raw_score_method: z.enum(RAW_SCORE_METHODS),
  missing_policy: z.enum(MISSING_POLICIES),
  untagged_indicator_code: z.string().nullable(),
  forced_choice_method: z.enum(FORCED_CHOICE_METHODS),
  trait_correlations: traitCorrelations.nullable(),
  ...recordStamps,
});
export type SettingsRow = z.infer<typeof settingsRow>;

// Dimensions

const dimensionFields = {
  dimension_code: code('dimension_code'),
  aggregation: z.enum(AGGREGATIONS).default('sum'),
  indicators: z.array(weightedCode).min(1, 'a dimension needs at least one indicator').max(50),
  reliability: num('reliability').min(0).max(1).nullable().optional().default(null),
};
export const blueprintDimensionNewRequest = z.object({ blueprint_id: id, ...dimensionFields });
export const blueprintDimensionUpdateRequest = z.object({ id, ...dimensionFields });
export const blueprintDimensionRow = z.object({
  ...blueprintPart,
  ...dimensionRef,
  aggregation: z.enum(AGGREGATIONS),
  indicators: z.array(weightedCode),
  reliability: z.number().nullable(),
  ...recordStamps,
});
export type BlueprintDimensionRow = z.infer<typeof blueprintDimensionRow>;

// Group dimensions

const groupFields = {
  code: code('code'),
  name: name('name'),
  aggregation: z.enum(AGGREGATIONS).default('sum'),
  source: z.enum(GROUP_SOURCES).default('raw'),
  dimensions: z.array(weightedCode).min(1, 'a group dimension needs at least one dimension').max(50),
};
export const groupDimensionNewRequest = z.object({ blueprint_id: id, ...groupFields });
export const groupDimensionUpdateRequest = z.object({ id, ...groupFields });
export const groupDimensionRow = z.object({
  ...blueprintPart,
  code: z.string(),
  name: z.string(),
  aggregation: z.enum(AGGREGATIONS),
  source: z.enum(GROUP_SOURCES),
  dimensions: z.array(weightedCode),
  ...recordStamps,
});
export type GroupDimensionRow = z.infer<typeof groupDimensionRow>;

// Character blueprints (one rule each; the first matching rule by position names the type)

export const ruleCondition = z.object({
  dimension: code('dimension'),
  op: z.enum(RULE_OPERATORS),
  value: num('value'),
});
export type RuleCondition = z.infer<typeof ruleCondition>;
const characterFields = {
  type_code: code('type_code'),
  name: name('name'),
  description,
  scale: z.enum(SCORE_SCALES).default('sten'),
  match: z.enum(RULE_MATCHES).default('all'),
  conditions: z.array(ruleCondition).min(1, 'a character rule needs at least one condition').max(20),
  position: z.number().int().min(0).max(10_000).optional().default(0),
};
export const characterNewRequest = z.object({ blueprint_id: id, ...characterFields });
export const characterUpdateRequest = z.object({ id, ...characterFields });
export const characterRow = z.object({
  ...blueprintPart,
  type_code: z.string(),
  name: z.string(),
  description: z.string(),
  scale: z.enum(SCORE_SCALES),
  match: z.enum(RULE_MATCHES),
  conditions: z.array(ruleCondition),
  position: z.number().int(),
  ...recordStamps,
});
export type CharacterRow = z.infer<typeof characterRow>;

// Gob blueprints (behaviour bands of a dimension's final score)

const gobFields = {
  target_code: code('target_code'),
  scale: z.enum(SCORE_SCALES).default('sten'),
  bands,
};
export const gobNewRequest = z.object({ blueprint_id: id, ...gobFields });
export const gobUpdateRequest = z.object({ id, ...gobFields });
export const gobRow = z.object({
  ...blueprintPart,
  target_code: z.string(),
  scale: z.enum(SCORE_SCALES),
  bands: z.array(scoreBand),
  ...recordStamps,
});
export type GobRow = z.infer<typeof gobRow>;

// Final scores (norm tables)

export const normRow = z.object({
  raw_min: num('raw_min'),
  raw_max: num('raw_max'),
  scaled: num('scaled'),
  percentile: num('percentile').nullable().optional(),
});
export type NormRow = z.infer<typeof normRow>;
const finalScoreFields = {
  dimension_code: code('dimension_code'),
  norm_group: z.string().trim().min(1, 'norm_group is required').max(60).default(DEFAULT_NORM_GROUP),
  method: z.enum(NORM_METHODS).default('table'),
  scale_kind: z.enum(NORM_SCALES).default('sten'),
  rows: z.array(normRow).max(NORM_TABLE_MAX_ROWS).default([]),
  mean: num('mean').nullable().optional().default(null),
  sd: num('sd').nullable().optional().default(null),
  /** Size of the norm group. */
  n: z.number({ message: 'n must be a number' }).int().min(0).default(0),
  norm_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'norm_date must be a date (YYYY-MM-DD)'),
  norm_version: z.string().trim().min(1, 'norm_version is required').max(40).default('1'),
  /** The smallest difference between raw scores (1 for number correct): rows further apart leave a gap. */
  raw_step: num('raw_step').positive('raw_step must be positive').default(1),
};
export const finalScoreNewRequest = z.object({ blueprint_id: id, ...finalScoreFields });
export const finalScoreUpdateRequest = z.object({ id, ...finalScoreFields });
export const finalScoreRow = z.object({
  ...blueprintPart,
  dimension_code: z.string(),
  norm_group: z.string(),
  method: z.enum(NORM_METHODS),
  scale_kind: z.enum(NORM_SCALES),
  rows: z.array(normRow),
  mean: z.number().nullable(),
  sd: z.number().nullable(),
  n: z.number().int(),
  norm_date: z.string(),
  norm_version: z.string(),
  raw_step: z.number(),
  ...recordStamps,
});
export type FinalScoreRow = z.infer<typeof finalScoreRow>;
/** One row read from an imported file, with what is wrong with it. */
export const importedNormRow = z.object({
  line: z.number().int(),
  raw_min: z.number().nullable(),
  raw_max: z.number().nullable(),
  scaled: z.number().nullable(),
  percentile: z.number().nullable(),
  errors: z.array(z.string()),
});
export type ImportedNormRow = z.infer<typeof importedNormRow>;
export const normImportResponse = z.object({
  rows: z.array(importedNormRow),
  /** Problems of the table as a whole (gaps, overlaps, missing columns). */
  problems: z.array(z.string()),
  valid: z.boolean(),
});
export type NormImportResponse = z.infer<typeof normImportResponse>;

// Indicator scores

const indicatorScoreFields = { indicator_code: code('indicator_code'), bands };
export const indicatorScoreNewRequest = z.object({ blueprint_id: id, ...indicatorScoreFields });
export const indicatorScoreUpdateRequest = z.object({ id, ...indicatorScoreFields });
export const indicatorScoreRow = z.object({
  ...blueprintPart,
  indicator_code: z.string(),
  indicator_name: z.string(),
  bands: z.array(scoreBand),
  ...recordStamps,
});
export type IndicatorScoreRow = z.infer<typeof indicatorScoreRow>;

// Live preview

export const previewAnswer = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.object({ most: z.string(), least: z.string() }),
  z.null(),
]);
export const blueprintPreviewRequest = z.object({
  blueprint_id: id,
  /** Item id → answer, as the participant pages send them. */
  responses: z.record(z.string(), previewAnswer),
  norm_group: z.string().trim().min(1).max(60).optional(),
});
export const blueprintPreviewResponse = z.object({
  blueprint_version: z.number().int(),
  /** The engine's ScoreResult (see packages/scoring README). */
  result: z.record(z.string(), z.unknown()),
});
export type BlueprintPreviewResponse = z.infer<typeof blueprintPreviewResponse>;

// Versions: what a blueprint version was when it scored

/**
 * A blueprint's complete definition as the engine reads it (with the instrument's content, it
 * rebuilds the engine blueprint exactly): what each kept version stores.
 */
export const blueprintDefinition = z.object({
  ...namedRecord,
  version: z.number().int(),
  settings: settingsRow
    .pick({ raw_score_method: true, missing_policy: true, untagged_indicator_code: true })
    // Versions kept before forced-choice scoring could be chosen scored ipsatively.
    .extend({
      forced_choice_method: z.enum(FORCED_CHOICE_METHODS).default('ipsative'),
      trait_correlations: traitCorrelations.nullable().default(null),
    })
    .nullable(),
  dimensions: z.array(
    blueprintDimensionRow.pick({
      dimension_code: true,
      dimension_name: true,
      aggregation: true,
      indicators: true,
      reliability: true,
    }),
  ),
  groups: z.array(
    groupDimensionRow.pick({ code: true, name: true, aggregation: true, source: true, dimensions: true }),
  ),
  characters: z.array(
    characterRow.pick({
      id: true,
      type_code: true,
      name: true,
      description: true,
      scale: true,
      match: true,
      conditions: true,
      position: true,
    }),
  ),
  gobs: z.array(gobRow.pick({ target_code: true, scale: true, bands: true })),
  finals: z.array(finalScoreRow.omit({ id: true, blueprint_id: true, created_at: true, updated_at: true })),
  indicatorScores: z.array(indicatorScoreRow.pick({ indicator_code: true, bands: true })),
});
export type BlueprintDefinition = z.infer<typeof blueprintDefinition>;
export const blueprintVersionRequest = z.object({
  id,
  version: z.number({ message: 'version must be a number' }).int('version must be a whole number').positive(),
});
export const blueprintVersionResponse = z.object({
  blueprint_id: z.number().int(),
  instrument_id: z.number().int(),
  version: z.number().int(),
  /** The blueprint's version today (higher when it changed since). */
  current_version: z.number().int(),
  /** When this version's definition was kept (its first scoring, or its first read while current). */
  kept_at: z.string(),
  definition: blueprintDefinition,
});
export type BlueprintVersionResponse = z.infer<typeof blueprintVersionResponse>;
