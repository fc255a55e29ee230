import { z } from 'zod';
import { emailAddress, personName } from './person-fields';
import { backOfficeUser, logoFiles, namedRecord, recordStamps } from './record-fields';

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
/** Spec 9: default partner header colour. */
export const DEFAULT_HEADER_COLOUR = '#003366';

/** The editable fields of a corporate account, without defaults (an update changes only what it sends). */
const corporateFields = {
  name: z.string().trim().min(1, 'name is required').max(200),
  legal_name: z.string().trim().min(1, 'legal_name is required').max(200),
  title: z.string().trim().max(200),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(SLUG_PATTERN, 'slug may contain only lower-case letters, digits and hyphens'),
  color_theme: z.string().regex(HEX_COLOUR, 'color_theme must be a colour like #003366'),
  font_theme: z.string().max(100),
  is_show_header: z.boolean(),
  is_use_corporate_logo: z.boolean(),
  callback_url: z.string().url('callback_url must be a URL').max(500).or(z.literal('')),
  sector_id: z.number().int().positive().nullable().optional(),
};

export const corporateNewRequest = z.object({
  ...corporateFields,
  title: corporateFields.title.optional().default(''),
  color_theme: corporateFields.color_theme.optional().default(DEFAULT_HEADER_COLOUR),
  font_theme: corporateFields.font_theme.optional().default(''),
  is_show_header: corporateFields.is_show_header.optional().default(true),
  is_use_corporate_logo: corporateFields.is_use_corporate_logo.optional().default(false),
  callback_url: corporateFields.callback_url.optional().default(''),
  /** Admins pick the consultant account; consultants create under their own. */
  account_consultant_id: z.number().int().positive().optional(),
});
export type CorporateNewRequest = z.input<typeof corporateNewRequest>;

export const corporateRow = z.object({
  ...namedRecord,
  legal_name: z.string(),
  title: z.string(),
  slug: z.string(),
  color_theme: z.string(),
  font_theme: z.string(),
  is_show_header: z.boolean(),
  is_use_corporate_logo: z.boolean(),
  callback_url: z.string(),
  account_consultant_id: z.number().int(),
  consultant_name: z.string(),
  sector_id: z.number().int().nullable(),
  sector_name: z.string().nullable(),
  ...logoFiles,
  /** Credit balance (sum of the ledger). */
  balance: z.number().int(),
  ...recordStamps,
});
export type CorporateRow = z.infer<typeof corporateRow>;

/**
 * Update: the id plus any field of `new`; fields left out keep their value (no defaults here).
 * Slug uniqueness still applies; sector_id null clears the sector.
 */
export const corporateUpdateRequest = z
  .object(corporateFields)
  .partial()
  .extend({ id: z.number().int().positive() });
export type CorporateUpdateRequest = z.input<typeof corporateUpdateRequest>;

// ---------------------------------------------------------------------------------------------
// Consultant accounts (admin only)

export const consultantNewRequest = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  legal_name: z.string().trim().min(1, 'legal_name is required').max(200),
  /** The account's first consultant user, invited by e-mail to set a password. */
  user_name: z.string().trim().min(1, 'user_name is required').max(200),
  user_email: z.string().trim().toLowerCase().email('user_email must be a valid e-mail address').max(254),
});
export type ConsultantNewRequest = z.input<typeof consultantNewRequest>;
export const consultantUpdateRequest = z.object({
  id: z.number().int().positive(),
  name: z.string().trim().min(1, 'name is required').max(200).optional(),
  legal_name: z.string().trim().min(1, 'legal_name is required').max(200).optional(),
});
export const consultantRow = z.object({
  ...namedRecord,
  legal_name: z.string(),
  ...logoFiles,
  corporate_count: z.number().int(),
  user_count: z.number().int(),
  ...recordStamps,
});
export type ConsultantRow = z.infer<typeof consultantRow>;

/** A back-office user as listed on account pages (consultant users, collaborators). */
export const accountUserRow = z.object({
  ...backOfficeUser,
  /** invited: link sent, no password yet; active: can sign in; removed: soft-deleted. */
  status: z.enum(['invited', 'active', 'removed']),
  invitation_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type AccountUserRow = z.infer<typeof accountUserRow>;
export const consultantDetail = consultantRow.extend({ users: z.array(accountUserRow) });
export type ConsultantDetail = z.infer<typeof consultantDetail>;

/** Logos: multipart field `logo` plus `id`; PNG, JPEG, WebP or GIF by content, at most this size. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_THUMBNAIL_SIZE = 128;
export const logoResponse = z.object({ logo_path: z.string(), logo_thumbnail: z.string() });
/** The answers to a logo that is not an image of an accepted type, or too large. */
export const LOGO_MESSAGES = {
  notImage: 'logo must be a PNG, JPEG, WebP or GIF image',
  tooLarge: 'logo is larger than 2 MB',
} as const;

// ---------------------------------------------------------------------------------------------
// Collaborators of a corporate account

export const collaboratorDatatableRequest = z.object({ account_corporate_id: z.number().int().positive() });
export const collaboratorInviteRequest = z.object({
  account_corporate_id: z.number().int().positive(),
  name: personName,
  email: emailAddress,
  title: z.string().trim().max(200).optional().default(''),
});
export type CollaboratorInviteRequest = z.input<typeof collaboratorInviteRequest>;
/** Invitation links stay valid this long; re-invite issues a new link and kills the old one. */
export const INVITATION_LIFETIME_HOURS = 72;

// ---------------------------------------------------------------------------------------------
// Credits (a ledger per corporate account; the balance is derived)

export const creditBalanceRequest = z.object({ account_corporate_id: z.number().int().positive() });
export const creditHistoryRequest = z.object({
  account_corporate_id: z.number().int().positive(),
  start: z.number().int().min(0).optional().default(0),
  length: z.number().int().min(1).max(100).optional().default(10),
  cpage: z.number().int().min(1).optional(),
});
/**
 * A ledger entry's kind (DOMAIN "Credits"): a grant adds credits to the balance; inviting a
 * participant reserves their project's cost, which a release frees again (revoked, expired,
 * project removed, a changed cost) and a charge turns into a debit when they start.
 */
export const CREDIT_ENTRY_KINDS = ['grant', 'reserve', 'release', 'charge'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];
/**
 * Why an entry was made; with its kind and parameters (participant, project, test) it is the
 * entry's line, which each reader sees in their own language.
 */
export const CREDIT_ENTRY_REASONS = [
  'top_up',
  'opening',
  'invited',
  'access_code',
  'reinvited',
  'repriced',
  'revoked',
  'expired',
  'project_removed',
  'ended',
  'started',
  'bulk_batch',
] as const;
export type CreditEntryReason = (typeof CREDIT_ENTRY_REASONS)[number];

export const creditEntry = z.object({
  id: z.number().int(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  reason: z.enum(CREDIT_ENTRY_REASONS),
  /** Change of the balance: + on a grant, − on a charge, 0 on a reservation or its release. */
  amount: z.number().int(),
  /** The note given with a top-up (empty on the entries the system makes). */
  remarks: z.string(),
  /** Balance right after this entry. */
  balance_after: z.number().int(),
  /** Change of the reserved credits: + on a reservation, − on a release or the charge that uses one. */
  reserved_change: z.number().int(),
  /** Credits reserved right after this entry. */
  reserved_after: z.number().int(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  /** The participant the entry is about (invited, withdrawn, started) and their project; null on grants. */
  participant_id: z.number().int().nullable(),
  participant_name: z.string().nullable(),
  project_id: z.number().int().nullable(),
  project_name: z.string().nullable(),
  /** On a charge, the test the participant started with. */
  instrument_id: z.number().int().nullable(),
  instrument_name: z.string().nullable(),
});
export type CreditEntry = z.infer<typeof creditEntry>;
export const creditTopUpRequest = z.object({
  account_corporate_id: z.number().int().positive(),
  amount: z
    .number({ message: 'amount must be a number' })
    .int('amount must be a whole number of credits')
    .positive('amount must be greater than 0')
    .max(1_000_000, 'amount must be at most 1,000,000'),
  remarks: z.string().trim().max(500).optional().default(''),
});
export type CreditTopUpRequest = z.input<typeof creditTopUpRequest>;

// ---------------------------------------------------------------------------------------------
// Sectors (a tree per consultant account)

// A recursive schema has an id: the OpenAPI document declares it once as a component and refers
// to it, itself included (one without an id is referred to but never declared).
export const sectorNode: z.ZodType<SectorNode> = z
  .lazy(() =>
    z.object({
      ...namedRecord,
      parent_id: z.number().int().nullable(),
      children: z.array(sectorNode),
    }),
  )
  .meta({ id: 'SectorNode' });
export interface SectorNode {
  id: number;
  name: string;
  parent_id: number | null;
  children: SectorNode[];
}
/**
 * sectors/tree and sectors/compact: a consultant always gets its own account's sectors; an admin
 * gets every account's sectors, or one account's when it names it.
 */
export const sectorListRequest = z
  .object({ account_consultant_id: z.number().int().positive().optional() })
  .passthrough();
export const sectorCompactItem = z.object({
  ...namedRecord,
  parent_id: z.number().int().nullable(),
});
export const sectorNewRequest = z.object({
  name: z.string().trim().min(1, 'name is required').max(120),
  parent_id: z.number().int().positive().nullable().optional().default(null),
});
export const sectorUpdateRequest = z.object({
  id: z.number().int().positive(),
  name: z.string().trim().min(1, 'name is required').max(120),
  parent_id: z.number().int().positive().nullable().optional(),
});
