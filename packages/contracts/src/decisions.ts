import { z } from 'zod';

// Human oversight of job-fit decisions: a reviewer's accept / reject / hold with a reason, the
// system's suggestion stored beside it, the history, the signed decision log of a project, and
// the candidate's explanation of a decision (a token link, no sign-in) with a way to contest it.

/** How a project may use job fit: only to rank candidates, or also to suggest a pre-selection. */
export const JOB_FIT_USES = ['rank_only', 'preselect'] as const;
export type JobFitUse = (typeof JOB_FIT_USES)[number];
export const DECISIONS = ['accept', 'reject', 'hold'] as const;
export type Decision = (typeof DECISIONS)[number];

/** A decision's record is kept at least this many months after the decision, and at most ten years. */
export const MIN_DECISION_RETENTION_MONTHS = 6;
export const MAX_DECISION_RETENTION_MONTHS = 120;
export const DEFAULT_JOB_FIT_CUTOFF = 60;
/** The longest reason or contest message. */
export const DECISION_TEXT_MAX = 2000;

/**
 * What job fit suggests in a pre-selecting project, by its 80 % band against the cut-off: accept
 * when the whole band is at or above it, reject when the whole band is below, hold when the band
 * straddles it (the measurement cannot tell), and nothing without a fit. A project that only ranks
 * suggests nothing: the order is all job fit gives there.
 */
export function suggestedDecision(
  use: JobFitUse,
  cutoff: number,
  fit: number | null,
  band: { lower: number; upper: number } | null,
): Decision | null {
  if (use !== 'preselect' || fit === null) return null;
  const lower = band?.lower ?? fit;
  const upper = band?.upper ?? fit;
  if (lower >= cutoff) return 'accept';
  if (upper < cutoff) return 'reject';
  return 'hold';
}

const id = z.number().int().positive();
const decision = z.enum(DECISIONS, { message: 'decision must be accept, reject or hold' });

export const decisionRecordRequest = z.object({
  participant_id: id,
  decision,
  reason: z
    .string({ message: 'reason is required' })
    .trim()
    .min(3, 'reason is required: say why (at least 3 characters)')
    .max(DECISION_TEXT_MAX, `reason has at most ${DECISION_TEXT_MAX} characters`),
});
export type DecisionRecordRequest = z.input<typeof decisionRecordRequest>;

export const decisionReview = z.object({
  id: z.number().int(),
  participant_id: z.number().int(),
  decision,
  reason: z.string(),
  /** The system's suggestion when the decision was made (null: the project only ranked). */
  suggestion: decision.nullable(),
  job_fit_use: z.enum(JOB_FIT_USES),
  /** The decision differs from the suggestion. */
  is_override: z.boolean(),
  reviewer_name: z.string(),
  created_at: z.string(),
  /** The job fit the decision saw (null: none). */
  job_fit: z.number().nullable(),
});
export type DecisionReview = z.infer<typeof decisionReview>;

export const decisionContest = z.object({
  id: z.number().int(),
  message: z.string(),
  contact_email: z.string(),
  created_at: z.string(),
});

export const decisionHistoryRequest = z.object({ participant_id: id });
export const decisionHistory = z.object({
  job_fit_use: z.enum(JOB_FIT_USES),
  job_fit_cutoff: z.number(),
  job_fit: z.number().nullable(),
  /** What job fit suggests now (null in a project that only ranks, or without a fit). */
  suggestion: decision.nullable(),
  /** Newest first: every decision ever recorded within the retention period. */
  reviews: z.array(decisionReview),
  contests: z.array(decisionContest),
  /** Whether the candidate has opened their explanation. */
  explanation_opened_at: z.string().nullable(),
});
export type DecisionHistory = z.infer<typeof decisionHistory>;

/** The key that signs decision-log archives: Ed25519, as SPKI PEM, named by its id. */
export const decisionSigningKey = z.object({
  algorithm: z.literal('Ed25519'),
  key_id: z.string(),
  public_key_pem: z.string(),
});
export type DecisionSigningKey = z.infer<typeof decisionSigningKey>;

export const decisionLogExportRequest = z.object({ project_id: id });

// The candidate's side: their explanation link and page, the PDF and contesting.

const token = z
  .string()
  .trim()
  .min(20, 'token is not valid')
  .max(100, 'token is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'token is not valid');
const language = z.enum(['en', 'id']).optional();

export const decisionExplanationLinkRequest = z.object({
  participant_code: z
    .string()
    .trim()
    .min(6)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'participant_code is not valid'),
});
export const decisionExplanationLink = z.object({
  /** The token of the explanation page (/explanation/{token}); null before the tests are finished. */
  token: z.string().nullable(),
});

export const decisionExplanationRequest = z.object({ token, lang: language });

export const decisionExplanation = z.object({
  language: z.enum(['en', 'id']),
  name: z.string(),
  project_name: z.string(),
  corporate_name: z.string(),
  completed_at: z.string().nullable(),
  /** Each test: what it measured and the candidate's scores with their bands, in plain words. */
  measured: z.array(
    z.object({
      instrument_name: z.string(),
      summary: z.string(),
      scores: z.array(
        z.object({
          name: z.string(),
          sten: z.number().nullable(),
          /** "6.0" in the reader's numbers, with the band around it when known. */
          sten_text: z.string(),
          band_text: z.string(),
          level_label: z.string(),
          description: z.string(),
        }),
      ),
    }),
  ),
  /** How the recommendation was formed, in plain words (null: the project computes no job fit). */
  recommendation: z
    .object({
      fit_text: z.string(),
      how: z.array(z.string()),
      parts: z.array(z.object({ name: z.string(), text: z.string() })),
      use_text: z.string(),
    })
    .nullable(),
  /** The person's decision (null: not reviewed yet, the page says a person will). */
  review: z
    .object({
      decision,
      decision_text: z.string(),
      reason: z.string(),
      reviewer_name: z.string(),
      reviewed_at: z.string(),
      reviewed_at_text: z.string(),
    })
    .nullable(),
  contest: z.object({ text: z.string(), contested_at: z.string().nullable() }),
});
export type DecisionExplanation = z.infer<typeof decisionExplanation>;

export const decisionContestRequest = z.object({
  token,
  message: z
    .string({ message: 'message is required' })
    .trim()
    .min(10, 'message is required: say what you contest (at least 10 characters)')
    .max(DECISION_TEXT_MAX, `message has at most ${DECISION_TEXT_MAX} characters`),
  contact_email: z
    .string()
    .trim()
    .max(254)
    .email('contact_email must be an e-mail address')
    .or(z.literal(''))
    .optional()
    .default(''),
});
export type DecisionContestRequest = z.input<typeof decisionContestRequest>;

export const DECISION_CALLS = {
  'decisions/record': { request: decisionRecordRequest, response: decisionReview },
  'decisions/history': { request: decisionHistoryRequest, response: decisionHistory },
  'test-activities/decision-explanation-link': {
    request: decisionExplanationLinkRequest,
    response: decisionExplanationLink,
  },
  'test-activities/decision-explanation': {
    request: decisionExplanationRequest,
    response: decisionExplanation,
  },
  'test-activities/decision-contest': {
    request: decisionContestRequest,
    response: z.object({ contested_at: z.string() }),
  },
} as const;

export const DECISION_FILE_CALLS = {
  'decisions/log-export': decisionLogExportRequest,
  'test-activities/decision-explanation-pdf': decisionExplanationRequest,
} as const;

export const DECISION_GET_CALLS = {
  'decisions/signing-key': decisionSigningKey,
} as const;
