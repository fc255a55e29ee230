import { z } from 'zod';
import { participantCode } from './participant-journey';

/**
 * Accommodations (reasonable adjustments) of one participant: extra time in per cent of every
 * timed section with overrides per test or section, extra break minutes per timed section,
 * larger text, high contrast and a screen-reader mode (no time limit on reading a question).
 * Staff grant them with a reason and who asked; a participant asks from the dashboard and staff
 * grant or decline the request. The latest grant is the one the clocks and pages apply.
 */

const id = z.number().int().positive();
export const MAX_EXTRA_TIME_PERCENT = 100;
export const MAX_BREAK_MINUTES = 60;
export const ACCOMMODATION_REQUESTERS = ['candidate', 'staff', 'other'] as const;
export const ACCOMMODATION_STATES = ['requested', 'granted', 'declined'] as const;
/** What a participant may ask for from the dashboard. */
export const ACCOMMODATION_NEEDS = [
  'extra_time',
  'breaks',
  'larger_text',
  'high_contrast',
  'screen_reader',
] as const;

const percent = (what: string) =>
  z
    .number({ message: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} must be at least 0`)
    .max(MAX_EXTRA_TIME_PERCENT, `${what} must be at most ${MAX_EXTRA_TIME_PERCENT}`);

/** Extra time for one test of the project (project instrument), or one section of it. */
export const extraTimeOverride = z.object({
  project_instrument_id: id,
  /** A section of that test; without it the override covers the whole test. */
  section_id: z.string().trim().min(1).max(40).nullable().optional(),
  percent: percent('percent'),
});
export type ExtraTimeOverride = z.infer<typeof extraTimeOverride>;

/** The adjustments themselves (what the clocks and pages apply). */
export const accommodationTerms = z.object({
  extra_time_percent: percent('extra_time_percent').default(0),
  extra_time_overrides: z.array(extraTimeOverride).max(200).default([]),
  break_minutes: z
    .number({ message: 'break_minutes must be a number' })
    .int('break_minutes must be a whole number')
    .min(0, 'break_minutes must be at least 0')
    .max(MAX_BREAK_MINUTES, `break_minutes must be at most ${MAX_BREAK_MINUTES}`)
    .default(0),
  larger_text: z.boolean().default(false),
  high_contrast: z.boolean().default(false),
  screen_reader: z.boolean().default(false),
});
export type AccommodationTerms = z.infer<typeof accommodationTerms>;

export const accommodationRecord = accommodationTerms.extend({
  id: z.number().int(),
  participant_id: z.number().int(),
  state: z.enum(ACCOMMODATION_STATES),
  reason: z.string(),
  requested_by: z.enum(ACCOMMODATION_REQUESTERS),
  requester_name: z.string(),
  /** What the participant wrote when asking (requests from the dashboard). */
  request_message: z.string(),
  /** The needs the participant ticked when asking. */
  request_needs: z.array(z.enum(ACCOMMODATION_NEEDS)),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  decline_reason: z.string(),
  created_at: z.string(),
});
export type AccommodationRecord = z.infer<typeof accommodationRecord>;

export const accommodationDetailRequest = z.object({ participant_id: id });
export const accommodationDetail = z.object({
  participant_id: z.number().int(),
  /** The grant in force; null when none. */
  current: accommodationRecord.nullable(),
  /** Requests no one has answered yet. */
  pending: z.array(accommodationRecord),
  /** Every record, newest first. */
  history: z.array(accommodationRecord),
  /** The project's tests with their timed sections, to choose an override from. */
  tests: z.array(
    z.object({
      project_instrument_id: z.number().int(),
      name: z.string(),
      sections: z.array(
        z.object({ id: z.string(), title: z.string(), time_limit_seconds: z.number().int().nullable() }),
      ),
    }),
  ),
});
export type AccommodationDetail = z.infer<typeof accommodationDetail>;

const text = (what: string, max: number) =>
  z.string().trim().max(max, `${what} must be at most ${max} characters`);

export const accommodationGrantRequest = accommodationTerms.extend({
  participant_id: id,
  /** The participant's request this grant answers, if any. */
  request_id: id.optional(),
  reason: text('reason', 1000).min(1, 'reason is required: say why the adjustment is made'),
  requested_by: z.enum(ACCOMMODATION_REQUESTERS, {
    message: `requested_by must be one of ${ACCOMMODATION_REQUESTERS.join(', ')}`,
  }),
  requester_name: text('requester_name', 200).default(''),
});
export const accommodationDeclineRequest = z.object({
  participant_id: id,
  request_id: id,
  reason: text('reason', 1000).min(1, 'reason is required: say why the request is declined'),
});

/** The participant's own view: what applies to them and where their request stands. */
export const participantAccommodation = z.object({
  terms: accommodationTerms.nullable(),
  request: z
    .object({ state: z.enum(ACCOMMODATION_STATES), created_at: z.string(), decline_reason: z.string() })
    .nullable(),
});
export type ParticipantAccommodation = z.infer<typeof participantAccommodation>;

export const accommodationRequestRequest = z.object({
  participant_code: participantCode,
  needs: z
    .array(z.enum(ACCOMMODATION_NEEDS, { message: `needs must be among ${ACCOMMODATION_NEEDS.join(', ')}` }))
    .max(ACCOMMODATION_NEEDS.length)
    .default([]),
  message: text('message', 2000).min(1, 'message is required: say what would help you'),
});

export const ACCOMMODATION_CALLS = {
  'projects/participants/accommodations/detail': {
    request: accommodationDetailRequest,
    response: accommodationDetail,
  },
  'projects/participants/accommodations/grant': {
    request: accommodationGrantRequest,
    response: accommodationDetail,
  },
  'projects/participants/accommodations/decline': {
    request: accommodationDeclineRequest,
    response: accommodationDetail,
  },
  'test-activities/accommodation': {
    request: z.object({ participant_code: participantCode }),
    response: participantAccommodation,
  },
  'test-activities/accommodation-request': {
    request: accommodationRequestRequest,
    response: participantAccommodation,
  },
} as const;
