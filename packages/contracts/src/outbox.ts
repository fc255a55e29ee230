import { z } from 'zod';
import { datatableQuery } from './envelope';

// Outbox: every e-mail, sent or held when no SMTP is configured. Admins read all of it;
// consultants and collaborators the invitation e-mails of the projects they see.

/**
 * held: kept in the outbox, never sent (no SMTP server was configured when it was written);
 * queued: waiting for the delivery job; sent: handed to the SMTP server; failed: the last try
 * failed (the delivery job retries it).
 */
export const OUTBOX_STATUSES = ['held', 'queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Where an e-mail's delivery stands: its status, tries, last error, and when it was written and sent. */
export const deliveryState = {
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
};
export const outboxRow = z.object({
  id: z.number().int(),
  to_address: z.string(),
  subject: z.string(),
  ...deliveryState,
  /** The invitation's project and participant (null for account e-mails). */
  project_id: z.number().int().nullable(),
  project_name: z.string().nullable(),
  participant_id: z.number().int().nullable(),
});
export type OutboxRow = z.infer<typeof outboxRow>;
export const outboxDetail = outboxRow.extend({ body_text: z.string() });
export const outboxDatatableRequest = datatableQuery.extend({
  /** Only this project's invitation e-mails (404 for a project the caller does not see). */
  project_id: z.number().int().positive().optional(),
});
export type OutboxDatatableRequest = z.input<typeof outboxDatatableRequest>;
/** Whether e-mail leaves the platform, and the server settings that make it do so. */
export const mailTransport = z.object({
  sends: z.boolean(),
  /** The environment variables the server reads for e-mail. */
  smtp_url_variable: z.string(),
  mail_from_variable: z.string(),
});
export type MailTransport = z.infer<typeof mailTransport>;
