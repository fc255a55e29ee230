import { z } from 'zod';

/**
 * The fields a form asks of a person (invitations, registration, collaborators), checked the same
 * way wherever they are typed in.
 */

/** A person's name: required, at most 200 characters. */
export const personName = z.string().trim().min(1, 'name is required').max(200);

/** An e-mail address, compared lower-cased; at most 254 characters (the SMTP limit). */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .email('email must be a valid e-mail address')
  .max(254);
