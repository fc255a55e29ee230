import { z } from 'zod';
import { adaptiveSettings } from './adaptive-settings';
import { idParam } from './envelope';
import { checkGapMarkers, inlineGap, MAX_GAPS } from './item-gaps';
import { checkGapMatch, checkMatch, gapMatchFields, matchFields, matchParticipantFields } from './item-match';
import * as sel from './item-selection';
import { dimensionRef } from './record-fields';

export const INSTRUMENT_KINDS = ['ability', 'personality', 'situational_judgement', 'survey'] as const;
/**
 * Item types of DOMAIN.md. The scored ones carry the same names and scoring fields as
 * `@asesa/scoring`'s ItemDefinition, so content converts to Blueprint items 1:1; `text` items
 * (short text/essay) are unscored or scored by a rubric by hand.
 */
export const ITEM_TYPES = [
  'single',
  'multiple',
  'true-false',
  'likert',
  'forced-choice',
  'ranking',
  'numeric',
  'text',
  'inline-choice',
  'match',
  'gap-match',
  'hottext',
  'hotspot',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const INSTRUMENT_STATUSES = ['draft', 'published'] as const;
export const SECTION_NAVIGATION = ['free', 'forward_only'] as const;
export const IRT_MODELS = ['1PL', '2PL', '3PL', 'GRM'] as const;
/** A forced-choice block holds 3 or 4 statements (most/least like me). */
export const FORCED_CHOICE_BLOCK = { min: 3, max: 4 } as const;
/** Likert scales have 2 to 11 points. */
export const LIKERT_POINTS = { min: 2, max: 11 } as const;
export const MAX_OPTIONS = 10;
/** Rich text (stems, options, instructions) is stored sanitised; this is its longest form. */
export const MAX_RICH_TEXT = 20_000;

const optionId = z.string().trim().min(1, 'option id is required').max(20);
const richText = (what: string) => z.string().trim().min(1, `${what} is required`).max(MAX_RICH_TEXT);
/** Uploaded images are referenced by their /uploads/ path. */
const imagePath = z
  .string()
  .max(300)
  .regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, 'image must be an uploaded image (/uploads/…)')
  .refine((p) => !p.includes('..'), 'image must be an uploaded image (/uploads/…)')
  .nullable()
  .optional();
const indicatorCode = z.string().trim().min(1).max(40);
const finite = (what: string) =>
  z.number({ message: `${what} must be a number` }).refine(Number.isFinite, `${what} must be a number`);
/** Points an option sends to each indicator (indicator code → weight). */
export const optionWeights = z.record(indicatorCode, finite('weight'));

export const instrumentOption = z.object({
  id: optionId,
  text: richText('option text'),
  image: imagePath,
  weights: optionWeights.optional(),
  /** Item score of the option when the item has no key (a Likert option's scale value). */
  value: finite('value').optional(),
  /** Keeps its place when the item's options are shuffled (QTI's fixed choice, e.g. "None of these"). */
  fixed: z.boolean().optional(),
});
export type InstrumentOption = z.input<typeof instrumentOption>;

/** IRT parameters of a calibrated item; GRM thresholds are the category boundaries b_j. */
export const irtParams = z.object({
  model: z.enum(IRT_MODELS),
  a: finite('a').optional(),
  b: finite('b').optional(),
  c: finite('c').optional(),
  thresholds: z.array(finite('threshold')).max(10).optional(),
});
export type IrtParams = z.infer<typeof irtParams>;

const itemCommon = {
  id: z.string().trim().min(1).max(40).optional(),
  stem: richText('item stem'),
  /** Code of the indicator that receives the item score. */
  indicator: indicatorCode.nullable().optional(),
  /** Multiplies everything the item sends to indicators (default 1). */
  weight: finite('weight').optional(),
  image: imagePath,
  irt: irtParams.nullable().optional(),
  /** Per-item time limit; null means the section's clock only. */
  time_limit_seconds: z.number().int().min(5).max(3600).nullable().optional(),
};
const options = z
  .array(instrumentOption)
  .min(2, 'an item needs at least 2 options')
  .max(MAX_OPTIONS, `an item has at most ${MAX_OPTIONS} options`);

/** A single-choice key is one option id; a list of more than one is refused by name. */
const singleKey = z
  .union([optionId, z.array(optionId)])
  .nullable()
  .optional()
  .superRefine((k, ctx) => {
    if (Array.isArray(k) && k.length > 1)
      ctx.addIssue({ code: 'custom', message: `has ${k.length} keys where 1 is allowed` });
  });

/** The options shown in a new order to each candidate (carried from and to QTI's shuffle). */
const shuffle = z.boolean().optional();

export const singleItem = z.object({
  ...itemCommon,
  type: z.literal('single'),
  options,
  key: singleKey,
  shuffle,
});
export const multipleItem = z.object({
  ...itemCommon,
  type: z.literal('multiple'),
  options,
  keys: z.array(optionId).max(MAX_OPTIONS).nullable().optional(),
  scoring: z.enum(['all-or-nothing', 'partial']).optional(),
  shuffle,
  min_choices: z.number().int().min(0).max(MAX_OPTIONS).nullable().optional(),
  max_choices: z.number().int().min(1).max(MAX_OPTIONS).nullable().optional(),
});
export const trueFalseItem = z.object({
  ...itemCommon,
  type: z.literal('true-false'),
  key: z.boolean().nullable().optional(),
  /** Unkeyed statements: score 1 for false instead of true. */
  reverse: z.boolean().optional(),
});
export const likertItem = z.object({
  ...itemCommon,
  type: z.literal('likert'),
  /** Number of scale points; options carry the values 1..points. */
  points: z.number().int().min(LIKERT_POINTS.min).max(LIKERT_POINTS.max).nullable().optional(),
  reverse: z.boolean().optional(),
  options,
  shuffle,
});
export const forcedChoiceStatement = z.object({
  id: optionId,
  text: richText('statement text'),
  indicator: indicatorCode.nullable().optional(),
  reverse: z.boolean().optional(),
  /** Thurstonian IRT loading λ of the statement on its indicator's trait (negative when reverse-keyed). */
  loading: finite('loading').nullable().optional(),
  /** Thurstonian IRT uniqueness ψ² of the statement (its error variance, > 0). */
  uniqueness: finite('uniqueness')
    .refine((v) => v > 0, 'uniqueness must be greater than 0')
    .nullable()
    .optional(),
});
/** Statement pairs of an n-statement block: (0,1), (0,2), …, (1,2), … — one Thurstonian threshold each. */
export const statementPairCount = (n: number) => (n * (n - 1)) / 2;
export const forcedChoiceItem = z
  .object({
    ...itemCommon,
    type: z.literal('forced-choice'),
    statements: z.array(forcedChoiceStatement).min(2, 'a block needs at least 2 statements').max(MAX_OPTIONS),
    /**
     * Thurstonian IRT thresholds γ of the statement pairs in the order (0,1), (0,2), …, (1,2), …;
     * used when the scoring blueprint scores forced choice as Thurstonian IRT.
     */
    thresholds: z.array(finite('threshold')).max(statementPairCount(MAX_OPTIONS)).nullable().optional(),
  })
  .superRefine((item, ctx) => {
    const pairs = statementPairCount(item.statements.length);
    if (item.thresholds?.length && item.thresholds.length !== pairs)
      ctx.addIssue({
        code: 'custom',
        path: ['thresholds'],
        message: `a block of ${item.statements.length} statements needs ${pairs} thresholds (one per pair), not ${item.thresholds.length}`,
      });
  });
export const rankingItem = z.object({
  ...itemCommon,
  type: z.literal('ranking'),
  options,
  /** The correct order (first = rank 1), when the item is keyed. */
  keys: z.array(optionId).max(MAX_OPTIONS).nullable().optional(),
  shuffle,
});
export const numericItem = z
  .object({
    ...itemCommon,
    type: z.literal('numeric'),
    min: finite('min').nullable().optional(),
    max: finite('max').nullable().optional(),
    key: z
      .object({ value: finite('key value'), tolerance: finite('tolerance').optional() })
      .nullable()
      .optional(),
    slider: sel.sliderPresentation.nullable().optional(),
  })
  .superRefine(sel.checkSliderBounds);
export const rubricLevel = z.object({
  score: finite('rubric score'),
  description: z.string().trim().min(1, 'rubric description is required').max(2000),
});
/** Most accepted answers a keyed text item lists. */
export const MAX_ACCEPTED = 50;
/** An accepted answer of a keyed text item; score defaults to 1 (QTI's mapped value). */
export const acceptedText = z.object({
  value: z.string().trim().min(1, 'accepted answer is required').max(500),
  score: finite('accepted answer score').nullable().optional(),
});
export const textItem = z.object({
  ...itemCommon,
  type: z.literal('text'),
  scoring: z.enum(['unscored', 'rubric', 'keyed']).optional(),
  rubric: z.array(rubricLevel).max(10).optional(),
  /** Keyed text: the answers that score (trimmed, compared without case unless case_sensitive). */
  accepted: z.array(acceptedText).max(MAX_ACCEPTED).optional(),
  case_sensitive: z.boolean().optional(),
  max_length: z.number().int().min(1).max(20_000).nullable().optional(),
});

/** Dropdowns inside the stem's text: the stem holds [[gap id]] where each gap's choice goes. */
export const inlineChoiceItem = z
  .object({
    ...itemCommon,
    type: z.literal('inline-choice'),
    gaps: z.array(inlineGap).min(1, 'an item needs at least 1 gap').max(MAX_GAPS),
    shuffle,
  })
  .superRefine(checkGapMarkers);

/** An item of any type (discriminated by `type`). */
export const instrumentItem = z.discriminatedUnion('type', [
  singleItem,
  multipleItem,
  trueFalseItem,
  likertItem,
  forcedChoiceItem,
  rankingItem,
  numericItem,
  textItem,
  inlineChoiceItem,
  z.object({ ...itemCommon, ...matchFields }).superRefine(checkMatch),
  z.object({ ...itemCommon, ...gapMatchFields }).superRefine(checkGapMatch),
  sel.hottextItemOf(itemCommon),
  sel.hotspotItemOf(itemCommon),
]);
export type InstrumentItem = z.input<typeof instrumentItem>;
/** An item as stored and returned: ids assigned, rich text sanitised, a single key as one id. */
export type StoredItem = z.infer<typeof instrumentItem> & { id: string };

export const instrumentNewRequest = z.object({
  code: z
    .string()
    .trim()
    .min(2, 'code must have at least 2 characters')
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'code may contain only letters, digits, - and _'),
  name: z.string().trim().min(1, 'name is required').max(200),
  kind: z.enum(INSTRUMENT_KINDS),
  instructions: z.string().max(20_000).optional().default(''),
});
export type InstrumentNewRequest = z.input<typeof instrumentNewRequest>;

export const instrumentSection = z.object({
  id: z.string().trim().min(1).max(40).optional(),
  title: z.string().trim().min(1, 'section title is required').max(200),
  /** Null means untimed. */
  time_limit_seconds: z
    .number()
    .int()
    .min(10)
    .max(6 * 3600)
    .nullable()
    .default(null),
  navigation: z.enum(SECTION_NAVIGATION).optional(),
  /** Present: the section is adaptive (its items are the bank; it goes forward only). */
  adaptive: adaptiveSettings.nullable().optional(),
  items: z.array(instrumentItem).max(500),
});
export type InstrumentSection = z.input<typeof instrumentSection>;

export const instrumentContentRequest = z.object({
  id: z.number().int().positive(),
  sections: z.array(instrumentSection).min(1, 'an instrument needs at least 1 section').max(50),
});
export type InstrumentContentRequest = z.input<typeof instrumentContentRequest>;

export const instrumentSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(INSTRUMENT_KINDS),
  status: z.enum(INSTRUMENT_STATUSES),
  version: z.number().int(),
  item_count: z.number().int(),
  created_at: z.string(),
});
export type InstrumentSummary = z.infer<typeof instrumentSummary>;

export const variationSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.enum(INSTRUMENT_STATUSES),
  version: z.number().int(),
});
export type VariationSummary = z.infer<typeof variationSummary>;

export const instrumentDetail = instrumentSummary.extend({
  instructions: z.string(),
  updated_at: z.string(),
  /** The instrument's variations (alternate forms); given by `instruments/detail`. */
  variations: z.array(variationSummary).optional(),
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      time_limit_seconds: z.number().int().nullable(),
      navigation: z.enum(SECTION_NAVIGATION),
      adaptive: adaptiveSettings.nullable().optional(),
      items: z.array(instrumentItem),
    }),
  ),
});
export type InstrumentDetail = z.infer<typeof instrumentDetail>;

export const instrumentCompactItem = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

const instrumentId = idParam;
export const instrumentIdRequest = instrumentId;

/** Metadata of an instrument (its content is saved by `instruments/content`). */
export const instrumentUpdateRequest = instrumentId.extend({
  name: instrumentNewRequest.shape.name,
  kind: z.enum(INSTRUMENT_KINDS),
  instructions: z.string().max(MAX_RICH_TEXT).optional().default(''),
});
export type InstrumentUpdateRequest = z.input<typeof instrumentUpdateRequest>;

/** A draft copy under a new code. */
export const instrumentDuplicateRequest = instrumentId.extend({
  code: instrumentNewRequest.shape.code,
  name: instrumentNewRequest.shape.name.optional(),
});
export type InstrumentDuplicateRequest = z.input<typeof instrumentDuplicateRequest>;

/**
 * An item as a participant sees it: no keys, weights, values or IRT parameters. Choice-like items
 * list `options` (true/false as the options 'true' and 'false', forced-choice statements as
 * options); numeric and text items have none.
 */
export const participantItem = z.object({
  id: z.string(),
  type: z.string(),
  stem: z.string(),
  image: z.string().nullable().optional(),
  options: z.array(z.object({ id: z.string(), text: z.string(), image: z.string().nullable().optional() })),
  min_choices: z.number().int().nullable().optional(),
  max_choices: z.number().int().nullable().optional(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
  max_length: z.number().int().nullable().optional(),
  time_limit_seconds: z.number().int().nullable().optional(),
  /** Inline-choice items: each gap of the stem ([[id]]) with its options, without the key. */
  gaps: z
    .array(z.object({ id: z.string(), options: z.array(z.object({ id: z.string(), text: z.string() })) }))
    .optional(),
  ...matchParticipantFields,
  ...sel.participantSelection,
});
export type ParticipantItem = z.infer<typeof participantItem>;
export const participantSection = z.object({
  id: z.string(),
  title: z.string(),
  time_limit_seconds: z.number().int().nullable(),
  navigation: z.enum(SECTION_NAVIGATION).optional(),
  items: z.array(participantItem),
});

/** `instruments/test-survey`: the draft exactly as a participant would see it. */
export const testSurveyResponse = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  instructions: z.string(),
  sections: z.array(participantSection),
});
export type TestSurveyResponse = z.infer<typeof testSurveyResponse>;

/** An indicator an instrument's items use, with its dimension and how many items feed it. */
export const instrumentIndicator = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  dimension_id: z.number().int(),
  ...dimensionRef,
  item_count: z.number().int(),
});
export type InstrumentIndicator = z.infer<typeof instrumentIndicator>;
/** A column of a score table: one per indicator the instrument uses. */
export const indicatorColumn = z.object({ data: z.string(), title: z.string(), dimension: z.string() });
export type IndicatorColumn = z.infer<typeof indicatorColumn>;

export const imageUploadResponse = z.object({ path: z.string(), thumbnail: z.string() });

const languageCode = z.string().trim().min(2, 'language is required').max(10);

/** test-survey in a language: translated texts, falling back to the base text. */
export const testSurveyRequest = instrumentId.extend({ language: languageCode.optional() });

/** The JSON package an instrument moves between installations in. */
export const INSTRUMENT_PACKAGE_FORMAT = 'asesa-instrument';
export const INSTRUMENT_PACKAGE_VERSION = 1;
export const instrumentPackage = z.object({
  format: z.literal(INSTRUMENT_PACKAGE_FORMAT, { message: `format must be '${INSTRUMENT_PACKAGE_FORMAT}'` }),
  format_version: z.literal(INSTRUMENT_PACKAGE_VERSION, {
    message: `format_version must be ${INSTRUMENT_PACKAGE_VERSION}`,
  }),
  instrument: z.object({
    code: instrumentNewRequest.shape.code,
    name: instrumentNewRequest.shape.name,
    kind: z.enum(INSTRUMENT_KINDS),
    instructions: z.string().max(MAX_RICH_TEXT).default(''),
  }),
  sections: z.array(instrumentSection).max(50),
  /** The indicators the items name, for the receiving installation to check. */
  indicators: z
    .array(
      z.object({
        code: z.string(),
        name: z.string(),
        ...dimensionRef,
      }),
    )
    .default([]),
  /** language → text key → text. */
  translations: z.record(z.string().max(10), z.record(z.string(), z.string())).default({}),
});
export type InstrumentPackage = z.input<typeof instrumentPackage>;
export const instrumentImportRequest = z.object({
  package: instrumentPackage,
  /** Import under another code (the package's is taken). */
  code: instrumentNewRequest.shape.code.optional(),
});
