import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encodeProof } from '../../src/http/proof-of-work';

/** Solves a challenge a 429 carried, as a browser would, and answers the header that proves it. */
export async function solvedProof(challenge: unknown): Promise<Record<string, string>> {
  const c = challenge as Challenge;
  const solution = await solveChallenge({ challenge: c, deriveKey });
  if (!solution) throw new Error('the challenge was not solved in time');
  return { 'proof-of-work': encodeProof(c, solution) };
}

/** The level a challenge was issued at. */
export const levelOf = (challenge: unknown) => Number((challenge as Challenge).parameters.data?.level);
