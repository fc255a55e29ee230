import { z } from 'zod';
import { HEX_COLOUR } from './accounts';
import { datatableCall, datatableQuery } from './envelope';
import { codedRecord, namedRecord, recordStamps } from './record-fields';
import { competenceTranslations } from './translations';

/**
 * Competence library (P-Abilities+): a competence is computed from test dimensions with weights
 * (dimension scorings), standardised, and banded into levels. Each level has a range on the
 * competence's score scale, a colour and a text colour. It also describes its behavioural
 * dimensions. A draft is edited; `submit` checks it and freezes it (duplicate to change it).
 *
 * Level ranges: sorted by `level`, each range is [min, max) and the next level starts exactly
 * where the previous one ends (next.min === previous.max) — no gaps, no overlaps; the last range
 * includes its max.
 *
 * Colour check: a level is readable when its text colour on its colour has a WCAG 2 contrast
 * ratio ≥ 4.5, and distinguishable when its colour differs from the next level's by a CIE76
 * ΔE*ab ≥ 15 (CIELAB, D65) — clearly different at a glance.
 */

export const COMPETENCE_STATUSES = ['draft', 'submitted'] as const;
export const MIN_TEXT_CONTRAST = 4.5;
export const MIN_LEVEL_DELTA_E = 15;

const id = z.number().int().positive();
const num = (what: string) => z.number({ message: `${what} must be a number` });
const hex = (what: string) =>
  z
    .string({ message: `${what} is required` })
    .regex(HEX_COLOUR, `${what} must be a hex colour such as #2e7d32`);
const text = (what: string, max = 200) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} has at most ${max} characters`);
const description = z.string().trim().max(5000).optional().default('');
/** A weight: a finite number greater than 0. */
export const positiveWeight = (what = 'weight') =>
  num(what)
    .refine((n) => Number.isFinite(n), `${what} must be a finite number`)
    .refine((n) => n > 0, `${what} must be greater than 0`);

export const competenceLevel = z.object({
  level: z.number({ message: 'level must be a number' }).int('level must be a whole number').min(1),
  label: text('label'),
  min: num('min'),
  max: num('max'),
  colour: hex('colour'),
  text_colour: hex('text_colour'),
});
export type CompetenceLevel = z.infer<typeof competenceLevel>;
export const competenceLevels = z.array(competenceLevel).min(1, 'give at least one level').max(20);

export const competenceRow = z.object({
  ...codedRecord,
  description: z.string(),
  status: z.enum(COMPETENCE_STATUSES),
  level_count: z.number().int(),
  ...recordStamps,
});
export type CompetenceRow = z.infer<typeof competenceRow>;

export const competenceDimension = z.object({
  ...namedRecord,
  description: z.string(),
  position: z.number().int(),
});
export const competenceDimensionScoring = z.object({
  test_dimension_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  weight: z.number(),
});
/** Questions an interviewer can ask about a competence (the hiring-manager report prints them). */
export const INTERVIEW_QUESTIONS_MAX = 20;
const interviewQuestions = z
  .array(text('interview question', 500))
  .max(INTERVIEW_QUESTIONS_MAX, `interview_questions: at most ${INTERVIEW_QUESTIONS_MAX} questions`);

export const competenceDetail = competenceRow.omit({ level_count: true }).extend({
  levels: z.array(competenceLevel),
  interview_questions: z.array(z.string()),
  translations: competenceTranslations,
  dimensions: z.array(competenceDimension),
  dimension_scorings: z.array(competenceDimensionScoring),
});
export type CompetenceDetail = z.infer<typeof competenceDetail>;

export const competenceNewRequest = z.object({
  code: text('code', 40),
  name: text('name'),
  description,
  levels: competenceLevels,
  interview_questions: interviewQuestions.optional().default([]),
});
export type CompetenceNewRequest = z.input<typeof competenceNewRequest>;
/** Without interview_questions the competence keeps the questions it has. */
export const competenceUpdateRequest = competenceNewRequest
  .omit({ code: true })
  .extend({ id, interview_questions: interviewQuestions.optional() });
export const competenceDuplicateRequest = z.object({
  id,
  code: text('code', 40),
  name: text('name').optional(),
});

/** Translations change no score, so a submitted competence takes them too. */
export const competenceTranslationsRequest = z.object({ id, translations: competenceTranslations });

export const competenceDimensionsRequest = z.object({
  competence_id: id,
  dimensions: z
    .array(z.object({ name: text('name'), description }))
    .max(50, 'at most 50 behavioural dimensions'),
});
export const competenceDimensionScoringsRequest = z.object({
  competence_id: id,
  scorings: z
    .array(z.object({ test_dimension_id: id, weight: positiveWeight() }))
    .max(50, 'at most 50 dimension scorings'),
});

/** Checks the given levels, or the stored levels of the competence `id`. */
export const colourCheckRequest = z
  .object({ id: id.optional(), levels: z.array(competenceLevel).max(20).optional() })
  .refine((b) => b.id !== undefined || b.levels !== undefined, {
    message: 'give id or levels',
    path: ['levels'],
  });
export const colourCheckLevel = z.object({
  level: z.number().int(),
  label: z.string(),
  contrast: z.number(),
  readable: z.boolean(),
  /** ΔE*ab to the next level's colour; null for the last level. */
  delta_e_next: z.number().nullable(),
  distinguishable_from_next: z.boolean(),
  problems: z.array(z.string()),
});
export const colourCheckResponse = z.object({
  ok: z.boolean(),
  min_contrast: z.number(),
  min_delta_e: z.number(),
  levels: z.array(colourCheckLevel),
});
export type ColourCheckResponse = z.infer<typeof colourCheckResponse>;

export const competenceCompactItem = z.object({
  ...codedRecord,
  status: z.enum(COMPETENCE_STATUSES),
  levels: z.array(z.object({ level: z.number().int(), label: z.string() })),
});
export type CompetenceCompactItem = z.infer<typeof competenceCompactItem>;

const byId = z.object({ id });
const empty = z.object({}).passthrough();

export const competenceDatatableRequest = datatableQuery.extend({
  status: z.enum(COMPETENCE_STATUSES).optional(),
});

export const COMPETENCE_CALLS = {
  'competences/datatable': datatableCall(competenceDatatableRequest, competenceRow),
  'competences/new': { request: competenceNewRequest, response: competenceDetail },
  'competences/detail': { request: byId, response: competenceDetail },
  'competences/update': { request: competenceUpdateRequest, response: competenceDetail },
  'competences/submit': { request: byId, response: competenceDetail },
  'competences/mark-as-removed': { request: byId, response: z.object({ ok: z.boolean() }) },
  'competences/duplicate': { request: competenceDuplicateRequest, response: competenceDetail },
  'competences/dimensions': { request: competenceDimensionsRequest, response: competenceDetail },
  'competences/dimension-scorings': {
    request: competenceDimensionScoringsRequest,
    response: competenceDetail,
  },
  'competences/translations': { request: competenceTranslationsRequest, response: competenceDetail },
  'competences/colour-check': { request: colourCheckRequest, response: colourCheckResponse },
  'competences/compact-list': { request: empty, response: z.array(competenceCompactItem) },
} as const;
