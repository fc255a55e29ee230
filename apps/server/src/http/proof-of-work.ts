import { createHmac, randomBytes } from 'node:crypto';
import { CHALLENGE_REQUIRED_REASON, type ProofOfWorkChallenge } from '@asesa/contracts';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Deps } from '../deps';
import { AppError } from '../lib/errors';
import type { ServerMessage } from '../lib/server-messages';
import { sharedSecret, spendChallenge } from './proof-of-work.repository';

/**
 * Proof of work for the guessing throttles (ALTCHA v2, altcha-lib): over a limit a request is
 * evaluated only with a solved challenge, so the rightful user still gets in (after a few seconds
 * of the browser's work) while every guess past the limit costs the guesser the same work.
 *
 * Challenges are deterministic (the server picks the counter the solver must find, and signs the
 * key it derives): the work is a number of PBKDF2 derivations chosen per level, not luck, and
 * checking a solution costs the server one derivation. Each level doubles the work; the level is
 * how far past the limit the failures are (1 for the first failure over it, +1 each time the
 * failures over it double), so a guesser pays for every evaluated guess and the cost of the n-th
 * grows with n, while the rightful user pays for one.
 */
export const POW_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations of one try: ~0.5 ms on a server core, about as long in a browser. */
export const POW_COST = 1_000;
/** The most tries of level 1 (the counter is drawn between half this and this). */
export const POW_LEVEL1_TRIES = 1_500;
export const POW_MAX_LEVEL = 7;
/** How long a challenge can be solved and used: long enough for the highest level on a slow phone. */
const CHALLENGE_MINUTES = 10;

/** What a challenge opens: one guard's next attempt. */
export type ChallengePurpose = 'login' | 'access_code' | 'participant_code';

/** The level for failures `excess` past the limit (this attempt's included, so at least 1). */
export function challengeLevel(excess: number): number {
  return Math.min(POW_MAX_LEVEL, 1 + Math.floor(Math.log2(Math.max(1, excess))));
}

/** The most tries a level can ask for (half of it at least). */
export const levelTries = (level: number) => POW_LEVEL1_TRIES * 2 ** (level - 1);

/** The 429 of an attempt over a limit: a challenge of the level to solve, and what to tell the user. */
export async function challengeRequired(
  deps: Deps,
  purpose: ChallengePurpose,
  level: number,
  message: ServerMessage,
  retryAfterSeconds: number,
): Promise<AppError> {
  return new AppError(429, message, {
    reason: CHALLENGE_REQUIRED_REASON,
    headers: { 'retry-after': String(retryAfterSeconds) },
    challenge: (await issueChallenge(deps, purpose, level)) as ProofOfWorkChallenge,
  });
}

export async function issueChallenge(
  deps: Deps,
  purpose: ChallengePurpose,
  level: number,
): Promise<Challenge> {
  const secrets = await signingSecrets(deps);
  const tries = levelTries(level);
  return createChallenge({
    algorithm: POW_ALGORITHM,
    cost: POW_COST,
    deriveKey,
    counter: randomInt(tries, Math.ceil(tries / 2)),
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_MINUTES * 60,
    data: { purpose, level },
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.key,
  });
}

/**
 * Whether the request's proof (base64 of `{challenge, solution}`) is a solution of a challenge
 * this server signed for this purpose, of the level asked at least, unexpired and unused; a valid
 * one is spent here, so it opens one attempt.
 */
export async function acceptProof(
  deps: Deps,
  proof: string | undefined,
  purpose: ChallengePurpose,
  level: number,
): Promise<boolean> {
  const payload = decodeProof(proof);
  if (!payload) return false;
  const { challenge, solution } = payload;
  const data = challenge.parameters.data;
  if (data?.purpose !== purpose || Number(data?.level) < level) return false;
  const secrets = await signingSecrets(deps);
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.key,
  }).catch(() => null);
  // Signed challenges always carry an expiry: one without was not ours.
  if (!result?.verified || !challenge.signature || !challenge.parameters.expiresAt) return false;
  const expiresAt = new Date(challenge.parameters.expiresAt * 1000).toISOString();
  return spendChallenge(deps.db, challenge.signature, expiresAt, new Date().toISOString());
}

function decodeProof(proof: string | undefined): { challenge: Challenge; solution: Solution } | null {
  if (!proof || proof.length > 4_000) return null;
  try {
    const payload = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
    const ok =
      typeof payload?.challenge?.parameters === 'object' &&
      typeof payload?.solution?.counter === 'number' &&
      typeof payload?.solution?.derivedKey === 'string';
    return ok ? payload : null;
  } catch {
    return null;
  }
}

/** The request header's value for a solved challenge (what the web client sends). */
export const encodeProof = (challenge: Challenge, solution: Solution) =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

/**
 * The two HMAC secrets (the challenge's and its derived key's), derived from one key every app
 * instance shares: drawn into the database by the first instance that needs it.
 */
const secretsByDb = new WeakMap<Deps['db'], Promise<{ challenge: string; key: string }>>();

function signingSecrets(deps: Deps): Promise<{ challenge: string; key: string }> {
  let secrets = secretsByDb.get(deps.db);
  if (!secrets) {
    secrets = sharedSecret(deps.db, 'proof-of-work', () => randomBytes(32).toString('hex')).then((key) => ({
      challenge: createHmac('sha256', key).update('challenge').digest('hex'),
      key: createHmac('sha256', key).update('derived-key').digest('hex'),
    }));
    secrets.catch(() => secretsByDb.delete(deps.db));
    secretsByDb.set(deps.db, secrets);
  }
  return secrets;
}
