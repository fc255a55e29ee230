import { z } from 'zod';
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

export const attemptContent = z.object({
  attempt_id: z.number().int(),
  submission_id: z.number().int(),
  instrument_name: z.string(),
  instructions: z.string(),
  state: z.enum(SUBMISSION_STATES),
  /** Seconds left on the server's clock; null when untimed or not started. */
  remaining_seconds: z.number().int().nullable(),
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      time_limit_seconds: z.number().int().nullable(),
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
 * Answers, saved as they are given (autosave) and finally with `is_final`.
 * Each save is idempotent: the latest answer per item wins.
 */
export const submissionRequest = z.object({
  submission_id: z.number().int().positive(),
  participant_code: participantCode,
  submission: z
    .record(z.string().max(40), answerValue)
    .refine((s) => Object.keys(s).length <= 500, 'too many answers'),
  is_agree_tnc: z.boolean().optional().default(true),
  is_final: z.boolean().optional().default(false),
});
export type SubmissionRequest = z.input<typeof submissionRequest>;
export const submissionResponse = z.object({
  saved: z.number().int(),
  state: z.enum(SUBMISSION_STATES),
  remaining_seconds: z.number().int().nullable(),
});

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
