import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { challengeOf, encodeProof } from './proof-of-work';

describe('proof-of-work challenges', () => {
  const challenge = {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: 'a',
      salt: 'b',
      cost: 1,
      keyLength: 32,
      keyPrefix: '00',
    },
  };

  it('takes a challenge only from a 429 challenge_required', () => {
    const env = { code: 429, data: null, error: { message: 'm', reason: 'challenge_required', challenge } };
    expect(challengeOf(429, env)).toEqual(challenge);
    expect(challengeOf(429, { ...env, error: { message: 'm', reason: 'rate_limited' } })).toBeNull();
    expect(challengeOf(401, env)).toBeNull();
    expect(challengeOf(429, { ...env, error: { message: 'm', reason: 'challenge_required' } })).toBeNull();
  });

  it('sends the solution as base64 of {challenge, solution}, the payload the server verifies', async () => {
    const real = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      deriveKey,
      counter: 20,
      hmacSignatureSecret: 's',
    });
    const solution = await solveChallenge({ challenge: real, deriveKey });
    const header = encodeProof(real as never, solution!);
    expect(JSON.parse(atob(header))).toEqual({ challenge: real, solution });
  });
});
