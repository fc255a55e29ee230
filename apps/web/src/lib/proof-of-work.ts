import { CHALLENGE_REQUIRED_REASON, type Envelope, type ProofOfWorkChallenge } from '@asesa/contracts';

/**
 * The guessing throttles answer 429 `challenge_required` with a proof-of-work challenge instead
 * of refusing: the client solves it and sends the same request again with the solution. The
 * solver (altcha-lib) loads only when a challenge comes, and works in web workers: a page with
 * none (the participant's test page) pays nothing for it.
 */
export function challengeOf(status: number, env: Envelope<unknown>): ProofOfWorkChallenge | null {
  if (status !== 429 || env.error?.reason !== CHALLENGE_REQUIRED_REASON) return null;
  return env.error.challenge ?? null;
}

/** How many challenges one call solves before it gives up (each answer may ask a higher level). */
export const MAX_CHALLENGE_ROUNDS = 3;

/** The proof-of-work header's value: base64 of `{challenge, solution}`, ALTCHA's payload. */
export function encodeProof(
  challenge: ProofOfWorkChallenge,
  solution: { counter: number; derivedKey: string },
) {
  return btoa(JSON.stringify({ challenge, solution }));
}

/** Solves a challenge in web workers (one per core, at most 4); null when it could not. */
export async function solveChallenge(challenge: ProofOfWorkChallenge): Promise<string | null> {
  const { solveChallengeWorkers } = await import('altcha-lib');
  const solution = await solveChallengeWorkers({
    challenge: challenge as Parameters<typeof solveChallengeWorkers>[0]['challenge'],
    concurrency: Math.min(4, navigator.hardwareConcurrency || 2),
    createWorker: () => new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), { type: 'module' }),
    timeout: 120_000,
  }).catch(() => null);
  return solution ? encodeProof(challenge, solution) : null;
}
