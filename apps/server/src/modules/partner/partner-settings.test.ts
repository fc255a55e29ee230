import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { demoProject, rivalTenant } from '../../../test/tenants';

// The back office's partner integration card: callback URL, extra framing origins, secret.

let t: TestApp;
let consultant: string;
let corporateId: number;
beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
  corporateId = (await demoProject(t)).account_corporate_id;
  await t.deps.db
    .updateTable('corporate_accounts')
    .set({ callback_url: 'https://hr.partner.example/asesa/callback' })
    .where('id', '=', corporateId)
    .execute();
});
afterAll(() => t.close());

describe('partner/settings and partner/update-origins', () => {
  it('reads and replaces the extra framing origins (normalised, deduplicated), never the secret', async () => {
    const before = await t.callOk('partner/settings', { account_corporate_id: corporateId }, consultant);
    expect(before).toEqual({
      callback_url: 'https://hr.partner.example/asesa/callback',
      partner_origins: [],
      frame_origins: ['https://hr.partner.example'],
      partner_token_created_at: null,
    });
    expect(before).not.toHaveProperty('secret');

    const saved = await t.callOk(
      'partner/update-origins',
      {
        account_corporate_id: corporateId,
        partner_origins: [
          'https://Portal.Partner.example/',
          'http://localhost:8080',
          ' ',
          'https://portal.partner.example',
        ],
      },
      consultant,
    );
    expect(saved.partner_origins).toEqual(['https://portal.partner.example', 'http://localhost:8080']);
    expect(saved.frame_origins).toEqual([
      'https://hr.partner.example',
      'https://portal.partner.example',
      'http://localhost:8080',
    ]);
    // The partner pages may now be framed by them (partner/secret reads the same column).
    const secret = await t.callOk('partner/secret', { account_corporate_id: corporateId }, consultant);
    expect(secret.frame_origins).toEqual(saved.frame_origins);
    const admin = await t.signIn('admin');
    expect(await t.callOk('partner/settings', { account_corporate_id: corporateId }, admin)).toEqual(saved);

    const cleared = await t.callOk(
      'partner/update-origins',
      { account_corporate_id: corporateId, partner_origins: [] },
      consultant,
    );
    expect(cleared.partner_origins).toEqual([]);
  });

  it('answers 400 naming an entry that is not an http(s) origin', async () => {
    for (const bad of [
      'ftp://files.example',
      'https://partner.example/embed',
      'partner.example',
      'javascript:alert(1)',
    ]) {
      await expectRefusal(
        t.call(
          'partner/update-origins',
          { account_corporate_id: corporateId, partner_origins: ['https://ok.example', bad] },
          consultant,
        ),
        {
          status: 400,
          message: `partner_origins: "${bad}" is not an http(s) origin such as https://partner.example`,
        },
      );
    }
    await expectRefusal(
      t.call(
        'partner/update-origins',
        {
          account_corporate_id: corporateId,
          partner_origins: Array.from({ length: 21 }, (_, i) => `https://p${i}.example`),
        },
        consultant,
      ),
      { status: 400, message: /at most 20 origins/ },
    );
    const unchanged = await t.callOk('partner/settings', { account_corporate_id: corporateId }, consultant);
    expect(unchanged.partner_origins).toEqual([]);
  });

  it("another tenant's consultant gets 404, a collaborator 403, a visitor 401", async () => {
    const rival = await rivalTenant(t, { slug: 'rival-partner-settings' });
    for (const path of ['partner/settings', 'partner/update-origins'] as const) {
      const body = { account_corporate_id: corporateId, partner_origins: ['https://evil.example'] };
      expect((await t.call(path, body, rival.consultantToken)).status, path).toBe(404);
      expect((await t.call(path, body, await t.signIn('collaborator'))).status, path).toBe(403);
      expect((await t.call(path, body)).status, path).toBe(401);
    }
    const after = await t.callOk('partner/settings', { account_corporate_id: corporateId }, consultant);
    expect(after.partner_origins).not.toContain('https://evil.example');
  });
});
