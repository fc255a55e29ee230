import { z } from 'zod';
import { datatableCall } from './envelope';
import { INSTRUMENT_STATUSES, IRT_MODELS, ITEM_TYPES, instrumentItem } from './instruments';

/**
 * The bank view of an instrument's draft: its items one row each, filtered, sorted and paged on the
 * server, and one item read and saved at a time, so an item bank of hundreds of items is edited
 * without loading the whole content into the editor.
 */

export const ITEM_BANK_SORTS = ['position', 'a', 'b', 'exposure'] as const;
export type ItemBankSort = (typeof ITEM_BANK_SORTS)[number];
/** An item's IRT model, or 'none' for an item without IRT parameters. */
export const ITEM_BANK_MODELS = [...IRT_MODELS, 'none'] as const;
export type ItemBankModel = (typeof ITEM_BANK_MODELS)[number];
export const ITEM_BANK_MAX_PAGE_SIZE = 100;
export const ITEM_BANK_DEFAULT_PAGE_SIZE = 50;
/** Stems are listed as plain text cut to this length. */
export const ITEM_BANK_STEM_LENGTH = 200;

const instrumentId = z.number().int().positive();
const sectionId = z.string().trim().min(1).max(40);
const itemId = z.string().trim().min(1, 'item id is required').max(40);

export const itemBankListRequest = z.object({
  id: instrumentId,
  section_id: sectionId.optional(),
  /** Looks in the stem (as plain text) and the item id. */
  search: z.string().trim().max(200).optional().default(''),
  indicator: z.string().trim().min(1).max(40).optional(),
  type: z.enum(ITEM_TYPES).optional(),
  model: z.enum(ITEM_BANK_MODELS).optional(),
  /** Position is the content's order (section by section); items without the value sort last. */
  sort: z.enum(ITEM_BANK_SORTS).optional().default('position'),
  dir: z.enum(['asc', 'desc']).optional().default('asc'),
  page: z.number().int().min(1).optional().default(1),
  page_size: z
    .number()
    .int()
    .min(1)
    .max(ITEM_BANK_MAX_PAGE_SIZE, `page_size is at most ${ITEM_BANK_MAX_PAGE_SIZE}`)
    .optional()
    .default(ITEM_BANK_DEFAULT_PAGE_SIZE),
});
export type ItemBankListRequest = z.input<typeof itemBankListRequest>;

export const itemBankRow = z.object({
  id: z.string(),
  section_id: z.string(),
  section_title: z.string(),
  /** 1-based position in its section. */
  position: z.number().int(),
  type: z.enum(ITEM_TYPES),
  /** The stem as plain text, cut to ITEM_BANK_STEM_LENGTH characters. */
  stem: z.string(),
  indicator: z.string().nullable(),
  irt: z
    .object({
      model: z.enum(IRT_MODELS),
      a: z.number().nullable(),
      b: z.number().nullable(),
      c: z.number().nullable(),
      thresholds: z.array(z.number()),
    })
    .nullable(),
  /** Whether the item has a correct answer set (Likert, forced-choice and text items have none). */
  has_key: z.boolean(),
  /**
   * Share of the section's adaptive sessions (of published versions) that were served the item;
   * null when the section has had no adaptive session.
   */
  exposure: z.number().nullable(),
  /** 'published' when the item is in the latest published version, 'draft' when only in the draft. */
  status: z.enum(INSTRUMENT_STATUSES),
  /** Whether the item has an open review flag. */
  flagged: z.boolean(),
});
export type ItemBankRow = z.infer<typeof itemBankRow>;

export const itemBankDetailRequest = z.object({ id: instrumentId, item_id: itemId });
export type ItemBankDetailRequest = z.input<typeof itemBankDetailRequest>;
/** One stored item with its keys (the back office's only). */
export const itemBankDetail = z.object({
  section_id: z.string(),
  section_title: z.string(),
  position: z.number().int(),
  item: instrumentItem,
});
export type ItemBankDetail = z.infer<typeof itemBankDetail>;

/** Replaces the item of the same id in the section; saved like the whole content. */
export const itemBankUpdateRequest = z.object({
  id: instrumentId,
  section_id: sectionId,
  item: instrumentItem,
});
export type ItemBankUpdateRequest = z.input<typeof itemBankUpdateRequest>;

/** Spread into CALLS. */
export const ITEM_BANK_VIEW_CALLS = {
  'instruments/items/list': datatableCall(itemBankListRequest, itemBankRow),
  'instruments/items/detail': { request: itemBankDetailRequest, response: itemBankDetail },
  'instruments/items/update': { request: itemBankUpdateRequest, response: itemBankDetail },
} as const;
