import { z } from 'zod';
import { datatableCall, projectDatatableQuery } from './envelope';
import { jobProgress, jobStarted } from './jobs';
import { deliveryState } from './outbox';
import { emailAddress, personName } from './person-fields';
import { PARTICIPANT_STATUSES } from './projects';
import { namedRecord, participantRef, projectRef } from './record-fields';

// Invitations (DOMAIN "Invitation"): e-mail from a per-language template, single and bulk
// (.xlsx template → upload → preview → invite as a job), resend, revoke; and the credit check.

const projectId = z.object({ project_id: z.number().int().positive() });
const participantId = z.object({ participant_id: z.number().int().positive() });

/** The variables an invitation template may use, with what each is replaced by. */
export const INVITATION_VARIABLES = [
  { name: 'name', description: "The participant's name" },
  { name: 'project', description: "The project's name" },
  { name: 'link', description: 'The link that opens the test' },
  { name: 'code', description: 'The participant code' },
  { name: 'expiry', description: 'When the code expires (or "no expiry")' },
  { name: 'corporate', description: "The corporate account's name" },
] as const;
export type InvitationVariable = (typeof INVITATION_VARIABLES)[number]['name'];

export const invitationVariable = z.object({ name: z.string(), token: z.string(), description: z.string() });
export type InvitationVariableItem = z.infer<typeof invitationVariable>;

/** Bulk sheets stop at this many rows (the upload answers 400 naming the limit beyond it). */
export const BULK_MAX_ROWS = 10_000;
/** How many rows of a read sheet the preview answer carries. */
export const BULK_PREVIEW_ROWS = 200;
/**
 * Rows with problems listed in a read's answer; `invalid_count` says how many there are. A sheet
 * whose every row is wrong is usually wrong in one way, and ten thousand listed rows made an answer
 * of megabytes that held the server's other requests back while it was checked and written.
 */
export const BULK_INVALID_ROWS_LISTED = 500;
/** Bulk-invitation uploads are at most this big. */
export const BULK_MAX_BYTES = 10 * 1024 * 1024;
/** The template's columns, in order. */
export const BULK_COLUMNS = ['Name', 'Email', 'Phone', 'Language'] as const;

const languageCodeField = z
  .string()
  .trim()
  .min(2, 'language_code must be 2 to 10 characters')
  .max(10, 'language_code must be 2 to 10 characters');

export const inviteSingleRequest = z.object({
  project_id: z.number().int().positive(),
  name: personName,
  email: emailAddress,
  phone: z.string().trim().max(40).optional(),
  /** One of the project's languages (or its default language); the default language when absent. */
  language_code: languageCodeField.optional(),
});

// ---- project languages and templates ----

export const projectLanguageRow = z.object({
  language_code: z.string(),
  language_name: z.string(),
  /** Whether the project has its own template in this language (else the default is used). */
  has_template: z.boolean(),
  is_project_default: z.boolean(),
  id: z.number().int().nullable(),
  updated_at: z.string().nullable(),
});
export type ProjectLanguageRow = z.infer<typeof projectLanguageRow>;

export const invitationTemplate = z.object({
  language_code: z.string(),
  subject: z.string(),
  body: z.string(),
});
export type InvitationTemplate = z.infer<typeof invitationTemplate>;

export const projectLanguageDetail = invitationTemplate.extend({
  project_id: z.number().int(),
  language_name: z.string(),
  /** 'project': the project's own template; 'default': the shipped default for the language. */
  source: z.enum(['project', 'default']),
});
export type ProjectLanguageDetail = z.infer<typeof projectLanguageDetail>;

export const projectLanguageNewRequest = projectId.extend({ language_code: languageCodeField });
export const projectLanguageDetailRequest = projectId.extend({ language_code: languageCodeField });
export const projectLanguageUpdateRequest = projectId.extend({
  language_code: languageCodeField,
  subject: z.string().trim().min(1, 'subject is required').max(300),
  body: z.string().trim().min(1, 'body is required').max(20_000),
});
export type ProjectLanguageUpdateRequest = z.input<typeof projectLanguageUpdateRequest>;

// ---- invitations list, code, resend, revoke ----

export const invitationDelivery = z.object({
  outbox_id: z.number().int(),
  ...deliveryState,
});
export type InvitationDelivery = z.infer<typeof invitationDelivery>;

export const invitationRow = z.object({
  ...namedRecord,
  email: z.string(),
  phone: z.string(),
  participant_code: z.string(),
  status: z.enum(PARTICIPANT_STATUSES),
  language_code: z.string(),
  invited_at: z.string().nullable(),
  invite_count: z.number().int(),
  code_expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  /** Invitation e-mails really handed to the SMTP server, and when the last one was. */
  sent_count: z.number().int(),
  last_sent_at: z.string().nullable(),
  /** The latest invitation e-mail as the outbox has it (null: none was written). */
  delivery: invitationDelivery.nullable(),
});
export type InvitationRow = z.infer<typeof invitationRow>;

export const invitationDatatableRequest = projectDatatableQuery.extend({
  status: z.enum(PARTICIPANT_STATUSES).optional(),
});
export type InvitationDatatableRequest = z.input<typeof invitationDatatableRequest>;

export const participantCodeAnswer = z.object({
  ...participantRef,
  link: z.string(),
});

export const selectedRequest = z.object({
  participant_ids: z
    .array(z.number().int().positive())
    .min(1, 'choose at least 1 participant')
    .max(1000, 'choose at most 1000 participants'),
});
export const selectedAnswer = z.object({
  done: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type SelectedAnswer = z.infer<typeof selectedAnswer>;

/** Credits held for one project's invited participants who have not started yet. */
export const creditReservation = z.object({
  ...projectRef,
  /** Invited (or being invited by a bulk sheet) and not started, revoked or expired. */
  participants: z.number().int(),
  cost_per_participant: z.number().int(),
  /** participants × cost_per_participant */
  credits: z.number().int(),
});
export type CreditReservation = z.infer<typeof creditReservation>;

/**
 * A corporate's credits: the balance is the ledger's sum (top-ups minus the debits of participants
 * who started); reserved is what its invited participants who have not started will cost
 * (the sum of `reservations`); available = balance − reserved is what new invitations may spend.
 */
export const corporateCredits = z.object({
  balance: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  reserved_participants: z.number().int(),
  reservations: z.array(creditReservation),
});
export type CorporateCredits = z.infer<typeof corporateCredits>;

export const creditSummary = corporateCredits.extend({
  account_corporate_id: z.number().int(),
  /** What one participant of this project costs (the sum of its instruments' credit costs). */
  cost_per_participant: z.number().int(),
});
export type CreditSummary = z.infer<typeof creditSummary>;

// ---- bulk ----

export const bulkRowPreview = z.object({
  /** The sheet's own row number (the header is row 1). */
  row: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  language_code: z.string(),
  errors: z.array(z.string()),
});
export type BulkRowPreview = z.infer<typeof bulkRowPreview>;

export const bulkReadAnswer = z.object({
  batch_id: z.number().int(),
  total: z.number().int(),
  valid_count: z.number().int(),
  invalid_count: z.number().int(),
  rows: z.array(bulkRowPreview),
  /** The first BULK_INVALID_ROWS_LISTED rows with a problem, in the sheet's order. */
  invalid: z.array(
    z.object({ row: z.number().int(), name: z.string(), email: z.string(), errors: z.array(z.string()) }),
  ),
});
export type BulkReadAnswer = z.infer<typeof bulkReadAnswer>;

export const bulkReadFields = z.object({
  project_id: z.coerce
    .number({ message: 'project_id must be a number' })
    .int()
    .positive('project_id must be a positive number'),
});

export const INVITATION_CALLS = {
  'projects/invitations/invite': { request: inviteSingleRequest, response: participantCodeAnswer },
  'projects/invitations/variables': {
    request: z.object({}).passthrough(),
    response: z.array(invitationVariable),
  },
  'projects/invitations/datatable': datatableCall(invitationDatatableRequest, invitationRow),
  'projects/invitations/code': { request: participantId, response: participantCodeAnswer },
  'projects/invitations/resend': { request: participantId, response: invitationRow },
  'projects/invitations/selected-resend': { request: selectedRequest, response: selectedAnswer },
  'projects/invitations/selected-revoke': { request: selectedRequest, response: selectedAnswer },
  'projects/invitations/credits': { request: projectId, response: creditSummary },
  'projects/invitations/bulk-invite': {
    request: z.object({ batch_id: z.number().int().positive() }),
    response: jobStarted,
  },
  'projects/participants/datatable-progress': { request: projectId, response: jobProgress },
  'projects/configs/languages/translation-list': {
    request: projectId,
    response: z.array(projectLanguageRow),
  },
  'projects/configs/languages/new': { request: projectLanguageNewRequest, response: projectLanguageDetail },
  'projects/configs/languages/update': {
    request: projectLanguageUpdateRequest,
    response: projectLanguageDetail,
  },
  'projects/configs/languages/detail': {
    request: projectLanguageDetailRequest,
    response: projectLanguageDetail,
  },
  'projects/configs/languages/templates': {
    request: z.object({}).passthrough(),
    response: z.array(invitationTemplate.extend({ language_name: z.string() })),
  },
} as const;

export const INVITATION_FILE_CALLS = {
  /** `language`: the template's (en or id); default the request's Content-Language, else Indonesian. */
  'projects/invitations/bulk-template': projectId.extend({
    language: z.string().trim().max(10, 'language must be a language code such as id or en').optional(),
  }),
} as const;

export const INVITATION_UPLOADS = {
  'projects/invitations/bulk-read': { fields: bulkReadFields, file: 'file', response: bulkReadAnswer },
} as const;
