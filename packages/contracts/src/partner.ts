import { z } from 'zod';
import { participantCode } from './participant-journey';

// The embedded partner area (spec 2.3): events a partner page reports, delivered to the
// corporate's callback_url by a background job, signed with the corporate's secret.

/** What a partner page reports: a section (instrument) finished, the whole test finished, the code expired. */
export const PARTNER_EVENTS = ['finish_section', 'finish', 'expired'] as const;
export type PartnerEvent = (typeof PARTNER_EVENTS)[number];

/** The window messages a partner page posts to its parent (spec 2.3 and DOMAIN "Partner embed"). */
export const PARTNER_MESSAGES = {
  backToParent: 'BACK_TO_PARENT',
  finishSection: 'FINISH_SECTION',
  finish: 'FINISH',
  expired: 'EXPIRED',
} as const;

/** Headers of a delivery: the signature is HMAC-SHA256 over `${timestamp}.${body}` with the secret, hex. */
export const PARTNER_SIGNATURE_HEADER = 'x-asesa-signature';
export const PARTNER_TIMESTAMP_HEADER = 'x-asesa-timestamp';
export const PARTNER_EVENT_HEADER = 'x-asesa-event';

/**
 * The header a partner page sends its corporate's partner token in. Spec 7 names it ("optionally
 * Content-Language and partner-token headers"); header names are case-insensitive. Optional (spec
 * 6: it "can be sent"): a participant call without it works as before; with it, the token must be
 * the participant's corporate's.
 */
export const PARTNER_TOKEN_HEADER = 'partner-token';
/** The partner iframe URL's query parameter that hands the token to the partner pages. */
export const PARTNER_TOKEN_PARAM = 'partner_token';
/** Reasons of a refused partner token: no corporate's (401), another corporate's (403). */
export const PARTNER_TOKEN_REASONS = {
  invalid: 'invalid_partner_token',
  other: 'other_partner_token',
} as const;

export const partnerSendEventRequest = z.object({
  participant_code: participantCode,
  event: z.enum(PARTNER_EVENTS, { message: `event must be one of ${PARTNER_EVENTS.join(', ')}` }),
  /** The finished section's submission (finish_section); it must be the participant's own. */
  submission_id: z.number().int().positive().optional(),
});
export type PartnerSendEventRequest = z.input<typeof partnerSendEventRequest>;

export const partnerSendEventResponse = z.object({
  id: z.number().int(),
  /** False when the corporate has no callback_url (the event is recorded, nothing is sent). */
  queued: z.boolean(),
  status: z.enum(['queued', 'sent', 'failed', 'skipped']),
});

/** What the corporate's callback_url receives (JSON body of the POST). */
export const partnerEventBody = z.object({
  id: z.number().int(),
  event: z.enum(PARTNER_EVENTS),
  participant_code: z.string(),
  project_id: z.number().int(),
  submission_id: z.number().int().nullable(),
  status: z.string(),
  occurred_at: z.string(),
});
export type PartnerEventBody = z.infer<typeof partnerEventBody>;

/** A consultant reads (and may rotate) the secret a corporate's partner verifies deliveries with. */
export const partnerSecretRequest = z.object({
  account_corporate_id: z.number().int().positive(),
  rotate: z.boolean().optional().default(false),
});
export const partnerSecretResponse = z.object({
  secret: z.string(),
  callback_url: z.string(),
  /** Origins allowed to frame the partner pages (from callback_url and the corporate's extra origins). */
  frame_origins: z.array(z.string()),
});

/** At most this many extra framing origins per corporate. */
export const PARTNER_ORIGINS_MAX = 20;

/** A corporate's partner integration as the back office shows it (never the secret). */
export const partnerSettingsRequest = z.object({ account_corporate_id: z.number().int().positive() });
export const partnerSettingsResponse = z.object({
  /** Set on the corporate account form; its origin may always frame the partner pages. */
  callback_url: z.string(),
  /** Extra origins (https://host[:port]) allowed to frame the partner pages. */
  partner_origins: z.array(z.string()),
  /** All origins allowed to frame the partner pages (callback_url's and the extra ones). */
  frame_origins: z.array(z.string()),
  /** When the current partner token was drawn; null when the corporate has none. */
  partner_token_created_at: z.string().nullable(),
});
export type PartnerSettings = z.infer<typeof partnerSettingsResponse>;

/** Replaces the extra framing origins; each must be an http(s) origin, or the 400 names it. */
export const partnerOriginsRequest = partnerSettingsRequest.extend({
  partner_origins: z
    .array(z.string().trim().max(200, 'partner_origins: an origin is at most 200 characters'))
    .max(PARTNER_ORIGINS_MAX, `partner_origins: at most ${PARTNER_ORIGINS_MAX} origins`),
});

/**
 * Draws the corporate's partner token, replacing the one before (which stops working at once).
 * Only its hash is kept: the answer is the one time the token is shown.
 */
export const partnerTokenRequest = z.object({ account_corporate_id: z.number().int().positive() });
export const partnerTokenResponse = z.object({ token: z.string(), created_at: z.string() });

export const PARTNER_CALLS = {
  'partner/send-event': { request: partnerSendEventRequest, response: partnerSendEventResponse },
  'partner/secret': { request: partnerSecretRequest, response: partnerSecretResponse },
  'partner/settings': { request: partnerSettingsRequest, response: partnerSettingsResponse },
  'partner/update-origins': { request: partnerOriginsRequest, response: partnerSettingsResponse },
  'partner/token': { request: partnerTokenRequest, response: partnerTokenResponse },
} as const;
