// The participant's journey: the participant code, entry, registration and its lists, home,
// completion and the candidate's own results (the test-activities/... calls around the attempt).
import { z } from 'zod';
import { datatableCall, datatableQuery } from './envelope';
import { helpContact } from './general-config';
import { emailAddress, personName } from './person-fields';
import { landingFormConfig, PARTICIPANT_STATUSES } from './projects';
import { namedRecord } from './record-fields';

/** Participant codes are ≥ 10 characters from a secure generator (unguessable credential). */
/**
 * The education levels a registration form offers, as Indonesian employers ask for them (the
 * national levels SD … S3): the codes participants' rows store, which the evidence workbench also
 * compares groups by.
 */
export const EDUCATION_LEVEL_CODES = ['SD', 'SMP', 'SMA', 'D1', 'D2', 'D3', 'D4', 'S1', 'S2', 'S3'] as const;

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
  /** Whom the participant asks for help: the consultant running the project, else the platform. */
  help: helpContact.optional(),
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

/**
 * The e-mail check of the contracts' `.email()` (zod's own pattern): the participant forms check
 * with it too, so the page refuses in its own words what the server would refuse.
 */
export const EMAIL_PATTERN: RegExp = z.regexes.email;

/** Registration form fields (sent as multipart: participantCode + form fields). */
export const registrationForm = z.object({
  participantCode: participantCode,
  name: personName,
  email: emailAddress,
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
      /** The questions the participant meets; of an adaptive test, the most it asks. */
      item_count: z.number().int(),
      /** An adaptive test: it may stop before item_count questions. */
      adaptive: z.boolean().optional(),
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
  ...namedRecord,
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
  'test-activities/cities': datatableCall(datatableQuery, cityRow),
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
