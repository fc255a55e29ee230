import { z } from 'zod';

export const INSTRUMENT_KINDS = ['ability', 'personality', 'situational_judgement', 'survey'] as const;
export const ITEM_TYPES = ['single_choice'] as const;
export const INSTRUMENT_STATUSES = ['draft', 'published'] as const;

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

export const instrumentOption = z.object({
  id: z.string().trim().min(1).max(20),
  text: z.string().trim().min(1, 'option text is required').max(2000),
});
export const instrumentItem = z.object({
  id: z.string().trim().min(1).max(40).optional(),
  type: z.enum(ITEM_TYPES).default('single_choice'),
  stem: z.string().trim().min(1, 'item stem is required').max(5000),
  options: z.array(instrumentOption).min(2, 'an item needs at least 2 options').max(10),
  /** The id of the correct option. */
  key: z.string().max(20).nullable().optional(),
});
export type InstrumentItem = z.input<typeof instrumentItem>;
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

export const instrumentDetail = instrumentSummary.extend({
  instructions: z.string(),
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      time_limit_seconds: z.number().int().nullable(),
      items: z.array(
        z.object({
          id: z.string(),
          type: z.enum(ITEM_TYPES),
          stem: z.string(),
          options: z.array(z.object({ id: z.string(), text: z.string() })),
          key: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type InstrumentDetail = z.infer<typeof instrumentDetail>;

export const instrumentCompactItem = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
