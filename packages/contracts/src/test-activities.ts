import { z } from 'zod';
import { datatablePage, datatableQuery } from './envelope';
import { participantItem } from './instruments';
import { landingFormConfig, PARTICIPANT_STATUSES } from './projects';

/** Participant codes are ≥ 10 characters from a secure generator (unguessable credential). */
export const participantCode = z
  .string()
  .trim()
  .min(6)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'participant_code is not valid');

export const participantCodeRequest = z.object({ participant_code: participantCode });

export const corporateContext = z.object({
  corporate: z.object({
    logo_path: z.object({ thumbnail: z.string().nullable(), path: z.string().nullable() }),
    name: z.string(),
    legal_name: z.string(),
    color_theme: z.string(),
    is_show_header: z.boolean(),
    is_use_corporate_logo: z.boolean(),
    font_theme: z.string(),
    callback_url: z.string(),
  }),
  consultant: z.object({
    logo_path: z.object({ thumbnail: z.string().nullable(), path: z.string().nullable() }),
    name: z.string(),
    legal_name: z.string(),
  }),
  /**
   * The project's language rule: when the participant may not choose (allow_choice false), every
   * participant page and the test itself are in default_language and the language switcher is hidden.
   */
  language: z.object({ allow_choice: z.boolean(), default_language: z.string() }).optional(),
  /**
   * When the participant's link stops opening the test (spec 3 params.expiry_date); null when it
   * does not expire, or no longer can (a candidate who started may finish).
   */
  expiry_date: z.string().nullable().optional(),
});
export type CorporateContext = z.infer<typeof corporateContext>;

export const landingRequest = z.object({
  participant_code: participantCode,
  is_submit_code: z.boolean().optional().default(false),
});
export const landingResponse = z.object({
  participant_code: z.string(),
  project_name: z.string(),
  status: z.enum(PARTICIPANT_STATUSES),
  /** Whether the registration form was already submitted (go to the dashboard). */
  is_registered: z.boolean(),
  name: z.string(),
  email: z.string(),
  /** Which registration fields the project shows and requires. */
  registration_form: landingFormConfig,
  /**
   * Submit-code mode: the participant was created from an access code (self-registration), so the
   * form greets a new candidate instead of an invitee; true only when the request asked for that
   * mode and the participant indeed came from a code.
   */
  is_submit_code: z.boolean(),
});
export type LandingResponse = z.infer<typeof landingResponse>;

/** Registration form fields (sent as multipart: participantCode + form fields). */
export const registrationForm = z.object({
  participantCode: participantCode,
  name: z.string().trim().min(1, 'name is required').max(200),
  email: z.string().trim().toLowerCase().email('email must be a valid e-mail address').max(254),
  phone: z.string().trim().max(40).optional().default(''),
  // The fields a project may add to the form (projects/configs/landing-form); '' when not asked.
  city: z.string().trim().max(120).optional().default(''),
  birth_date: z
    .union([z.literal(''), z.string().date('birth_date must be a date (YYYY-MM-DD)')])
    .optional()
    .default(''),
  gender: z.string().trim().max(40).optional().default(''),
  education_level: z.string().trim().max(80).optional().default(''),
  /** File names of the uploaded photo and CV (the route fills them from the file parts). */
  // education_level is a code of test-activities/education-level, checked by the server.
  photo: z.string().max(300).optional().default(''),
  cv: z.string().max(300).optional().default(''),
  // The multipart form sends text; the route turns 'true'/'1' into a boolean before parsing.
  is_agree_tnc: z.boolean().optional().default(false),
});

export const SUBMISSION_STATES = ['not_started', 'in_progress', 'finished'] as const;
export const homeResponse = z.object({
  participant_code: z.string(),
  name: z.string(),
  status: z.enum(PARTICIPANT_STATUSES),
  instruments: z.array(
    z.object({
      submission_id: z.number().int(),
      attempt_id: z.number().int(),
      instrument_name: z.string(),
      position: z.number().int(),
      state: z.enum(SUBMISSION_STATES),
      item_count: z.number().int(),
      answered_count: z.number().int(),
      time_limit_seconds: z.number().int().nullable(),
      // Where to continue (resume): the current section, its server-owned remaining time, and
      // the first unanswered item of the section.
      section_count: z.number().int().optional(),
      current_section_index: z.number().int().optional(),
      /** Seconds left on the current section's clock; null when untimed, waiting or finished. */
      remaining_seconds: z.number().int().nullable().optional(),
      resume_item_id: z.string().nullable().optional(),
    }),
  ),
});
export type HomeResponse = z.infer<typeof homeResponse>;

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
]);
export type AnswerValue = z.infer<typeof answerValue>;

export const SECTION_STATES = ['finished', 'current', 'upcoming'] as const;
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
  /** Extra time the project grants this participant, in per cent of every time limit. */
  extra_time_percent: z.number().int().optional(),
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
});

/** Reasons of a 409 refusing an answer, so the device knows which queued answers to drop. */
export const ANSWER_REFUSALS = {
  sectionClosed: 'section_closed',
  sectionNotStarted: 'section_not_started',
  itemClosed: 'item_closed',
  movedOn: 'moved_on',
} as const;
/** The refusal when a section's time (deadline plus grace) is over. */
export const SECTION_TIME_OVER = 'The time for this section is over; answers can no longer change.';
export const ITEM_TIME_OVER = 'The time for this question is over; its answer can no longer change.';
/** The refusal in a forward-only section when a later question already has an answer. */
export const MOVED_ON =
  'This section goes forward only: a later question is already answered, so this one can no longer change.';

/** test-activities/finish-section: ends the current section (the next one waits for mark-as-started). */
export const finishSectionRequest = z.object({
  participant_code: participantCode,
  submission_id: z.number().int().positive(),
  section_id: z.string().trim().min(1).max(40),
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

/**
 * projects/participants/extra-time: extra time for every timed section of one participant;
 * without extra_time_percent the call only reads the current grant.
 */
export const MAX_EXTRA_TIME_PERCENT = 100;
export const extraTimeRequest = z.object({
  participant_id: z.number().int().positive(),
  extra_time_percent: z
    .number({ message: 'extra_time_percent must be a number' })
    .int('extra_time_percent must be a whole number')
    .min(0, 'extra_time_percent must be at least 0')
    .max(MAX_EXTRA_TIME_PERCENT, `extra_time_percent must be at most ${MAX_EXTRA_TIME_PERCENT}`)
    .optional(),
});
export const extraTimeResponse = z.object({
  participant_id: z.number().int(),
  extra_time_percent: z.number().int(),
});

/** The test engine's calls: sections, item clocks, the last attempt, status events, extra time. */
export const TEST_ACTIVITY_ENGINE_CALLS = {
  'test-activities/finish-section': { request: finishSectionRequest, response: attemptContent },
  'test-activities/item-shown': { request: itemShownRequest, response: itemShownResponse },
  'test-activities/participant-last-attempt': { request: lastAttemptRequest, response: lastAttemptResponse },
  'test-activities/participant-activities': {
    request: participantActivityRequest,
    response: participantActivityResponse,
  },
  'projects/participants/extra-time': { request: extraTimeRequest, response: extraTimeResponse },
} as const;

export const congratResponse = z.object({ status: z.enum(PARTICIPANT_STATUSES), name: z.string() });

/** A language the participant pages can be shown in (spec 3 "Language option"). */
export const languageOption = z.object({ code: z.string(), name: z.string() });
export type LanguageOption = z.infer<typeof languageOption>;

/**
 * A text page of the participant flow: the consensus (terms the participant agrees to) and the
 * work instructions. `content` is plain text; paragraphs are separated by blank lines.
 */
export const participantTextPage = z.object({ title: z.string(), content: z.string() });
export type ParticipantTextPage = z.infer<typeof participantTextPage>;

/** Answer of the multipart registration `test-activities/submit`. */
export const registrationResponse = z.object({
  participant_code: z.string(),
  status: z.enum(PARTICIPANT_STATUSES),
  is_registered: z.boolean(),
});
export type RegistrationResponse = z.infer<typeof registrationResponse>;

/**
 * The participant GET calls (no body, spec 7 marks them GET): path under /api/v1 → response schema.
 * They carry the token and Content-Language headers like every call.
 */
export const TEST_ACTIVITY_GET_CALLS = {
  'test-activities/consensus': participantTextPage,
  'test-activities/work-instructions': participantTextPage,
  'test-activities/language': z.array(languageOption),
} as const;
export type TestActivityGetPath = keyof typeof TEST_ACTIVITY_GET_CALLS;
export type TestActivityGetResponse<P extends TestActivityGetPath> = z.infer<
  (typeof TEST_ACTIVITY_GET_CALLS)[P]
>;

/** Registration photos: JPEG, PNG or WebP (checked by content), at most this size. */
export const REGISTRATION_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REGISTRATION_PHOTO_NOT_IMAGE = 'photo must be a JPEG, PNG or WebP image';
export const REGISTRATION_PHOTO_TOO_BIG = 'photo is larger than 5 MB';
/** CVs are kept as the file name only; the file itself is limited like the photo. */
export const REGISTRATION_FILE_MAX_BYTES = REGISTRATION_PHOTO_MAX_BYTES;

/** One education level of the registration form (test-activities/education-level). */
export const educationLevel = z.object({ code: z.string(), name: z.string() });
export type EducationLevel = z.infer<typeof educationLevel>;
export const educationLevelRequest = z.object({ lang: z.string().trim().max(10).optional() });

/** A regency or city of Indonesia (test-activities/cities, searched by name). */
export const cityRow = z.object({
  id: z.number().int(),
  name: z.string(),
  province: z.string(),
  kind: z.enum(['regency', 'city']),
});
export type CityRow = z.infer<typeof cityRow>;

// Completion and the candidate's own results. The participant code is the credential; results
// are shown only when the project shares them (projects.show_results).

/** test-activities/participants-signed: polled after completion until the score is ready. */
export const participantsSignedResponse = z.object({
  participant_code: z.string(),
  name: z.string(),
  status: z.enum(PARTICIPANT_STATUSES),
  /** Whether the project shows results to its participants. */
  show_results: z.boolean(),
  /** The score has been calculated (status scored). */
  results_ready: z.boolean(),
  /** Signed, short-lived proof for results-verify; null unless results can be shown now. */
  params: z.string().nullable(),
});
export type ParticipantsSignedResponse = z.infer<typeof participantsSignedResponse>;

export const resultsVerifyRequest = z.object({ params: z.string().trim().min(1).max(500) });
export const resultsVerifyResponse = z.object({
  participant_code: z.string(),
  name: z.string(),
  project_name: z.string(),
  completed_at: z.string().nullable(),
  verified: z.literal(true),
});
export type ResultsVerifyResponse = z.infer<typeof resultsVerifyResponse>;

export const candidateRequest = z.object({
  participant_code: participantCode,
  lang: z.string().trim().max(10).optional(),
});

/** One dimension of an instrument in plain language: a level word, never a raw norm table. */
export const candidateDimension = z.object({
  name: z.string(),
  /** The blueprint's level label, or a plain word (below average / average / above average). */
  level_label: z.string(),
  /** 1–10 (sten) when normed; null otherwise. */
  sten: z.number().nullable(),
  description: z.string(),
  colour: z.string().nullable(),
});
export const candidateResults = z.object({
  participant_code: z.string(),
  name: z.string(),
  project_name: z.string(),
  language: z.string(),
  completed_at: z.string().nullable(),
  instruments: z.array(
    z.object({
      instrument_name: z.string(),
      /** Plain sentence, e.g. "You answered 7 of 8 questions correctly." */
      summary: z.string(),
      dimensions: z.array(candidateDimension),
    }),
  ),
  competences: z.array(
    z.object({
      name: z.string(),
      level: z.number().nullable(),
      level_label: z.string(),
      colour: z.string().nullable(),
    }),
  ),
});
export type CandidateResults = z.infer<typeof candidateResults>;

export const candidateAbilitySummary = z.object({
  instrument_name: z.string(),
  dimension_name: z.string(),
  level_label: z.string(),
  summary: z.string(),
  colour: z.string().nullable(),
});
export type CandidateAbilitySummary = z.infer<typeof candidateAbilitySummary>;

/** Registration lists and the candidate's results (spec 7 "Test activities"). */
export const TEST_ACTIVITY_JOURNEY_CALLS = {
  'test-activities/education-level': { request: educationLevelRequest, response: z.array(educationLevel) },
  'test-activities/cities': { request: datatableQuery, response: datatablePage(cityRow) },
  'test-activities/participants-signed': {
    request: participantCodeRequest,
    response: participantsSignedResponse,
  },
  'test-activities/results-verify': { request: resultsVerifyRequest, response: resultsVerifyResponse },
  'test-activities/candidate': { request: candidateRequest, response: candidateResults },
  'test-activities/ability-summaries': {
    request: participantCodeRequest,
    response: z.array(candidateAbilitySummary),
  },
} as const;
