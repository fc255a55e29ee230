import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { DEMO_PARTICIPANT_CODE } from '../seed/demo-content';
import { withFrameAncestors } from './frame-ancestors';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.deps.db
    .updateTable('corporate_accounts')
    .set({
      callback_url: 'https://hr.partner.example/asesa/callback',
      partner_origins: 'https://portal.partner.example  javascript:alert(1) https://portal.partner.example',
    })
    .where('slug', '=', 'demo')
    .execute();
});
afterAll(() => t.close());

const frameAncestors = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  const csp = String(res.headers['content-security-policy'] ?? '');
  return {
    directive: csp
      .split(';')
      .find((d) => d.trim().startsWith('frame-ancestors'))
      ?.trim(),
    xFrameOptions: res.headers['x-frame-options'],
  };
};

describe('frame-ancestors', () => {
  it("every page but the partner pages may be framed only by the app itself ('self'), an API answer by nothing", async () => {
    for (const url of ['/test-activity/dashboard/DEMO-PCODE-01', '/signin', '/access-codes']) {
      expect((await frameAncestors(url)).directive).toBe("frame-ancestors 'self'");
    }
    expect((await frameAncestors('/api/health')).directive).toBe("frame-ancestors 'none'");
  });

  it("a partner page may be framed by its corporate's callback origin and extra origins", async () => {
    for (const page of ['form', 'dashboard', 'test', 'statement', 'finish-section', 'test-result']) {
      const res = await frameAncestors(
        `/aktivitas-ujian/partner/${page}/${DEMO_PARTICIPANT_CODE.toLowerCase()}`,
      );
      expect(res.directive).toBe(
        "frame-ancestors 'self' https://hr.partner.example https://portal.partner.example",
      );
      expect(res.xFrameOptions).toBeUndefined();
    }
    const finish = await frameAncestors(`/aktivitas-ujian/partner/finish?pcode=${DEMO_PARTICIPANT_CODE}`);
    expect(finish.directive).toBe(
      "frame-ancestors 'self' https://hr.partner.example https://portal.partner.example",
    );
  });

  it("an unknown code's partner page may be framed only by the app itself", async () => {
    expect((await frameAncestors('/aktivitas-ujian/partner/dashboard/NOPE-NOPE-NOPE')).directive).toBe(
      "frame-ancestors 'self'",
    );
  });

  it('partner pages without a code (no participant data) may be framed by any corporate origin', async () => {
    const bare = await frameAncestors('/aktivitas-ujian/partner');
    expect(bare.directive).toBe(
      "frame-ancestors 'self' https://hr.partner.example https://portal.partner.example",
    );
  });

  it('reads the path as the web app’s router does: any letter case, trailing slash, escaped letters', async () => {
    // Another corporate's origin: it must never be offered for the demo participant's pages.
    await t.deps.db
      .updateTable('corporate_accounts')
      .set({ callback_url: 'https://rival.partner.example/hook' })
      .where('slug', '!=', 'demo')
      .execute();
    const demoOnly = "frame-ancestors 'self' https://hr.partner.example https://portal.partner.example";
    for (const path of [
      `/aktivitas-ujian/partner/Test/${DEMO_PARTICIPANT_CODE}`,
      `/Aktivitas-Ujian/PARTNER/dashboard/${DEMO_PARTICIPANT_CODE}/`,
      `/aktivitas-ujian/partner/t%65st/${DEMO_PARTICIPANT_CODE}`,
    ])
      expect((await frameAncestors(path)).directive, path).toBe(demoOnly);
    // Paths the router shows no partner page for (it redirects them to not-found): the app only.
    for (const path of [
      `/aktivitas-ujian/partner//test/${DEMO_PARTICIPANT_CODE}`,
      `/aktivitas-ujian/partner/test/${DEMO_PARTICIPANT_CODE}/extra`,
      '/aktivitas-ujian/partner/somewhere',
      '/aktivitas-ujian/partner/test/',
    ])
      expect((await frameAncestors(path)).directive, path).toBe("frame-ancestors 'self'");
  });

  it('replaces only the frame-ancestors directive', () => {
    expect(
      withFrameAncestors("default-src 'self';frame-ancestors 'self'", ["'self'", 'https://a.example']),
    ).toBe("default-src 'self';frame-ancestors 'self' https://a.example");
  });
});
