import { z } from 'zod';
import { backOfficeUser, namedRecord } from './record-fields';

/** Password rules for every password a user sets (ASVS: length over composition). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MESSAGES = {
  tooShort: `The new password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `The new password must have at most ${PASSWORD_MAX_LENGTH} characters.`,
  mismatch: 'The new password and its confirmation do not match.',
  wrongOld: 'The old password is not correct.',
  sameAsOld: 'The new password must be different from the old one.',
} as const;

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

export const passwordChangeRequest = z
  .object({
    old_password: z.string().min(1, 'old_password is required').max(256),
    new_password: newPassword,
    confirm_new_password: z.string().max(256),
  })
  .refine((v) => v.new_password === v.confirm_new_password, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirm_new_password'],
  })
  .refine((v) => v.new_password !== v.old_password, {
    message: PASSWORD_MESSAGES.sameAsOld,
    path: ['new_password'],
  });
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;

export const userProfile = z.object({
  ...backOfficeUser,
  path: z.string().nullable(),
  thumbnail: z.string().nullable(),
  is_agree_tnc: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfile>;
/** users/profile: a wrong current password is refused naming the field (the spec's POST: name, title, password). */
export const PROFILE_WRONG_PASSWORD = 'password: the current password is not correct.';
/**
 * users/profile (and users/consultants/profile): `password`, when sent, is the user's current
 * password confirming the change. A field the call does not know is refused, never dropped.
 */
export const profileUpdateRequest = z.strictObject(
  {
    name: z.string().trim().min(1, 'name is required').max(200),
    title: z.string().trim().max(200).optional().default(''),
    password: z.string().max(256).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')}: not a field of this call` : undefined,
  },
);

/** A consultant's own profile plus its consultant account's names. */
export const consultantProfile = userProfile.extend({
  account: z.object({
    ...namedRecord,
    legal_name: z.string(),
    logo_thumbnail: z.string().nullable(),
  }),
});
export const consultantProfileUpdateRequest = profileUpdateRequest.extend({
  account_name: z.string().trim().min(1, 'account_name is required').max(200).optional(),
  account_legal_name: z.string().trim().min(1, 'account_legal_name is required').max(200).optional(),
});

/** Profile images: multipart field `image`; PNG, JPEG or WebP by content. */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_THUMBNAIL_SIZE = 128;

/**
 * A collaborator who has not agreed to the terms gets this 403 from every back-office call except
 * auth/*, token/*, users/collaborators/tnc-agreed and GET users/profile.
 */
export const TNC_REQUIRED = {
  reason: 'tnc_required',
  message: 'Please agree to the terms of use first.',
} as const;

/** An invitation link's token (sent by e-mail, single use). */
export const invitationToken = z.string().trim().min(20, 'the invitation link is not valid').max(200);
export const invitationDetailRequest = z.object({ token: invitationToken });
export const invitationDetail = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(['consultant', 'collaborator']),
  /** Corporate (collaborators) or consultant account the user joins. */
  account_name: z.string(),
  expires_at: z.string(),
  /** The account signs in with its company account: the invitation is accepted by signing in there, with no password. */
  sso_required: z.boolean(),
});
export type InvitationDetail = z.infer<typeof invitationDetail>;
export const invitationAcceptRequest = z
  .object({
    token: invitationToken,
    name: z.string().trim().min(1, 'name is required').max(200),
    password: newPassword,
    confirm_password: z.string().max(256),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirm_password'],
  });
export type InvitationAcceptRequest = z.input<typeof invitationAcceptRequest>;
export const INVITATION_MESSAGES = {
  expired: 'This invitation link has expired. Ask for a new invitation.',
  used: 'This invitation link has already been used or was replaced by a newer one.',
} as const;
/** The web route an invitation e-mail links to: `${INVITATION_PATH}/${token}`. */
export const INVITATION_PATH = '/invitation';
