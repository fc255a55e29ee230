import { z } from 'zod';

/**
 * The guessing throttles (sign-in, access codes, participant codes) do not refuse outright: over a
 * limit the server answers 429 with this reason and a proof-of-work challenge in `error.challenge`;
 * the client solves it and sends the same request again with the solution in PROOF_OF_WORK_HEADER
 * (base64 of `{challenge, solution}`, ALTCHA's payload). The work grows with the failures.
 */
export const CHALLENGE_REQUIRED_REASON = 'challenge_required';
export const PROOF_OF_WORK_HEADER = 'proof-of-work';

/** An ALTCHA challenge (v2) as the server signs it; the client hands it to the solver untouched. */
export const proofOfWorkChallenge = z
  .object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
      })
      .passthrough(),
    signature: z.string().optional(),
  })
  .passthrough();
export type ProofOfWorkChallenge = z.infer<typeof proofOfWorkChallenge>;

export const THROTTLE_GUARDS = ['login', 'access_code', 'participant_code'] as const;
export const THROTTLE_SCOPES = ['ip', 'key', 'global'] as const;

/**
 * A throttle in force: the failures counted in its scope reached the limit, so the next attempt
 * in it must carry a solved challenge until `ends_at` (when enough failures leave the window).
 */
export const throttleRow = z.object({
  guard: z.enum(THROTTLE_GUARDS),
  scope: z.enum(THROTTLE_SCOPES),
  /** What the admin reads: the address, the e-mail, an access code masked past 2 symbols; '' for global. */
  label: z.string(),
  /** What auth/lift-throttle takes back: the address, the e-mail, an access code's SHA-256. */
  target: z.string(),
  failures: z.number().int(),
  limit: z.number().int(),
  ends_at: z.string(),
});
export type ThrottleRow = z.infer<typeof throttleRow>;

export const liftThrottleRequest = z.object({
  guard: z.enum(THROTTLE_GUARDS),
  scope: z.enum(THROTTLE_SCOPES),
  target: z.string().max(256).default(''),
});
export type LiftThrottleRequest = z.input<typeof liftThrottleRequest>;

export const THROTTLE_CALLS = {
  'auth/throttles': {
    request: z.object({}).passthrough(),
    response: z.object({ data: z.array(throttleRow) }),
  },
  'auth/lift-throttle': { request: liftThrottleRequest, response: z.object({ ok: z.boolean() }) },
} as const;
