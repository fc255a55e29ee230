import { z } from 'zod';
import { recordId as id } from './request-ids';

/**
 * Items flagged for review: an author marks an item of an instrument for review (from an
 * analysis, with the engine's flag that prompted it or 'other', and a note), and later resolves
 * the flag by saying what became of the item (revised, kept with a justification, or removed).
 * A flag is about an item of the library, never about a participant: nothing of who answered is
 * kept. An item has at most one open flag at a time, so the list of open flags is a to-do list.
 */

/** Why an item is flagged: one of the engine's item flags, or another reason the note explains. */
export const ITEM_REVIEW_REASONS = [
  'too-easy',
  'too-hard',
  'low-discrimination',
  'negative-discrimination',
  'misfit',
  'dif',
  'other',
] as const;
export type ItemReviewReason = (typeof ITEM_REVIEW_REASONS)[number];

export const ITEM_REVIEW_STATUSES = ['open', 'resolved'] as const;
export type ItemReviewStatus = (typeof ITEM_REVIEW_STATUSES)[number];

/** What became of a flagged item: revised, kept as it is (the note says why) or removed. */
export const ITEM_REVIEW_RESOLUTIONS = ['revised', 'kept', 'removed'] as const;
export type ItemReviewResolution = (typeof ITEM_REVIEW_RESOLUTIONS)[number];

/** Longest note or resolution note kept (a paragraph or two, not a report). */
export const MAX_REVIEW_NOTE = 2000;
/** Characters of an item's stem the list shows (the editor has the whole of it). */
export const REVIEW_STEM_CHARS = 120;

// The edge puts the field's name before each message ("note: is required…").
const text = (required: string) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .min(1, `is required: ${required}`)
    .max(MAX_REVIEW_NOTE, `must be at most ${MAX_REVIEW_NOTE} characters`);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: `must be one of ${values.join(', ')}` });

export const itemReviewFlagRequest = z.object({
  instrument_id: id,
  /** The stored item's id (as the analysis names it). */
  item_id: z
    .string({ message: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(40, 'must be at most 40 characters'),
  /** The analysis the flag comes from, when it does. */
  analysis_id: id.optional(),
  reason: oneOf(ITEM_REVIEW_REASONS),
  note: text('say what is to be reviewed and why'),
});
export type ItemReviewFlagRequest = z.input<typeof itemReviewFlagRequest>;

export const itemReviewResolveRequest = z.object({
  review_id: id,
  resolution: oneOf(ITEM_REVIEW_RESOLUTIONS),
  resolution_note: text('say what was changed, or why the item is kept or removed'),
});
export type ItemReviewResolveRequest = z.input<typeof itemReviewResolveRequest>;

export const itemReviewListRequest = z.object({
  instrument_id: id,
  /** Default open: the flags still to be dealt with. */
  status: oneOf([...ITEM_REVIEW_STATUSES, 'all']).optional(),
});
export type ItemReviewListRequest = z.input<typeof itemReviewListRequest>;

export const itemReviewRow = z.object({
  id: z.number().int(),
  instrument_id: z.number().int(),
  item_id: z.string(),
  /** "Q1"… by the item's position in the instrument's current content; null once it is removed. */
  item_label: z.string().nullable(),
  /** The item's stem as plain text, shortened to REVIEW_STEM_CHARS; '' once the item is removed. */
  item_stem: z.string(),
  analysis_id: z.number().int().nullable(),
  instrument_version: z.number().int(),
  reason: z.enum(ITEM_REVIEW_REASONS),
  note: z.string(),
  status: z.enum(ITEM_REVIEW_STATUSES),
  resolution: z.enum(ITEM_REVIEW_RESOLUTIONS).nullable(),
  resolution_note: z.string().nullable(),
  flagged_by_name: z.string(),
  flagged_at: z.string(),
  resolved_by_name: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type ItemReviewRow = z.infer<typeof itemReviewRow>;

export const EVIDENCE_REVIEW_CALLS = {
  'evidence/reviews/flag': { request: itemReviewFlagRequest, response: itemReviewRow },
  'evidence/reviews/resolve': { request: itemReviewResolveRequest, response: itemReviewRow },
  'evidence/reviews/list': {
    request: itemReviewListRequest,
    response: z.object({ rows: z.array(itemReviewRow) }),
  },
} as const;
