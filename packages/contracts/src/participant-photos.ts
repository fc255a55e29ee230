import { z } from 'zod';

/**
 * Back office: a participant's registration photo (a reviewer of the participant's tenant only).
 * Photos are personal data, kept outside the public uploads folder; `thumbnail` asks for the
 * small WebP copy.
 */
export const PARTICIPANT_PHOTO_FILE_CALLS = {
  'projects/participants/photo': z.object({
    participant_id: z.number().int().positive(),
    thumbnail: z.boolean().optional(),
  }),
} as const;
