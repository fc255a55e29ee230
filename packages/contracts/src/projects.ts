import { z } from 'zod';

export const PARTICIPANT_STATUSES = [
  'invited',
  'registered',
  'in_progress',
  'completed',
  'scored',
  'expired',
  'revoked',
] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

export const projectNewRequest = z.object({
  account_corporate_id: z.number().int().positive(),
  name: z.string().trim().min(1, 'name is required').max(200),
  /** Instruments in the order participants take them. */
  instrument_ids: z.array(z.number().int().positive()).min(1, 'choose at least 1 instrument').max(20),
  start_date: z.string().date().optional(),
  end_date: z.string().date().optional(),
});
export type ProjectNewRequest = z.input<typeof projectNewRequest>;

export const projectRow = z.object({
  id: z.number().int(),
  account_corporate_id: z.number().int(),
  corporate_name: z.string(),
  name: z.string(),
  status: z.string(),
  participant_count: z.number().int(),
  created_at: z.string(),
});
export type ProjectRow = z.infer<typeof projectRow>;

export const projectDetail = projectRow.extend({
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  instruments: z.array(
    z.object({ id: z.number().int(), code: z.string(), name: z.string(), position: z.number().int() }),
  ),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

export const inviteRequest = z.object({
  project_id: z.number().int().positive(),
  name: z.string().trim().min(1, 'name is required').max(200),
  email: z.string().trim().toLowerCase().email('email must be a valid e-mail address').max(254),
});
export type InviteRequest = z.input<typeof inviteRequest>;
export const inviteResponse = z.object({ participant_id: z.number().int(), participant_code: z.string() });

export const participantRow = z.object({
  id: z.number().int(),
  participant_code: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(PARTICIPANT_STATUSES),
  /** Number of keyed items answered correctly, over all instruments; null until scored. */
  number_correct: z.number().int().nullable(),
  max_score: z.number().int().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
});
export type ParticipantRow = z.infer<typeof participantRow>;
