import { chromium, expect, type Frame, type Page, test } from '@playwright/test';
import {
  accessCodes,
  consultantApi,
  participantCall,
  partnerProject,
  registerParticipant,
} from '../fixtures/partner-setup';
import { signIn } from '../fixtures/session';

// Spec 2.3 and issue 7: a partner's page embeds the partner area in an iframe. The header logo
// posts BACK_TO_PARENT to the parent, the corporate's colour and font are applied and kept, and
// the proctoring events of the test page reach the back office's integrity summary.

const run = Date.now().toString(36).toUpperCase();
const COLOUR = '#8b1a1a';
const person = { name: `Pia Partner ${run}`, email: `pia.${run.toLowerCase()}@example.com` };
const HOST_PATH = '/partner-host.html';

let pcode = '';
let spareCode = '';
let projectId = 0;
let submissionId = 0;

test.beforeAll(async ({ request }) => {
  const call = await consultantApi(request);
  const project = await partnerProject(call, `PP${run}`, {
    colour: COLOUR,
    font: 'Georgia, serif',
    proctoring: 'strict',
  });
  projectId = project.projectId;
  const [code, spare] = await accessCodes(call, projectId, 2);
  spareCode = spare;
  pcode = (await participantCall(request, 'test-activities/submit-code', { code })).code;
  await registerParticipant(request, pcode, person);
  const home = await participantCall(request, 'test-activities/home', { participant_code: pcode });
  submissionId = home.instruments[0].submission_id;
});

/**
 * A partner's page on the app's own origin (frame-ancestors allows 'self'): it frames a partner
 * URL and keeps every message the frame posts in window.received.
 */
async function openHost(page: Page, framed: string) {
  await page.route(`**${HOST_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Partner portal</title></head><body>
<script>window.received = []; window.addEventListener('message', (e) => window.received.push(e.data));</script>
<iframe id="embed" title="Asesa" src="${framed}" style="width: 1000px; height: 760px; border: 0"></iframe>
</body></html>`,
    }),
  );
  await page.goto(HOST_PATH);
  return page.frameLocator('#embed');
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);
const partnerFrame = (page: Page, path: RegExp): Frame => {
  const frame = page.frames().find((f) => path.test(f.url()));
  if (!frame) throw new Error(`no frame at ${path}`);
  return frame;
};

test('the embedded dashboard is themed by the corporate and its logo posts BACK_TO_PARENT', async ({
  page,
}) => {
  const frame = await openHost(page, `/aktivitas-ujian/partner/dashboard/${pcode}`);
  const header = frame.getByTestId('partner-header');
  await expect(header).toBeVisible();
  await expect(header).toHaveCSS('background-color', 'rgb(139, 26, 26)');
  await expect(frame.locator('.ant-layout').first()).toHaveCSS('font-family', /Georgia/);
  const inner = partnerFrame(page, /\/aktivitas-ujian\/partner\/dashboard\//);
  expect(await inner.evaluate(() => localStorage.getItem('color_theme'))).toBe(COLOUR);
  await expect(frame.getByRole('main', { name: 'Aktivitas Ujian' })).toBeVisible();

  await frame.getByRole('button', { name: 'Kembali' }).click();
  await expect.poll(() => received(page)).toContain('BACK_TO_PARENT');
});

test("the bare partner path says 'Terjadi Kesalahan'; unknown partner paths go to /404", async ({ page }) => {
  const frame = await openHost(page, `/aktivitas-ujian/partner`);
  await expect(frame.getByRole('heading', { name: 'Terjadi Kesalahan' })).toBeVisible();
  await expect(
    frame.getByText('Halaman yang Anda maksud tidak ditemukan, pastikan untuk cek kembali link Anda.'),
  ).toBeVisible();
  await page.goto('/aktivitas-ujian/partner/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
});

test('proctoring events of the embedded test reach the integrity summary in the back office', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const call = await consultantApi(request);
  const started = page.waitForResponse((r) => r.url().endsWith('/test-activities/mark-as-started'));
  const policy = page.waitForResponse((r) => r.url().endsWith('/test-activities/proctoring-policy'));
  const frame = await openHost(page, `/aktivitas-ujian/partner/test/${pcode}?submission=${submissionId}`);
  expect((await started).status()).toBe(200);
  expect((await policy).status()).toBe(200);
  await expect(frame.getByRole('radio').first()).toBeVisible();
  const inner = partnerFrame(page, /\/aktivitas-ujian\/partner\/test\//);

  const tracked = (status: string) =>
    page.waitForResponse(
      (r) =>
        r.url().endsWith('/test-activities/proctoring-track') &&
        r.request().postDataJSON()?.status === status,
    );
  await expect
    .poll(async () => {
      const hidden = tracked('tab_hidden');
      // The tab is hidden, the window loses focus, text is copied; then the candidate comes back.
      await inner.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new Event('blur'));
      });
      return (await hidden).status();
    })
    .toBe(200);
  const copied = tracked('copy');
  const back = tracked('tab_visible');
  await inner.evaluate(() => {
    document.dispatchEvent(new Event('copy'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect((await copied).status()).toBe(200);
  expect((await back).status()).toBe(200);

  const participantId = await test.step('the server recorded them', async () => {
    const list = await call('projects/participants/datatable', {
      project_id: projectId,
      start: 0,
      length: 10,
      search: { value: pcode },
    });
    const id = list.data[0].id as number;
    const results = await call('projects/participants/results', { participant_id: id });
    const kinds = (results.integrity.by_kind as { kind: string }[]).map((k) => k.kind);
    expect(kinds).toEqual(expect.arrayContaining(['tab_hidden', 'window_blur', 'copy', 'tab_visible']));
    return id;
  });
  expect(participantId).toBeGreaterThan(0);

  await test.step('the reviewer sees the counts and the timeline as evidence', async () => {
    const reviewer = await browser.newContext();
    const office = await reviewer.newPage();
    await signIn(office, 'consultant');
    await office.goto(`/project/detail/${projectId}`);
    const row = office.getByRole('row', { name: new RegExp(person.name) });
    await row.getByRole('button', { name: 'Results' }).click();
    const drawer = office.getByRole('dialog', { name: `Results for ${person.name}` });
    const summary = drawer.getByTestId('integrity-summary');
    await expect(summary).toBeVisible();
    await expect(summary.getByText('never a verdict', { exact: false })).toBeVisible();
    const counts = summary.getByRole('table', { name: /proctoring event/ });
    await expect(counts.getByRole('row', { name: /Tab hidden/ })).toBeVisible();
    await expect(counts.getByRole('row', { name: /Copy/ })).toBeVisible();
    const timeline = summary.getByRole('table', { name: 'Timeline' });
    await expect(timeline.getByRole('row', { name: /Window lost focus/ })).toBeVisible();
    await expect(timeline.getByText(/away \d+ s/)).toBeVisible();
    await reviewer.close();
  });
});

test('finishing a section and the test posts FINISH_SECTION and FINISH to the parent and sends the partner events', async ({
  page,
  request,
}) => {
  const code = (await participantCall(request, 'test-activities/submit-code', { code: spareCode })).code;
  await registerParticipant(request, code, {
    name: `Raka Partner ${run}`,
    email: `raka.${run.toLowerCase()}@example.com`,
  });
  const home = await participantCall(request, 'test-activities/home', { participant_code: code });
  const submission = home.instruments[0].submission_id as number;
  await participantCall(request, 'test-activities/mark-as-started', {
    participant_code: code,
    submission_id: submission,
  });
  await participantCall(request, 'test-activities/submission', {
    participant_code: code,
    submission_id: submission,
    submission: {},
    is_final: true,
  });

  const sectionEvent = page.waitForResponse((r) => r.url().endsWith('/partner/send-event'));
  const frame = await openHost(
    page,
    `/aktivitas-ujian/partner/finish-section/${code}?submission=${submission}`,
  );
  await expect(frame.getByRole('heading', { name: 'Bagian ujian selesai' })).toBeVisible();
  expect((await sectionEvent).status()).toBe(200);
  await expect
    .poll(() => received(page))
    .toContainEqual({ type: 'FINISH_SECTION', participant_code: code, submission_id: submission });

  await participantCall(request, 'test-activities/congrat-candidate', { participant_code: code });
  const finishEvent = page.waitForResponse((r) => r.url().endsWith('/partner/send-event'));
  const finished = await openHost(page, `/aktivitas-ujian/partner/finish?pcode=${code}`);
  await expect(finished.getByRole('heading', { name: 'Ujian selesai' })).toBeVisible();
  expect((await finishEvent).status()).toBe(200);
  await expect.poll(() => received(page)).toContainEqual({ type: 'FINISH', participant_code: code });
});

test('webcam proctoring: the candidate consents before the test; snapshots reach the reviewer as evidence', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const call = await consultantApi(request);
  const project = await partnerProject(call, `WC${run}`, {
    colour: '#003366',
    font: '',
    proctoring: 'webcam',
  });
  const [access] = await accessCodes(call, project.projectId, 1);
  const code = (await participantCall(request, 'test-activities/submit-code', { code: access })).code;
  const name = `Wira Webcam ${run}`;
  await registerParticipant(request, code, { name, email: `wira.${run.toLowerCase()}@example.com` });
  const home = await participantCall(request, 'test-activities/home', { participant_code: code });
  const submission = home.instruments[0].submission_id as number;

  // Chromium's fake camera, granted without a browser prompt: the consent is the page's own dialog.
  const camera = await chromium.launch({
    executablePath: test.info().project.use.launchOptions?.executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
  try {
    const context = await camera.newContext({
      baseURL: test.info().project.use.baseURL,
      permissions: ['camera'],
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(`/test-activity/statement/${code}`);
    const notice = page.getByTestId('proctoring-notice');
    await expect(notice).toBeVisible();
    await expect(notice.getByText('foto dari kamera Anda setiap 30 detik')).toBeVisible();

    // The test page asks for the consent until the camera is on.
    await page.goto(`/test-activity/test/${code}?submission=${submission}`);
    const consent = page.getByRole('dialog', { name: 'Ujian ini diawasi' });
    await expect(consent).toBeVisible();
    await consent.getByRole('checkbox').check();
    const snapshot = page.waitForResponse((r) => r.url().endsWith('/test-activities/proctoring-snapshot'));
    await consent.getByRole('button', { name: 'Setuju dan nyalakan kamera' }).click();
    await expect(consent).toBeHidden();
    expect((await snapshot).status()).toBe(200);
  } finally {
    await camera.close();
  }

  const reviewer = await browser.newContext();
  const office = await reviewer.newPage();
  await signIn(office, 'consultant');
  await office.goto(`/project/detail/${project.projectId}`);
  await office
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Results' })
    .click();
  const summary = office
    .getByRole('dialog', { name: `Results for ${name}` })
    .getByTestId('integrity-summary');
  await expect(summary.getByRole('row', { name: /Webcam consent given/ }).first()).toBeVisible();
  // One snapshot at least: a loaded machine may take a second before the page closes.
  await expect(summary.getByRole('img', { name: /Webcam snapshot taken/ }).first()).toBeVisible();
  await reviewer.close();
});
