import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { call, newParticipant, publishedTestProject, signInStaff } from '../fixtures/api';

// Issue 9, faults: the participant's device clock is off by an hour (ahead or behind) while the
// server's is right. The test page must show the server's remaining time (within a couple of
// seconds) and end the timed section when the server's clock says so: not early, not late.
// The device's wall clock (Date) is shifted by an init script, as on a device set to the wrong
// time; its monotonic clock (performance.now) runs true, as it does on such a device.

const SECTION_SECONDS = 25;
const HOUR_MS = 3_600_000;

const single = (stem: string) => ({
  type: 'single',
  stem,
  options: [
    { id: 'A', text: 'Yes' },
    { id: 'B', text: 'No' },
  ],
  key: 'A',
});

/** A project whose test has a 25-second section, then an untimed one (the page waits before it). */
async function setUp(request: APIRequestContext) {
  const staff = await signInStaff(request);
  const { projectId, consultant } = await publishedTestProject(
    request,
    staff,
    { code: 'SKEW', name: 'Clock skew', project: 'Clock skew' },
    [
      { title: 'Timed', time_limit_seconds: SECTION_SECONDS, items: [single('Is the sky blue?')] },
      { title: 'Afterwards', time_limit_seconds: null, items: [single('Is grass green?')] },
    ],
  );
  return { projectId, consultant };
}

/** The server's remaining seconds of the first section and its state. */
async function serverClock(
  request: APIRequestContext,
  p: { code: string; submissionId: number },
  sectionId: string,
) {
  return call<{ section_state: string; remaining_seconds: number | null }>(
    request,
    'test-activities/participant-last-attempt',
    { participant_code: p.code, submission_id: p.submissionId, section_id: sectionId },
  );
}

async function shownSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('section-timer').textContent()) ?? '';
  const [m, s] = text.split(':').map(Number);
  return m * 60 + s;
}

test.describe('a device clock off by an hour (clock-skew)', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let setup: Awaited<ReturnType<typeof setUp>>;

  test.beforeAll(async ({ request }) => {
    setup = await setUp(request);
  });

  for (const [label, offset] of [
    ['ahead', HOUR_MS],
    ['behind', -HOUR_MS],
  ] as const) {
    test(`an hour ${label}: the timer shows the server's time and the section ends when the server says`, async ({
      page,
      request,
    }) => {
      const p = await newParticipant(request, setup, `Skewed ${label}`);
      await page.addInitScript((skew: number) => {
        localStorage.setItem('language', 'en');
        const RealDate = Date;
        const Skewed = function (this: unknown, ...args: unknown[]) {
          if (!new.target) return new RealDate(RealDate.now() + skew).toString();
          // Any explicit date is taken as given; only "now" is off.
          return args.length
            ? new RealDate(...(args as [number, number]))
            : new RealDate(RealDate.now() + skew);
        };
        Object.setPrototypeOf(Skewed, RealDate);
        Skewed.prototype = RealDate.prototype;
        const SkewedDate = Skewed as unknown as DateConstructor;
        SkewedDate.now = () => RealDate.now() + skew;
        globalThis.Date = SkewedDate;
      }, offset);
      await page.goto(`/test-activity/test/${p.code}?submission=${p.submissionId}`);
      await expect(page.getByTestId('section-timer')).toBeVisible();
      // The page's wall clock really is off by the hour.
      const skew = await page.evaluate(() => Date.now() - (performance.timeOrigin + performance.now()));
      expect(Math.abs(skew - offset)).toBeLessThan(5_000);

      const attempt = await call<{ sections: { id: string }[] }>(request, 'test-activities/instrument', {
        participant_code: p.code,
        attempt_id: p.submissionId,
      });
      const sectionId = attempt.sections[0].id;
      const main = page.getByRole('main');
      await main.getByRole('radio', { name: 'Yes', exact: true }).check();
      await expect(page.getByRole('status').filter({ hasText: 'All answers saved' })).toBeVisible();

      // Shown and server time agree within 2 s while the section runs.
      const server = await serverClock(request, p, sectionId);
      const shown = await shownSeconds(page);
      expect(server.section_state).toBe('current');
      expect(Math.abs(shown - (server.remaining_seconds ?? 0))).toBeLessThanOrEqual(2);

      // Not early: with the server still giving time, the section is still open on the page.
      for (;;) {
        const now = await serverClock(request, p, sectionId);
        if ((now.remaining_seconds ?? 0) <= 3) break;
        await expect(page.getByTestId('section-timer')).toBeVisible();
        await expect(main.getByRole('heading', { name: 'Next: Afterwards' })).toBeHidden();
        expect(Math.abs((await shownSeconds(page)) - (now.remaining_seconds ?? 0))).toBeLessThanOrEqual(2);
        await page.waitForTimeout(2_000);
      }
      // Not late: it ends within a few seconds of the server's zero.
      await expect(main.getByRole('heading', { name: 'Next: Afterwards' })).toBeVisible({ timeout: 8_000 });
      const after = await serverClock(request, p, sectionId);
      expect(after).toMatchObject({ section_state: 'finished', remaining_seconds: 0 });
    });
  }
});
