import { z } from 'zod';
import { participantCode } from './participant-journey';
import { PROCTORING_LEVELS } from './projects';

// Browser proctoring (DOMAIN "Taking a test"): events and webcam snapshots are evidence for a
// reviewer, never a verdict.

/** The statuses proctoring-track records. */
export const PROCTORING_EVENT_KINDS = [
  'tab_hidden',
  'tab_visible',
  'window_blur',
  'window_focus',
  'fullscreen_exit',
  'copy',
  'cut',
  'paste',
  'multiple_screens',
  'webcam_consent',
  'webcam_denied',
  'webcam_unavailable',
] as const;
export type ProctoringEventKind = (typeof PROCTORING_EVENT_KINDS)[number];
/** A stored snapshot's kind (recorded by the snapshot upload, never by proctoring-track). */
export const WEBCAM_SNAPSHOT_KIND = 'webcam_snapshot';

/** What each level watches (the candidate is told before the test starts). */
export const PROCTORING_WATCHES = {
  off: [],
  basic: ['tab', 'focus'],
  strict: ['tab', 'focus', 'fullscreen', 'clipboard', 'screens'],
  webcam: ['tab', 'focus', 'fullscreen', 'clipboard', 'screens', 'webcam'],
} as const satisfies Record<(typeof PROCTORING_LEVELS)[number], readonly string[]>;
export type ProctoringWatch = (typeof PROCTORING_WATCHES)[keyof typeof PROCTORING_WATCHES][number];

/** A webcam snapshot every this many seconds; the server refuses them faster than the minimum. */
export const SNAPSHOT_INTERVAL_SECONDS = 30;
export const SNAPSHOT_MIN_INTERVAL_SECONDS = 5;
/** A snapshot is a small JPEG. */
export const SNAPSHOT_MAX_BYTES = 512 * 1024;
/** At most this many events are stored per participant (a stuck client cannot fill the database). */
export const PROCTORING_EVENTS_MAX = 5000;
export const PROCTORING_TEXT_MAX = 500;

/** Spec 7: proctoring-track (proctoring_id, status, text); proctoring_id is the attempt (submission). */
export const proctoringTrackRequest = z.object({
  participant_code: participantCode,
  proctoring_id: z.number({ message: 'proctoring_id must be a number' }).int().positive(),
  status: z.enum(PROCTORING_EVENT_KINDS, {
    message: `status must be one of ${PROCTORING_EVENT_KINDS.join(', ')}`,
  }),
  text: z.string().max(PROCTORING_TEXT_MAX).optional().default(''),
});
export type ProctoringTrackRequest = z.input<typeof proctoringTrackRequest>;
export const proctoringTrackResponse = z.object({ id: z.number().int(), recorded: z.boolean() });

export const proctoringPolicyResponse = z.object({
  level: z.enum(PROCTORING_LEVELS),
  watches: z.array(z.string()),
  /** The candidate must consent to the webcam before the test starts. */
  webcam_required: z.boolean(),
  snapshot_interval_seconds: z.number().int(),
});
export type ProctoringPolicy = z.infer<typeof proctoringPolicyResponse>;

export const PROCTORING_CALLS = {
  'test-activities/proctoring-track': { request: proctoringTrackRequest, response: proctoringTrackResponse },
  'test-activities/proctoring-policy': {
    request: z.object({ participant_code: participantCode }),
    response: proctoringPolicyResponse,
  },
} as const;

/** The snapshot upload: multipart fields with the JPEG in `snapshot`. */
export const PROCTORING_UPLOADS = {
  'test-activities/proctoring-snapshot': {
    fields: z.object({
      participant_code: participantCode,
      proctoring_id: z.coerce
        .number({ message: 'proctoring_id must be a number' })
        .int()
        .positive('proctoring_id must be a positive number'),
    }),
    file: 'snapshot',
    response: z.object({ id: z.number().int() }),
  },
} as const;

/** Back office: one snapshot's JPEG (a reviewer of the participant's tenant only). */
export const PROCTORING_FILE_CALLS = {
  'projects/participants/proctoring-snapshot': z.object({
    participant_id: z.number().int().positive(),
    snapshot_id: z.number().int().positive(),
  }),
} as const;
