import { z } from 'zod';
import { auditLogRequest, auditLogRow } from './audit';
import { datatableCall } from './envelope';

// Privacy: the retention period of candidates' personal data and erasing one participant's
// personal data (right to be forgotten); the audit log's read is on this feature's page.

export const RETENTION_MAX_DAYS = 3650;
export const retentionSetting = z.object({
  /** Days after a project's end (or a participant's last change, without an end date); null: kept. */
  retention_days: z.number().int().nullable(),
  /** The installation's default (PERSONAL_DATA_RETENTION_DAYS; 0 there means kept). */
  default_days: z.number().int().nullable(),
  /** Whether an admin set retention_days (else it is the default). */
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});
export type RetentionSetting = z.infer<typeof retentionSetting>;
export const retentionUpdateRequest = z.object({
  retention_days: z
    .number({ message: 'retention_days must be a number of days or null' })
    .int('retention_days must be a whole number of days')
    .min(1, 'retention_days must be at least 1')
    .max(RETENTION_MAX_DAYS, `retention_days must be at most ${RETENTION_MAX_DAYS}`)
    .nullable(),
  /** True goes back to the installation's default. */
  use_default: z.boolean().optional(),
});

export const participantEraseRequest = z.object({
  participant_id: z.number().int().positive(),
  /** Must be true: the erasure cannot be undone. */
  confirm: z.literal(true, { message: 'confirm must be true: erasing personal data cannot be undone' }),
});
export const participantEraseAnswer = z.object({
  participant_id: z.number().int(),
  erased_at: z.string(),
  /** Photo and webcam-snapshot files deleted from disk. */
  files_deleted: z.number().int(),
});

export const PRIVACY_CALLS = {
  'audit-log/datatable': datatableCall(auditLogRequest, auditLogRow),
  'privacy/retention/detail': { request: z.object({}).passthrough(), response: retentionSetting },
  'privacy/retention/update': { request: retentionUpdateRequest, response: retentionSetting },
  'projects/participants/erase': { request: participantEraseRequest, response: participantEraseAnswer },
} as const;
