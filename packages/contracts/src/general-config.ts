import { z } from 'zod';
import { languageListResponse } from './auth';

/** general-config/get: what every page may need before anyone signs in. */
export const generalConfigResponse = z.object({
  product_name: z.string(),
  default_language: z.string(),
  languages: languageListResponse,
  /** Upload limits the forms show next to file pickers. */
  max_upload_mb: z.number(),
  participant_code_min_length: z.number().int(),
  access_code_length: z.number().int(),
});
