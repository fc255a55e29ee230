import { z } from 'zod';

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
/** Spec 9: default partner header colour. */
export const DEFAULT_HEADER_COLOUR = '#003366';

export const corporateNewRequest = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  legal_name: z.string().trim().min(1, 'legal_name is required').max(200),
  title: z.string().trim().max(200).optional().default(''),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(SLUG_PATTERN, 'slug may contain only lower-case letters, digits and hyphens'),
  color_theme: z
    .string()
    .regex(HEX_COLOUR, 'color_theme must be a colour like #003366')
    .optional()
    .default(DEFAULT_HEADER_COLOUR),
  font_theme: z.string().max(100).optional().default(''),
  is_show_header: z.boolean().optional().default(true),
  is_use_corporate_logo: z.boolean().optional().default(false),
  callback_url: z
    .string()
    .url('callback_url must be a URL')
    .max(500)
    .or(z.literal(''))
    .optional()
    .default(''),
  /** Admins pick the consultant account; consultants create under their own. */
  account_consultant_id: z.number().int().positive().optional(),
});
export type CorporateNewRequest = z.input<typeof corporateNewRequest>;

export const corporateRow = z.object({
  id: z.number().int(),
  name: z.string(),
  legal_name: z.string(),
  title: z.string(),
  slug: z.string(),
  color_theme: z.string(),
  font_theme: z.string(),
  is_show_header: z.boolean(),
  is_use_corporate_logo: z.boolean(),
  callback_url: z.string(),
  account_consultant_id: z.number().int(),
  created_at: z.string(),
});
export type CorporateRow = z.infer<typeof corporateRow>;
