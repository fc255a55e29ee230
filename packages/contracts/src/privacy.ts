import { z } from 'zod';
import { datatablePage, datatableQuery } from './envelope';

// Privacy: the audit log (who changed what), the retention period of candidates' personal data,
// and erasing one participant's personal data (right to be forgotten).

/** The areas whose changes the audit log records. */
export const AUDIT_AREAS = ['accounts', 'credits', 'content', 'projects', 'privacy'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

export const auditLogRequest = datatableQuery.extend({
  /** Part of the actor's name or e-mail, or their user id. */
  actor: z.string().trim().max(200).optional(),
  /** The call name, e.g. `projects/update` (a prefix such as `projects/` matches all its calls). */
  action: z.string().trim().max(200).optional(),
  area: z.enum(AUDIT_AREAS).optional(),
  /** Changes on or after this day (UTC). */
  from: isoDate.optional(),
  /** Changes on or before this day (UTC). */
  to: isoDate.optional(),
});
export type AuditLogRequest = z.input<typeof auditLogRequest>;

export const auditLogRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor_user_id: z.number().int().nullable(),
  actor_name: z.string(),
  actor_role: z.string(),
  account_consultant_id: z.number().int().nullable(),
  account_corporate_id: z.number().int().nullable(),
  area: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.number().int().nullable(),
  /** {field: [before, after]}; secrets show as "[hidden]", candidates' personal data as "[personal]". */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  ip: z.string(),
});
export type AuditLogRow = z.infer<typeof auditLogRow>;

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
  'audit-log/datatable': { request: auditLogRequest, response: datatablePage(auditLogRow) },
  'privacy/retention/detail': { request: z.object({}).passthrough(), response: retentionSetting },
  'privacy/retention/update': { request: retentionUpdateRequest, response: retentionSetting },
  'projects/participants/erase': { request: participantEraseRequest, response: participantEraseAnswer },
} as const;
