import { z } from 'zod';

/** Spec 5 and 9: an access code is exactly 6 letters or digits. */
export const ACCESS_CODE_LENGTH = 6;
export const ACCESS_CODE_PATTERN = /^[A-Za-z0-9]{6}$/;

/** Spec 4 "Corporate slug page": the error the lookup answers for an unknown slug. */
export const INVALID_SLUG_MESSAGE = 'invalid url';

export const corporateSlugRequest = z.object({
  slug: z.string().trim().min(1, 'slug is required').max(120),
});
/** Spec 3 "Corporate-by-slug response": the branding of /access-code/{slug}. */
export const corporateSlugResponse = z.object({
  corporate: z.object({
    name: z.string(),
    legal_name: z.string(),
    logo_path: z.object({ thumbnail: z.string().nullable(), path: z.string().nullable() }),
  }),
});
export type CorporateSlugResponse = z.infer<typeof corporateSlugResponse>;
