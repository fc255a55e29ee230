import { z } from 'zod';
import { codedRecord } from './record-fields';
import { dimensionTranslations } from './translations';

const code = z
  .string()
  .trim()
  .min(1, 'code is required')
  .max(40)
  .regex(/^[A-Za-z0-9_.-]+$/, 'code may contain only letters, digits, ., - and _');

/**
 * An indicator as the dimension form sends it: with `id` it renames an existing indicator,
 * without one it adds a new one; existing indicators left out of the list are removed.
 */
export const indicatorInput = z.object({
  id: z.number().int().positive().optional(),
  code,
  name: z.string().trim().min(1, 'indicator name is required').max(200),
  description: z.string().trim().max(2000).optional().default(''),
});
export type IndicatorInput = z.input<typeof indicatorInput>;

export const testDimensionNewRequest = z.object({
  code,
  name: z.string().trim().min(1, 'name is required').max(200),
  description: z.string().trim().max(5000).optional().default(''),
  indicators: z.array(indicatorInput).max(100).optional().default([]),
  /** Without translations an update keeps the ones the dimension has. */
  translations: dimensionTranslations.optional(),
});
export type TestDimensionNewRequest = z.input<typeof testDimensionNewRequest>;
export const testDimensionUpdateRequest = testDimensionNewRequest.extend({
  id: z.number().int().positive(),
});
export type TestDimensionUpdateRequest = z.input<typeof testDimensionUpdateRequest>;

export const indicatorRow = z.object({
  ...codedRecord,
  description: z.string(),
  position: z.number().int(),
});
export type IndicatorRow = z.infer<typeof indicatorRow>;

export const testDimensionRow = z.object({
  ...codedRecord,
  description: z.string(),
  indicator_count: z.number().int(),
  created_at: z.string(),
});
export type TestDimensionRow = z.infer<typeof testDimensionRow>;
export const testDimensionDetail = testDimensionRow.extend({
  indicators: z.array(indicatorRow),
  translations: dimensionTranslations,
});
export type TestDimensionDetail = z.infer<typeof testDimensionDetail>;

/** For pickers: every dimension with its indicators (e.g. the item editor's indicator select). */
export const testDimensionCompactItem = z.object({
  ...codedRecord,
  indicators: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});
export type TestDimensionCompactItem = z.infer<typeof testDimensionCompactItem>;
