import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { call, newParticipant, signInApi } from '../fixtures/api';
import { type EnglishText, englishOnPage, englishTexts } from '../fixtures/english-on-page';

// The candidate's test page in Indonesian (the participant pages' default) is never a dead end:
// a second tab on a section another tab finished moves on and says why, once; a reload without a
// connection shows the product's connection-lost page and the queued answers reach the server when
// it is back; the one-minute warning is up only in the last minute's first seconds; the end of the
// time says so; the finish dialog opens on its safe choice and keeps Tab inside. Every state is
// checked for English. The page's clock is Playwright's (page.clock), so no step waits on time.

const SHOTS = process.env.PARTICIPANT_SHOTS;

const single = (stem: string, options: string[]) => ({
  type: 'single',
  stem,
  options: options.map((text, i) => ({ id: String.fromCharCode(65 + i), text })),
  key: 'A',
});
const Q1 = single('Berapakah 2 + 2?', ['4', '5', '6']);
const Q2 = single('Ibu kota Indonesia adalah …', ['Jakarta', 'Bandung', 'Medan']);
const Q3 = single('Berapakah 3 × 3?', ['9', '6', '12']);

type Section = { title: string; time_limit_seconds: number | null; items: unknown[] };
interface Setup {
  admin: string;
  consultant: string;
}

async function setUp(request: APIRequestContext): Promise<Setup> {
  return { admin: await signInApi(request, 'admin'), consultant: await signInApi(request, 'consultant') };
}

let made = 0;
/** A published test of these sections in a project of its own (proctoring off). */
async function project(request: APIRequestContext, { admin, consultant }: Setup, sections: Section[]) {
  const run = `${Date.now().toString(36).toUpperCase()}${made++}`;
  const { id } = await call<{ id: number }>(
    request,
    'instruments/new',
    { code: `E2E-ID-${run}`, name: `Tes penalaran ${run}`, kind: 'ability' },
    admin,
  );
  await call(request, 'instruments/content', { id, sections }, admin);
  await call(request, 'instruments/submit', { id }, admin);
  const created = await call<{ id: number }>(
    request,
    'projects/new',
    { account_corporate_id: 1, name: `Proyek kandidat ${run}`, instrument_ids: [id] },
    consultant,
  );
  await call(request, 'projects/update-setting', { id: created.id, proctoring_level: 'off' }, consultant);
  return created.id;
}

type Participant = { code: string; submissionId: number };
const testUrl = (p: Participant) => `/test-activity/test/${p.code}?submission=${p.submissionId}`;

/** Opens the test page in Indonesian (the default: nothing chosen on this device). */
async function openTest(page: Page, p: Participant) {
  await page.goto(testUrl(p));
  await expect(page.getByRole('main').getByText(/^Soal \d+ dari \d+/)).toBeVisible();
}

async function serverAnswers(request: APIRequestContext, p: Participant) {
  const attempt = await call<{ answers: Record<string, unknown> }>(request, 'test-activities/instrument', {
    participant_code: p.code,
    attempt_id: p.submissionId,
  });
  return attempt.answers;
}

const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'Semua jawaban tersimpan' });
const movedOn = (page: Page) => page.getByTestId('moved-on-notice');
const sectionIntro = (page: Page, title: string) =>
  page.getByRole('main').getByRole('heading', { name: `Berikutnya: ${title}` });

test.describe('the candidate test page in Indonesian', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let setup: Setup;
  let english: EnglishText[];
  const noEnglish = async (page: Page, state: string) => {
    expect(await englishOnPage(page, english, { title: true }), `English on the page (${state})`).toEqual([]);
  };
  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  test.beforeAll(async ({ request }) => {
    setup = await setUp(request);
    english = await englishTexts({ participantPages: request });
    expect(english.length).toBeGreaterThan(100);
  });

  test('two tabs: the tab left on a finished section moves on and says so once', async ({
    page,
    context,
    browser,
    request,
  }) => {
    const projectId = await project(request, setup, [
      { title: 'Hitungan', time_limit_seconds: null, items: [Q1, Q2] },
      { title: 'Lanjutan', time_limit_seconds: null, items: [Q3] },
    ]);
    const p = await newParticipant(request, { projectId, consultant: setup.consultant }, 'Dua Tab');
    const tabB = await context.newPage();
    // Another device: no message between tabs reaches it, only the server's refusal of its answer.
    const device: BrowserContext = await browser.newContext();
    const tabC = await device.newPage();
    await openTest(page, p);
    await openTest(tabB, p);
    await openTest(tabC, p);

    const main = page.getByRole('main');
    await main.getByRole('radio', { name: '4', exact: true }).check();
    await expect(saved(page)).toBeVisible();
    await main.getByRole('button', { name: 'Berikutnya', exact: true }).click();
    await main.getByRole('radio', { name: 'Jakarta', exact: true }).check();
    await expect(saved(page)).toBeVisible();

    await test.step('the finish dialog opens on the safe choice and Tab stays inside it', async () => {
      await main.getByRole('button', { name: 'Selesaikan bagian' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Selesaikan bagian ini?' });
      await expect(dialog).toBeVisible();
      const keep = dialog.getByRole('button', { name: 'Lanjutkan mengerjakan' });
      await expect(keep).toBeFocused();
      await shot(page, 'finish-dialog');
      await noEnglish(page, 'finish dialog');
      const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Tab');
        expect(await inDialog(), `focus after Tab ${i + 1}`).toBe(true);
      }
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await inDialog(), `focus after Shift+Tab ${i + 1}`).toBe(true);
      }
      // Enter on the focused safe choice keeps the candidate in the section.
      await keep.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(main.getByText('Ibu kota Indonesia adalah …')).toBeVisible();
      await main.getByRole('button', { name: 'Selesaikan bagian' }).first().click();
      await dialog.getByRole('button', { name: 'Selesai', exact: true }).click();
      await expect(sectionIntro(page, 'Lanjutan')).toBeVisible();
    });

    await test.step('a second tab of the same browser follows at once, without answering', async () => {
      await expect(sectionIntro(tabB, 'Lanjutan')).toBeVisible();
      await expect(movedOn(tabB)).toHaveText(
        'Bagian sebelumnya sudah diselesaikan di tab atau jendela lain. Tes Anda berlanjut dari sini.',
      );
      await shot(tabB, 'stale-tab');
      await noEnglish(tabB, 'stale tab');
    });

    await test.step('another device learns it from its next answer, with one message and no "all saved"', async () => {
      await expect(tabC.getByRole('main').getByText('Berapakah 2 + 2?')).toBeVisible();
      // A click, not check(): the refusal may move the page on before the radio could read as
      // checked, and check() would wait for a radio that is gone.
      await tabC.getByRole('main').getByRole('radio', { name: '5', exact: true }).click();
      await expect(sectionIntro(tabC, 'Lanjutan')).toBeVisible();
      await expect(movedOn(tabC)).toHaveCount(1);
      await expect(movedOn(tabC)).toContainText('sudah diselesaikan di tab atau jendela lain');
      await expect(tabC.getByText('Semua jawaban tersimpan')).toHaveCount(0);
      await expect(tabC.getByText('Sebuah jawaban terlambat', { exact: false })).toHaveCount(0);
      await noEnglish(tabC, 'other device');
      // The refused answer never replaced the one given in the first tab.
      expect(Object.values(await serverAnswers(request, p))).toEqual(['A', 'A']);
    });

    await test.step('starting the next section clears the message', async () => {
      await tabC.getByRole('button', { name: 'Mulai bagian' }).click();
      await expect(tabC.getByRole('main').getByText('Berapakah 3 × 3?')).toBeVisible();
      await expect(movedOn(tabC)).toHaveCount(0);
    });
    await device.close();
  });

  test('reloading offline shows the connection-lost page; the queued answer is sent once back', async ({
    page,
    context,
    request,
  }) => {
    const projectId = await project(request, setup, [
      { title: 'Hitungan', time_limit_seconds: null, items: [Q1, Q2] },
    ]);
    const p = await newParticipant(request, { projectId, consultant: setup.consultant }, 'Luring Lina');
    await openTest(page, p);
    // The service worker has installed the shell and controls the page.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: '4', exact: true }).check();
    await expect(saved(page)).toBeVisible();
    await main.getByRole('button', { name: 'Berikutnya', exact: true }).click();

    await context.setOffline(true);
    // The reload starts a new document, and Chromium's offline emulation can reach it a moment
    // after its first requests (the queued answer once got out that way): the API also refuses
    // at the route while the test says the connection is gone.
    const api = '**/api/**';
    await context.route(api, (route) => route.abort('internetdisconnected'));
    await main.getByRole('radio', { name: 'Jakarta', exact: true }).check();
    await expect(page.getByTestId('offline-banner')).toContainText('1 jawaban menunggu dikirim.');
    await noEnglish(page, 'offline, answer queued');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Koneksi Internet terputus' })).toBeVisible();
    await expect(page.getByText('Periksa koneksi internet Anda, lalu muat ulang halaman.')).toBeVisible();
    await shot(page, 'offline-page');
    await noEnglish(page, 'connection-lost page');
    expect(Object.keys(await serverAnswers(request, p))).toHaveLength(1);

    await context.unroute(api);
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Muat ulang' }).click();
    await page.getByRole('button', { name: 'Lanjutkan', exact: true }).click();
    await expect(main.getByText(/^Soal \d+ dari 2/)).toBeVisible();
    await expect.poll(async () => Object.keys(await serverAnswers(request, p)).length).toBe(2);
    await expect(saved(page)).toBeVisible();
  });

  test('the one-minute warning shows only in the last minute, and the end of the time says so', async ({
    page,
    request,
  }) => {
    // The page asks the server for its time on opening a section and every minute after: the
    // sections that run out are shorter than that, so the jump of the page's clock to zero is never
    // answered by the server's clock, which has not moved.
    const projectId = await project(request, setup, [
      { title: 'Cepat', time_limit_seconds: 70, items: [Q1] },
      { title: 'Kilat', time_limit_seconds: 55, items: [Q2] },
      { title: 'Penutup', time_limit_seconds: 55, items: [Q3] },
    ]);
    const p = await newParticipant(request, { projectId, consultant: setup.consultant }, 'Waktu Wati');
    // Each section asks the server its time when it opens: the jump waits for that answer.
    const serverTime = () =>
      page.waitForResponse((r) => r.url().endsWith('/test-activities/participant-last-attempt'));
    await page.clock.install();
    let asked = serverTime();
    await openTest(page, p);
    await asked;
    const main = page.getByRole('main');
    const warning = main.getByRole('alert').filter({ hasText: 'Sisa waktu satu menit di bagian ini.' });
    const timer = page.getByTestId('section-timer');
    await expect(timer).toHaveText(/^01:0\d$|^01:10$/);
    await expect(warning).toHaveCount(0);
    await main.getByRole('radio', { name: '4', exact: true }).check();
    await expect(saved(page)).toBeVisible();

    /** Moves the page's clock on until the timer shows about `target` seconds. */
    const forwardTo = async (target: number) => {
      const [m, sec] = ((await timer.textContent()) ?? '').split(':').map(Number);
      await page.clock.fastForward(Math.max(0, m * 60 + sec - target) * 1000);
    };

    await test.step('at one minute the warning shows; by 00:45 it is gone', async () => {
      await forwardTo(58);
      await expect(timer).toHaveText(/^00:5\d$/);
      await expect(warning).toBeVisible();
      await shot(page, 'one-minute');
      await noEnglish(page, 'one minute left');
      await forwardTo(45);
      await expect(timer).toHaveText(/^00:[0-4]\d$/);
      await expect(warning).toHaveCount(0);
      await expect(page.getByText('Sisa waktu satu menit', { exact: false })).toHaveCount(0);
      await main.getByRole('button', { name: 'Selesaikan bagian' }).first().click();
      await page
        .getByRole('dialog', { name: 'Selesaikan bagian ini?' })
        .getByRole('button', { name: 'Selesai', exact: true })
        .click();
      // Finished by the candidate: no message about time.
      await expect(sectionIntro(page, 'Kilat')).toBeVisible();
      await expect(movedOn(page)).toHaveCount(0);
    });

    await test.step('at zero the section closes and the next page says the time ran out', async () => {
      asked = serverTime();
      await page.getByRole('button', { name: 'Mulai bagian' }).click();
      await expect(main.getByText('Ibu kota Indonesia adalah …')).toBeVisible();
      await asked;
      await page.clock.fastForward(56_000);
      await expect(sectionIntro(page, 'Penutup')).toBeVisible();
      await expect(movedOn(page)).toHaveText(
        'Waktu bagian sebelumnya sudah habis. Jawaban yang tersimpan tetap dihitung.',
      );
      await shot(page, 'time-up-section');
      await noEnglish(page, 'time up, next section');
    });

    await test.step('the last section out of time ends the test, and the dashboard says so', async () => {
      asked = serverTime();
      await page.getByRole('button', { name: 'Mulai bagian' }).click();
      await expect(main.getByText('Berapakah 3 × 3?')).toBeVisible();
      await asked;
      await page.clock.fastForward(56_000);
      await expect(page).toHaveURL(new RegExp(`/test-activity/dashboard/${p.code}`));
      await expect(
        page.getByRole('status').filter({ hasText: 'Waktu habis. Jawaban yang tersimpan telah dikirim.' }),
      ).toBeVisible();
      await shot(page, 'time-up-dashboard');
      await noEnglish(page, 'time up, dashboard');
    });
  });

  test('the adaptive test counts the questions it asks, its notice names the real button, its end is Indonesian', async ({
    page,
    request,
  }) => {
    const instruments = await call<{ id: number; code: string }[]>(
      request,
      'instruments/compact-list',
      {},
      setup.admin,
    );
    const cat = instruments.find((i) => i.code === 'DEMO-CAT');
    expect(cat, 'the demo has its adaptive test').toBeDefined();
    const created = await call<{ id: number }>(
      request,
      'projects/new',
      { account_corporate_id: 1, name: `Adaptif ${Date.now().toString(36)}`, instrument_ids: [cat?.id] },
      setup.consultant,
    );
    await call(
      request,
      'projects/update-setting',
      { id: created.id, proctoring_level: 'off' },
      setup.consultant,
    );
    const p = await newParticipant(
      request,
      { projectId: created.id, consultant: setup.consultant },
      'Ayu Adaptif',
    );

    await page.goto(`/test-activity/dashboard/${p.code}`);
    const row = page.getByRole('listitem').filter({ hasText: 'Penalaran Adaptif (demo)' });
    await expect(row).toContainText('Paling banyak 20 soal');
    await expect(row).not.toContainText('168');
    await noEnglish(page, 'dashboard with the adaptive test');

    await row.getByRole('button', { name: 'Mulai' }).click();
    const main = page.getByRole('main');
    await expect(main.getByText(/^Soal 1 \(paling banyak 20\)$/)).toBeVisible();
    await expect(
      main.getByText('Setiap jawaban bersifat final setelah Anda menekan Berikutnya.', { exact: false }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Berikutnya', exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAccessibleName('0 terjawab (paling banyak 20 soal)');
    await noEnglish(page, 'adaptive question');

    // The check bites: the same page in English is caught.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(main.getByText(/^Question 1 \(at most 20\)$/)).toBeVisible();
    expect(await englishOnPage(page, english, { title: true })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          text: expect.stringContaining('Each answer is final once you press Next.'),
        }),
      ]),
    );

    // Back in Indonesian, to its end: the end state, its counts and the finish dialog too.
    await page.evaluate(() => localStorage.setItem('language', 'id'));
    await page.reload();
    const done = main.getByText('Anda telah menjawab semua soal di bagian ini.');
    const label = main.getByText(/^Soal \d+ \(paling banyak 20\)$/);
    let asked = 0;
    while (!(await done.isVisible())) {
      await expect(label.or(done)).toBeVisible();
      if (await done.isVisible()) break;
      const shown = await label.textContent();
      await main
        .getByRole('radio')
        .nth(asked % 4)
        .check();
      await main.getByRole('button', { name: 'Berikutnya', exact: true }).click();
      await expect(label.or(done)).not.toHaveText(shown ?? '');
      asked++;
      expect(asked).toBeLessThanOrEqual(20);
    }
    await expect(page.getByRole('progressbar')).toHaveAccessibleName(
      `${asked} terjawab (paling banyak 20 soal)`,
    );
    await noEnglish(page, 'adaptive end state');
    await page.getByRole('button', { name: 'Selesaikan tes' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await noEnglish(page, 'adaptive finish dialog');
  });
});
