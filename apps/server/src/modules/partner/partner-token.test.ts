import { randomBytes } from 'node:crypto';
import { PARTNER_TOKEN_HEADER } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { idOfDemoCorporate, startAppAs } from '../../../test/support/module-setup';
import { fieldOfRow } from '../../../test/support/row-ids';
import { freshParticipant } from '../../../test/support/test-participants';
import { rivalTenant } from '../../../test/tenants';
import { sha256 } from '../../lib/crypto';

// Spec 6 and 7: a partner token header can be sent with the participant calls. The consultant
// draws (and redraws) the corporate's token; a call with it must carry that corporate's current
// token, a call without it works as before.

let t: TestApp;
let consultant: string;
let rival: Awaited<ReturnType<typeof rivalTenant>>;
let demoCorporateId: number;

beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
  rival = await rivalTenant(t, { slug: 'rival-token', withProject: true });
  demoCorporateId = await idOfDemoCorporate(t);
});
afterAll(() => t.close());

const withToken = (token: string) => ({ [PARTNER_TOKEN_HEADER]: token });
const home = (code: string, headers: Record<string, string> = {}) =>
  t.call('test-activities/home', { participant_code: code }, undefined, headers);

/** The registration form (multipart), as the partner's registration page sends it. */
async function register(code: string, headers: Record<string, string>) {
  const boundary = `----partner${randomBytes(6).toString('hex')}`;
  const fields = { participantCode: code, name: 'Tia Token', email: 'tia@example.com', is_agree_tnc: 'true' };
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/test-activities/submit',
    payload: `${body}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('partner/token', () => {
  it('draws a token shown once, keeps only its hash, and redraws it on demand', async () => {
    const before = await t.callOk('partner/settings', { account_corporate_id: demoCorporateId }, consultant);
    expect(before.partner_token_created_at).toBeNull();

    const first = await t.callOk('partner/token', { account_corporate_id: demoCorporateId }, consultant);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await t.deps.db
      .selectFrom('corporate_accounts')
      .select(['partner_token_hash', 'partner_token_created_at'])
      .where('id', '=', demoCorporateId)
      .executeTakeFirstOrThrow();
    expect(row.partner_token_hash).toBe(sha256(first.token));
    expect(JSON.stringify(row)).not.toContain(first.token);
    const settings = await t.callOk(
      'partner/settings',
      { account_corporate_id: demoCorporateId },
      consultant,
    );
    expect(settings.partner_token_created_at).toBe(first.created_at);
    expect(JSON.stringify(settings)).not.toContain(first.token);

    const second = await t.callOk('partner/token', { account_corporate_id: demoCorporateId }, consultant);
    expect(second.token).not.toBe(first.token);
    expect(await fieldOfRow(t, 'corporate_accounts', 'partner_token_hash', 'id', demoCorporateId)).toBe(
      sha256(second.token),
    );
  });

  it('is the corporate’s consultant’s (or an admin’s) to draw: others get 404, collaborators 403', async () => {
    const admin = await t.signIn('admin');
    expect((await t.call('partner/token', { account_corporate_id: demoCorporateId }, admin)).status).toBe(
      200,
    );
    expect(
      (await t.call('partner/token', { account_corporate_id: demoCorporateId }, rival.consultantToken))
        .status,
    ).toBe(404);
    expect(
      (await t.call('partner/token', { account_corporate_id: demoCorporateId }, rival.token)).status,
    ).toBe(403);
    expect((await t.call('partner/token', { account_corporate_id: demoCorporateId })).status).toBe(401);
  });
});

describe('the partner-token header on the participant calls', () => {
  it('accepts the corporate’s current token, refuses another corporate’s and a rotated one', async () => {
    const { code } = await freshParticipant(t, consultant);
    const { token } = await t.callOk('partner/token', { account_corporate_id: demoCorporateId }, consultant);
    const rivalToken = (
      await t.callOk('partner/token', { account_corporate_id: rival.corporateId }, rival.consultantToken)
    ).token;

    // Without the header nothing changes; with the corporate's token the calls answer as usual.
    expect((await home(code)).status).toBe(200);
    const accepted = await home(code, withToken(token));
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ participant_code: code });
    expect(
      (
        await t.call(
          'test-activities/corporate-context',
          { participant_code: code },
          undefined,
          withToken(token),
        )
      ).status,
    ).toBe(200);

    // Another corporate's token: 403, naming the header.
    const other = await home(code, withToken(rivalToken));
    expect(other.status).toBe(403);
    expect(other.body.error).toMatchObject({
      message: "The partner-token header belongs to another corporate than this participant's project.",
      reason: 'other_partner_token',
    });
    // The rival's own participant takes the rival's token, not the demo corporate's.
    const rivalCode = `RIVAL-${rival.consultantId}-0001`;
    expect(
      (
        await t.call(
          'test-activities/landing',
          { participant_code: rivalCode },
          undefined,
          withToken(rivalToken),
        )
      ).status,
    ).toBe(200);
    expect(
      (await t.call('test-activities/landing', { participant_code: rivalCode }, undefined, withToken(token)))
        .status,
    ).toBe(403);

    // A token no corporate holds (never drawn, or rotated since): 401, naming the header.
    const unknown = await home(code, withToken('not-a-partner-token'));
    expect(unknown.status).toBe(401);
    expect(unknown.body.error?.message).toMatch(/^The partner-token header is not a valid partner token/);
    expect(unknown.body.error?.reason).toBe('invalid_partner_token');
    const { token: rotated } = await t.callOk(
      'partner/token',
      { account_corporate_id: demoCorporateId },
      consultant,
    );
    expect((await home(code, withToken(token))).status).toBe(401);
    expect((await home(code, withToken(rotated))).status).toBe(200);
    expect((await home(code)).status).toBe(200);

    // An unknown code still answers 404 (the token does not tell which codes exist).
    expect((await home('NO-SUCH-CODE-1', withToken(rotated))).status).toBe(404);
  });

  it('is checked on the registration form (multipart) too', async () => {
    const projectId = (
      await t.deps.db
        .selectFrom('projects')
        .select('id')
        .where('account_corporate_id', '=', demoCorporateId)
        .where('name', '=', 'Graduate Intake 2026 (demo)')
        .executeTakeFirstOrThrow()
    ).id;
    const { codes } = await t.callOk(
      'unique-codes/generate',
      { project_id: projectId, count: 1 },
      consultant,
    );
    const { code } = await t.callOk('test-activities/submit-code', { code: codes[0] });
    const { token } = await t.callOk('partner/token', { account_corporate_id: demoCorporateId }, consultant);
    const rivalToken = (
      await t.callOk('partner/token', { account_corporate_id: rival.corporateId }, rival.consultantToken)
    ).token;

    const refused = await register(code, withToken(rivalToken));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('partner-token header');
    expect((await t.callOk('test-activities/landing', { participant_code: code })).is_registered).toBe(false);

    expect((await register(code, withToken(token))).status).toBe(200);
    expect((await t.callOk('test-activities/landing', { participant_code: code })).is_registered).toBe(true);
  });
});
