import { z } from 'zod';
import { languageListResponse } from './auth';

/**
 * Whom a participant asks for help: the consultant running their project, or the platform's own
 * contact (configuration) where no project is known yet.
 */
export const helpContact = z.object({
  name: z.string(),
  email: z.string(),
  /** null: the contact has no phone number. */
  phone: z.string().nullable(),
});
export type HelpContact = z.infer<typeof helpContact>;

/** general-config/get: what every page may need before anyone signs in. */
export const generalConfigResponse = z.object({
  product_name: z.string(),
  default_language: z.string(),
  languages: languageListResponse,
  /** Upload limits the forms show next to file pickers. */
  max_upload_mb: z.number(),
  participant_code_min_length: z.number().int(),
  access_code_length: z.number().int(),
  /** The platform's help contact (code entry pages, before a project is known). */
  support: helpContact,
});
