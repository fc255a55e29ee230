// The attempt: its content, answers, sections, item clocks, the last attempt, status events and
// extra time (the test engine's test-activities/... calls).
import { z } from 'zod';
import { participantItem } from './instruments';
import { participantCode, SUBMISSION_STATES } from './participant-journey';

export const instrumentRequest = z.object({
  attempt_id: z.number().int().positive(),
  participant_code: participantCode,
});
/**
 * One answer: an option id (single, likert, true-false as 'true'/'false'), option ids (multiple;
 * ranking in order), a number (numeric), {most, least} statement ids (forced choice) or text.
 */
export const answerValue = z.union([
  z.string().max(20_000),
  z.array(z.string().max(40)).max(20),
  z.number().refine(Number.isFinite, 'answer must be a finite number'),
  z.object({ most: z.string().max(40), least: z.string().max(40) }),
  /** Inline choice: gap id → the option chosen for it (gaps left empty are absent). */
  z
    .record(z.string().max(40), z.string().max(40))
    .refine((r) => Object.keys(r).length <= 10, 'an answer names at most 10 gaps'),
]);
export type AnswerValue = z.infer<typeof answerValue>;

export const SECTION_STATES = ['finished', 'current', 'upcoming'] as const;

/** An accommodation's breaks in the current timed section: its clock stands still during one. */
export const attemptBreaks = z.object({
  granted_seconds: z.number().int(),
  used_seconds: z.number().int(),
  left_seconds: z.number().int(),
  /** When the running break began; null when the clock runs. */
  on_break_since: z.string().nullable(),
});
export type AttemptBreaks = z.infer<typeof attemptBreaks>;

export const attemptContent = z.object({
  attempt_id: z.number().int(),
  submission_id: z.number().int(),
  instrument_name: z.string(),
  instructions: z.string(),
  state: z.enum(SUBMISSION_STATES),
  /** Seconds left on the current section's clock (the server's); null when untimed, waiting or finished. */
  remaining_seconds: z.number().int().nullable(),
  /** The section being taken (null once finished) and whether its clock runs (false: waiting to start). */
  current_section_id: z.string().nullable().optional(),
  current_section_index: z.number().int().optional(),
  section_started: z.boolean().optional(),
  /** Extra time granted to this participant on the current section (an accommodation), in per cent. */
  extra_time_percent: z.number().int().optional(),
  /** Break minutes an accommodation grants each timed section (taken as pauses: `breaks`). */
  break_minutes: z.number().int().optional(),
  /** The current section's breaks; null/absent without a grant of breaks. */
  breaks: attemptBreaks.nullable().optional(),
  /** Where to continue: the first unanswered item of the current section (in the order shown). */
  resume_item_id: z.string().nullable().optional(),
  /** The highest answer sequence number the server holds; a device continues above it. */
  last_seq: z.number().int().optional(),
  /** Seconds left for items with their own limit that were already shown. */
  item_remaining: z.record(z.string(), z.number().int()).optional(),
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      time_limit_seconds: z.number().int().nullable(),
      navigation: z.enum(['free', 'forward_only']).optional(),
      state: z.enum(SECTION_STATES).optional(),
      item_count: z.number().int().optional(),
      /**
       * An adaptive section: the server chooses each next item, so `items` holds only those given
       * so far; the test takes at most `max_items` and `stopped` says it has chosen its last one.
       */
      adaptive: z.object({ max_items: z.number().int(), stopped: z.boolean() }).nullable().optional(),
      /** In the order shown (shuffled per participant when the project randomises items); an upcoming section's are withheld. */
      items: z.array(participantItem),
    }),
  ),
  /** Answers already saved on the server (resume). */
  answers: z.record(z.string(), answerValue),
});
export type AttemptContent = z.infer<typeof attemptContent>;

export const markAsStartedRequest = z.object({
  submission_id: z.number().int().positive(),
  participant_code: participantCode,
});

/**
 * An answer with the device's sequence number: monotonic per submission on the device, so the
 * server keeps the answer with the highest one whatever order saves arrive in.
 */
export const sequencedAnswer = z.object({ value: answerValue, seq: z.number().int().min(0) }).strict();
export type SequencedAnswer = z.infer<typeof sequencedAnswer>;

/**
 * Answers, saved as they are given (autosave) and finally with `is_final`.
 * Each save is idempotent: per item the answer with the highest `seq` wins (a plain value, sent
 * without one, always replaces the saved answer), and a repeated save is acknowledged with 200.
 */
export const submissionRequest = z.object({
  submission_id: z.number().int().positive(),
  participant_code: participantCode,
  submission: z
    .record(z.string().max(40), z.union([sequencedAnswer, answerValue]))
    .refine((s) => Object.keys(s).length <= 500, 'too many answers'),
  is_agree_tnc: z.boolean().optional().default(true),
  is_final: z.boolean().optional().default(false),
});
export type SubmissionRequest = z.input<typeof submissionRequest>;
export const submissionResponse = z.object({
  saved: z.number().int(),
  /** Answers of this save the server already held with a higher or equal seq (acknowledged, kept as they were). */
  ignored: z.number().int().optional(),
  state: z.enum(SUBMISSION_STATES),
  remaining_seconds: z.number().int().nullable(),
  current_section_id: z.string().nullable().optional(),
  /**
   * An answer to the running adaptive section: the item the server chose next (also in the attempt
   * content), null once the section chose its last item.
   */
  next_item_id: z.string().nullable().optional(),
});

/** Reasons of a 409 refusing an answer, so the device knows which queued answers to drop. */
export const ANSWER_REFUSALS = {
  sectionClosed: 'section_closed',
  sectionNotStarted: 'section_not_started',
  itemClosed: 'item_closed',
  movedOn: 'moved_on',
  notServed: 'not_served',
  /** The participant is on a break: the section's clock stands still, so answers wait for its end. */
  onBreak: 'on_break',
} as const;
/** Reason of the 409 of a call that needs the test started (mark-as-started comes first). */
export const TEST_NOT_STARTED_REASON = 'test_not_started';
/** The refusal when a section's time (deadline plus grace) is over. */
export const SECTION_TIME_OVER = 'The time for this section is over; answers can no longer change.';
export const ITEM_TIME_OVER = 'The time for this question is over; its answer can no longer change.';
/** The refusal in a forward-only section when a later question already has an answer. */
export const MOVED_ON =
  'This section goes forward only: a later question is already answered, so this one can no longer change.';

/** The refusal of an answer to an adaptive item the server did not give this participant. */
export const ITEM_NOT_SERVED = 'This question was not given to you in this test.';
/** The refusal of a changed answer to an adaptive item: the next question was chosen from it. */
export const ADAPTIVE_ANSWERED =
  'Each question of an adaptive test is answered once: the next question was chosen from this answer, so it can no longer change.';

/** test-activities/finish-section: ends the current section (the next one waits for mark-as-started). */
export const finishSectionRequest = z.object({
  participant_code: participantCode,
  submission_id: z.number().int().positive(),
  section_id: z.string().trim().min(1).max(40),
});

/** test-activities/break-start and break-end: pause and resume the running timed section. */
export const breakRequest = z.object({
  participant_code: participantCode,
  submission_id: z.number().int().positive(),
  /**
   * break-start: the device's highest answer sequence number now. Answers up to it were given
   * before the break and are still saved if they arrive during it; later ones are refused.
   */
  last_seq: z.number().int().min(0).max(2_147_483_647).optional(),
});

/** test-activities/item-shown: starts the clock of an item with its own time limit. */
export const itemShownRequest = z.object({
  participant_code: participantCode,
  submission_id: z.number().int().positive(),
  item_id: z.string().trim().min(1).max(40),
});
export const itemShownResponse = z.object({
  item_id: z.string(),
  /** Seconds left for the item; null when it has no limit of its own. */
  remaining_seconds: z.number().int().nullable(),
});

/** participant-last-attempt (spec 3 "Last attempt"): the device's timer is recorded, the server's answered. */
export const lastAttemptRequest = z.object({
  participant_code: participantCode,
  section_id: z.string().trim().min(1).max(40),
  last_timer: z.number().int().min(0).max(1_000_000).nullable().optional(),
  /** Which attempt, when two instruments share section ids (duplicated instruments). */
  submission_id: z.number().int().positive().optional(),
});
export const lastAttemptResponse = z.object({
  submission_id: z.number().int(),
  section_id: z.string(),
  /** The section's state now: finished, current (running or waiting) or upcoming. */
  section_state: z.enum(SECTION_STATES),
  current_section_id: z.string().nullable(),
  state: z.enum(SUBMISSION_STATES),
  /** The server's remaining seconds for the asked section (0 once it is over; null when untimed or waiting). */
  remaining_seconds: z.number().int().nullable(),
});

/** Status events a device reports (the server records started, resumed, section and finish events itself). */
export const CLIENT_ACTIVITY_STATUSES = ['offline', 'online'] as const;
export const SERVER_ACTIVITY_STATUSES = [
  'started',
  'resumed',
  'section_started',
  'section_finished',
  'time_up',
  'finished',
  'break_started',
  'break_ended',
] as const;
export const participantActivityRequest = z.object({
  participant_code: participantCode,
  status: z.enum(CLIENT_ACTIVITY_STATUSES, {
    message: `status must be one of ${CLIENT_ACTIVITY_STATUSES.join(', ')}`,
  }),
  submission_id: z.number().int().positive().optional(),
  section_id: z.string().trim().max(40).optional(),
  last_timer: z.number().int().min(0).max(1_000_000).nullable().optional(),
  /** When the device says it happened (an offline spell is reported once back online). */
  at: z.string().datetime({ message: 'at must be an ISO date-time' }).optional(),
});
export const participantActivityResponse = z.object({ recorded: z.boolean() });

/** The test engine's calls: sections, item clocks, the last attempt, status events. */
export const TEST_ACTIVITY_ENGINE_CALLS = {
  'test-activities/finish-section': { request: finishSectionRequest, response: attemptContent },
  'test-activities/item-shown': { request: itemShownRequest, response: itemShownResponse },
  'test-activities/break-start': { request: breakRequest, response: attemptContent },
  'test-activities/break-end': { request: breakRequest, response: attemptContent },
  'test-activities/participant-last-attempt': { request: lastAttemptRequest, response: lastAttemptResponse },
  'test-activities/participant-activities': {
    request: participantActivityRequest,
    response: participantActivityResponse,
  },
} as const;
