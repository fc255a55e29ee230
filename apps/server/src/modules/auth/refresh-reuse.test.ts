import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { anonymousPair, signedInPair, type TokenPair } from '../../../test/support/token-pairs';

// A refresh token serves one rotation (token/refresh). Presented again it was copied, so the whole
// session ends: the pair it was rotated into and any later one (OWASP session management).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const refresh = (pair: TokenPair) =>
  t.call<{ token: string; refresh_token: string }>('token/refresh', {
    refresh_token: pair.refresh_token,
    device_id: pair.device_id,
  });

async function rotate(pair: TokenPair): Promise<TokenPair> {
  const res = await refresh(pair);
  expect(res.status).toBe(200);
  return { ...res.body.data!, device_id: pair.device_id };
}

const whoami = async (pair: TokenPair) => (await t.call('auth/whoami', {}, pair.token)).status;

describe('token/refresh with a refresh token used before', () => {
  it('ends the whole session: the latest pair stops working, and so does its refresh token', async () => {
    const first = await signedInPair(t);
    const second = await rotate(first);
    const third = await rotate(second);
    expect(await whoami(third)).toBe(200);

    const reused = await refresh(first);
    expect(reused.status).toBe(401);
    expect(reused.body.error).toMatchObject({ reason: 'invalid_token' });
    expect(await whoami(third)).toBe(401);
    expect((await refresh(third)).status).toBe(401);
  });

  it('reusing the token just rotated away ends the session too', async () => {
    const first = await signedInPair(t);
    const second = await rotate(first);
    expect((await refresh(first)).status).toBe(401);
    expect(await whoami(second)).toBe(401);
  });

  it("ends that session only: the user's other sessions and a later sign-in go on", async () => {
    const elsewhere = await signedInPair(t);
    const anon = await anonymousPair(t);
    const rotatedAnon = await rotate(anon);
    // Signing in starts a session of its own: the anonymous token it came from is not its family.
    const signedIn = await signedInPair(t, rotatedAnon);
    expect((await refresh(anon)).status).toBe(401);
    expect(await whoami(signedIn)).toBe(200);
    expect(await whoami(elsewhere)).toBe(200);
  });

  it('two rotations of one token at once: at most one gets a pair, and no pair works afterwards', async () => {
    for (let round = 0; round < 5; round++) {
      const pair = await signedInPair(t);
      const answers = await Promise.all([refresh(pair), refresh(pair), refresh(pair)]);
      expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
      for (const a of answers) {
        if (a.status !== 200) continue;
        const rotated = { ...a.body.data!, device_id: pair.device_id };
        expect(await whoami(rotated)).toBe(401);
        expect((await refresh(rotated)).status).toBe(401);
      }
    }
  });

  it('a refresh token never used keeps rotating as before', async () => {
    let pair = await signedInPair(t);
    for (let i = 0; i < 3; i++) pair = await rotate(pair);
    expect(await whoami(pair)).toBe(200);
  });
});
