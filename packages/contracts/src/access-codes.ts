import { z } from 'zod';
import { UI_LOCALES } from './auth';
import { datatableCall, datatableQuery, projectDatatableQuery } from './envelope';
import { emailAddress } from './person-fields';

/** Spec 5 and 9: an access code is exactly 6 letters or digits. */
export const ACCESS_CODE_LENGTH = 6;
export const ACCESS_CODE_PATTERN = /^[A-Za-z0-9]{6}$/;

/** Spec 4 "Corporate slug page": the error the lookup answers for an unknown slug. */
export const INVALID_SLUG_MESSAGE = 'invalid url';

export const corporateSlugRequest = z.object({
  slug: z.string().trim().min(1, 'slug is required').max(120),
});
/** Spec 3 "Corporate-by-slug response": the branding of /access-code/{slug}. */
export const corporateSlugResponse = z.object({
  corporate: z.object({
    name: z.string(),
    legal_name: z.string(),
    logo_path: z.object({ thumbnail: z.string().nullable(), path: z.string().nullable() }),
  }),
});
export type CorporateSlugResponse = z.infer<typeof corporateSlugResponse>;

// Unique codes (DOMAIN "Unique codes"): batches of 6-character access codes of a project, each
// used once for self-registration on /access-codes/ (submit-code).

/** At most this many codes in one generated batch. */
export const UNIQUE_CODE_BATCH_MAX = 5000;

export const uniqueCodeGenerateRequest = z.object({
  project_id: z.number().int().positive(),
  count: z
    .number({ message: 'count must be a number' })
    .int('count must be a whole number')
    .min(1, 'count must be at least 1')
    .max(UNIQUE_CODE_BATCH_MAX, `count must be at most ${UNIQUE_CODE_BATCH_MAX}`),
  /** After this moment the codes no longer open the project (ISO date or date-time). */
  expires_at: z
    .string()
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), 'expires_at must be a date')
    .optional(),
});
export type UniqueCodeGenerateRequest = z.input<typeof uniqueCodeGenerateRequest>;

export const uniqueCodeGenerateAnswer = z.object({
  batch: z.number().int(),
  count: z.number().int(),
  codes: z.array(z.string()),
});

export const uniqueCodeRow = z.object({
  id: z.number().int(),
  code: z.string(),
  batch: z.number().int(),
  is_used: z.boolean(),
  used_email: z.string().nullable(),
  used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type UniqueCodeRow = z.infer<typeof uniqueCodeRow>;

export const uniqueCodeListRequest = projectDatatableQuery.extend({
  batch: z.number().int().positive().optional(),
  used: z.boolean().optional(),
});
export type UniqueCodeListRequest = z.input<typeof uniqueCodeListRequest>;

export const uniqueCodeExportRequest = z.object({
  project_id: z.number().int().positive(),
  batch: z.number().int().positive().optional(),
  /** The language of the file's name, headers and words; without it the user's back-office language. */
  lang: z.enum(UI_LOCALES, { message: `lang must be one of ${UI_LOCALES.join(', ')}` }).optional(),
});

/** The participant's access-code call (spec 4 "Access-code flow"). */
export const submitCodeRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(ACCESS_CODE_PATTERN, 'code must be 6 alphanumeric characters')
    .transform((v) => v.toUpperCase()),
  email: emailAddress.optional(),
  /** On /access-code/{slug}: the code must belong to that corporate. */
  slug: z.string().trim().max(120).optional(),
});
export const submitCodeResponse = z.object({
  is_redirect: z.boolean(),
  is_used: z.boolean(),
  /** The participant code to open when is_redirect (else the access code itself). */
  code: z.string(),
});
export type SubmitCodeResponse = z.infer<typeof submitCodeResponse>;

/** A failed or throttled code attempt (access code or participant code), its code masked. */
const codeAttemptRow = z.object({
  id: z.number().int(),
  kind: z.enum(['failed', 'throttled']),
  code: z.string(),
  ip: z.string(),
  /**
   * Access codes: unknown / email (failed); ip / code / global (throttled: the limit reached).
   * Participant codes: ip / global (throttled); empty for a failure.
   */
  reason: z.string(),
  created_at: z.string(),
});

/**
 * A failed or throttled access-code attempt, for the admins' review of guessing
 * (unique-codes/attempts). The code is masked past its first 2 symbols: a wrong e-mail for a
 * used code is a real code, and the review must not hand it on.
 */
export const accessCodeAttemptRow = codeAttemptRow;
export type AccessCodeAttemptRow = z.infer<typeof accessCodeAttemptRow>;

/**
 * An unknown participant code looked up, or a participant call refused over a limit, for the
 * admins' review of guessing (auth/participant-code-attempts). Masked like access codes.
 */
export const participantCodeAttemptRow = codeAttemptRow;
export type ParticipantCodeAttemptRow = z.infer<typeof participantCodeAttemptRow>;

/** A failed or refused sign-in (auth_events), for the admins' review of password guessing (auth/login-attempts). */
export const loginAttemptRow = z.object({
  id: z.number().int(),
  kind: z.enum(['login_failed', 'login_throttled']),
  email: z.string(),
  ip: z.string(),
  created_at: z.string(),
});
export type LoginAttemptRow = z.infer<typeof loginAttemptRow>;

export const ACCESS_CODE_CALLS = {
  'unique-codes/generate': { request: uniqueCodeGenerateRequest, response: uniqueCodeGenerateAnswer },
  'unique-codes/list': datatableCall(uniqueCodeListRequest, uniqueCodeRow),
  'test-activities/submit-code': { request: submitCodeRequest, response: submitCodeResponse },
  'test-activities/corporate-slug': { request: corporateSlugRequest, response: corporateSlugResponse },
  'unique-codes/attempts': datatableCall(datatableQuery, accessCodeAttemptRow),
  // Beside the access codes' attempts: the admins' security page shows both kinds of guessing.
  'auth/login-attempts': datatableCall(datatableQuery, loginAttemptRow),
  'auth/participant-code-attempts': datatableCall(datatableQuery, participantCodeAttemptRow),
} as const;

export const ACCESS_CODE_FILE_CALLS = {
  'unique-codes/export': uniqueCodeExportRequest,
} as const;
