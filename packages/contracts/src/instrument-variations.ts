import { z } from 'zod';
import { INSTRUMENT_STATUSES, instrumentNewRequest, instrumentSection } from './instruments';

// An instrument's variations: its items in another selection and order, under their own code.

const variationCode = instrumentNewRequest.shape.code;
export const variationSection = z.object({
  title: instrumentSection.shape.title,
  time_limit_seconds: instrumentSection.shape.time_limit_seconds,
  /** Base instrument item ids, in the variation's order. */
  item_ids: z.array(z.string().trim().min(1).max(40)).max(500),
});
export const variationNewRequest = z.object({
  instrument_id: z.number().int().positive(),
  code: variationCode,
  name: z.string().trim().min(1, 'name is required').max(200),
});
export type VariationNewRequest = z.input<typeof variationNewRequest>;
export const variationUpdateRequest = z.object({
  id: z.number().int().positive(),
  code: variationCode,
  name: z.string().trim().min(1, 'name is required').max(200),
});
export const variationContentRequest = z.object({
  id: z.number().int().positive(),
  sections: z.array(variationSection).min(1, 'a variation needs at least 1 section').max(50),
});
export type VariationContentRequest = z.input<typeof variationContentRequest>;
export const variationDetail = z.object({
  id: z.number().int(),
  instrument_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.enum(INSTRUMENT_STATUSES),
  version: z.number().int(),
  item_count: z.number().int(),
  sections: z.array(
    z.object({
      title: z.string(),
      time_limit_seconds: z.number().int().nullable(),
      item_ids: z.array(z.string()),
    }),
  ),
  updated_at: z.string(),
});
export type VariationDetail = z.infer<typeof variationDetail>;
