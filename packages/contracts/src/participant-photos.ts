import { z } from 'zod';

/**
 * Back office: a participant's registration photo and CV (a reviewer of the participant's tenant only).
 * Photos are personal data, kept outside the public uploads folder; `thumbnail` asks for the
 * small WebP copy.
 */
export const PARTICIPANT_PHOTO_FILE_CALLS = {
  'projects/participants/photo': z.object({
    participant_id: z.number().int().positive(),
    thumbnail: z.boolean().optional(),
  }),
  /** The CV the participant gave at registration (PDF or Word), as an attachment. */
  'projects/participants/cv': z.object({
    participant_id: z.number().int().positive(),
  }),
} as const;
