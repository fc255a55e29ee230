import { z } from 'zod';
import { datatableQuery } from './envelope';

// The audit log: who changed what, in which area.

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
