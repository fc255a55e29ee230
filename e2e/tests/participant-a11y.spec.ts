import { WEB_APP_NAME, WEB_APP_SECRET } from '@asesa/contracts';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, WCAG_22_AA } from '../fixtures/axe';
import { expectConsistentHelp } from '../fixtures/help';
import { expectTargetSizes, expectUsableStops, tabStops } from '../fixtures/keyboard';
import {
  accessCodes,
  consultantApi,
  participantCall,
  partnerProject,
  registerParticipant,
} from '../fixtures/partner-setup';
import { DEMO } from '../fixtures/session';

// Issue 7: every participant and partner page passes axe-core's WCAG 2.1 A/AA rules with no
// serious or critical violation, on a desktop and (form, dashboard, test) on a 360×740 phone.
// The participants are this spec's own, made through the API: a project with an instrument that
// has every item type (so the test page renders every item input) plus the demo ability test,
// showing results, so one participant can be taken to the results page.

const run = Date.now().toString(36).toUpperCase();

/** Opens a page, waits for what shows it is ready (and the network to settle), then runs axe. */
async function check(page: Page, path: string, ready: (page: Page) => Locator, label = path) {
  await test.step(label, async () => {
    await page.goto(path);
    await expect(ready(page).first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, label);
  });
}

async function adminApi(request: APIRequestContext) {
  const device_id = `e2ea11y${Date.now()}${Math.random().toString(36).slice(2)}`.slice(0, 36).padEnd(36, 'x');
  const post = async (path: string, data: unknown, token?: string) => {
    const res = await request.post(`/api/v1/${path}`, {
      data,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return (await res.json()).data;
  };
  const { token } = await post('token/get', {
    app_name: WEB_APP_NAME,
    secret: WEB_APP_SECRET,
    device_type: 'web',
    device_id,
  });
  const signed = await post(
    'auth/login',
    { username: DEMO.admin.email, password: DEMO.admin.password },
    token,
  );
  return (path: string, data: unknown) => post(path, data, signed.token);
}

const options = (...texts: string[]) => texts.map((text, i) => ({ id: String.fromCharCode(65 + i), text }));

/** One timed section with one item of each type. */
const ITEMS = [
  { type: 'single', stem: 'What is 2 + 2?', options: options('3', '4', '5'), key: 'B' },
  {
    type: 'multiple',
    stem: 'Which are prime?',
    options: options('2', '4', '5'),
    keys: ['A', 'C'],
    max_choices: 2,
  },
  { type: 'true-false', stem: 'The sun is a star.', key: true },
  {
    type: 'likert',
    stem: 'I enjoy solving puzzles.',
    points: 5,
    options: options('Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree').map((o, i) => ({
      ...o,
      value: i + 1,
    })),
  },
  {
    type: 'forced-choice',
    stem: 'Which statement is most like you, and which least?',
    statements: [
      { id: 'A', text: 'I plan ahead.', indicator: 'GR-ITEMS' },
      { id: 'B', text: 'I enjoy meeting people.', indicator: 'GR-ITEMS' },
      { id: 'C', text: 'I stay calm under pressure.', indicator: 'GR-ITEMS' },
    ],
  },
  {
    type: 'ranking',
    stem: 'Put the steps in order.',
    options: options('Check', 'Plan', 'Do'),
    keys: ['B', 'C', 'A'],
  },
  { type: 'numeric', stem: 'What is 6 × 7?', min: 0, max: 100, key: { value: 42 } },
  { type: 'text', stem: 'Describe your ideal working day.', scoring: 'unscored', max_length: 500 },
];

const people = {
  /** Has only entered an access code: the registration form. */
  fresh: '',
  /** Registered, nothing taken: statement, dashboard, test. */
  taking: '',
  takingSubmission: 0,
  /** Registered, every test submitted and the assessment completed: results, finish pages. */
  done: '',
  doneSubmission: 0,
  slug: '',
  projectId: 0,
  /** Registered, granted breaks: the break screen. */
  resting: '',
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const admin = await adminApi(request);
  const { id } = await admin('instruments/new', {
    code: `E2E-A11Y-${run}`,
    name: `Every item ${run}`,
    kind: 'ability',
  });
  await admin('instruments/content', {
    id,
    sections: [{ title: 'Mixed', time_limit_seconds: 900, items: ITEMS }],
  });
  await admin('instruments/submit', { id });

  const call = await consultantApi(request);
  const partner = await partnerProject(call, `AX${run}`, { colour: '#1d4f91', font: '', proctoring: 'off' });
  people.slug = partner.slug;
  const instruments = (await call('instruments/compact-list', {})) as { id: number; code: string }[];
  const ability = instruments.find((i) => i.code === 'DEMO-ABILITY')!;
  const project = await call('projects/new', {
    account_corporate_id: partner.corporateId,
    name: `A11y Intake ${run}`,
    instrument_ids: [id, ability.id],
    settings: { show_results: true, proctoring_level: 'off' },
  });
  const [a, b, c, d] = await accessCodes(call, project.id, 4);
  const enter = async (code: string) =>
    (await participantCall(request, 'test-activities/submit-code', { code })).code as string;
  people.fresh = await enter(a);
  people.taking = await enter(b);
  people.done = await enter(c);
  people.projectId = project.id;
  people.resting = await enter(d);
  await registerParticipant(request, people.resting, {
    name: `Rina Resting ${run}`,
    email: `rina.${run}@example.com`,
  });
  await registerParticipant(request, people.taking, {
    name: `Tara Taking ${run}`,
    email: `tara.${run}@example.com`,
  });
  await registerParticipant(request, people.done, {
    name: `Dana Done ${run}`,
    email: `dana.${run}@example.com`,
  });
  // The form asks for more once the others are registered, so the fresh participant's form shows it all.
  await call('projects/configs/landing-form/update', {
    project_id: project.id,
    fields: {
      city: { show: true, required: true },
      education_level: { show: true, required: true },
      photo: { show: true, required: false },
    },
  });
  const taking = await participantCall(request, 'test-activities/home', { participant_code: people.taking });
  people.takingSubmission = taking.instruments[0].submission_id;
  const done = await participantCall(request, 'test-activities/home', { participant_code: people.done });
  for (const { submission_id } of done.instruments as { submission_id: number }[]) {
    await participantCall(request, 'test-activities/mark-as-started', {
      participant_code: people.done,
      submission_id,
    });
    await participantCall(request, 'test-activities/submission', {
      participant_code: people.done,
      submission_id,
      submission: {},
      is_final: true,
    });
  }
  people.doneSubmission = done.instruments[0].submission_id;
  await participantCall(request, 'test-activities/congrat-candidate', { participant_code: people.done });
});

const heading = (page: Page) => page.getByRole('heading');
/** The test page shows the section's Start button or a question ("Soal 2 dari 8"). */
const testReady = (page: Page) =>
  page
    .getByRole('button', { name: /^(Mulai|Start)/ })
    .or(page.getByText(/^(Soal|Question) \d+ (dari|of) \d+/));

test('public and participant pages have no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(180_000);
  await check(page, '/access-codes/', (p) => p.getByRole('textbox'));
  await check(page, `/access-code/${people.slug}`, (p) => p.getByRole('textbox'));
  await check(page, '/access-code/demo', (p) => p.getByRole('textbox'));
  await check(page, `/access-code/no-such-corp-${run.toLowerCase()}`, (p) => p.getByRole('alert'));
  await check(page, `/test-activity/form/${people.fresh}`, (p) =>
    p.getByRole('button', { name: /Lanjut|Continue/ }),
  );
  await test.step('the form with its error messages', async () => {
    await page.getByRole('button', { name: /Lanjut|Continue/ }).click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await expectAccessible(page, 'form with errors');
  });
  await check(page, `/test-activity/statement/${people.taking}`, (p) => p.getByRole('checkbox'));
  await check(page, `/test-activity/dashboard/${people.taking}`, heading);
  await check(page, `/test-activity/test/${people.taking}?submission=${people.takingSubmission}`, testReady);
  await test.step('the test page with a question on screen', async () => {
    const start = page.getByRole('button', { name: /^(Mulai|Start)/ });
    if (await start.isVisible()) await start.click();
    await expect(page.getByText(/^(Soal|Question) \d+ (dari|of) \d+/)).toBeVisible();
    await expectAccessible(page, 'test page, first question');
  });
  await check(page, `/test-activity/test-result/${people.done}`, heading);
  await test.step('the results once verified', async () => {
    await expect(page.getByRole('heading', { name: /^(Hasil Anda|Your results)$/ })).toBeVisible({
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'test-result page with results');
  });
  await check(page, `/test-activity/dashboard/${people.done}`, heading, 'dashboard with every test finished');
  await check(page, '/test-activity/offline', (p) => p.getByRole('main'));
  await check(page, '/Offline', (p) => p.getByRole('main'));
  // An unknown path of the participant area: its own page-not-found.
  await check(page, '/test-activity/', (p) => p.getByRole('heading', { name: '404' }), 'participant 404');
});

test('every item type of the test page has no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`/test-activity/test/${people.taking}?submission=${people.takingSubmission}`);
  const start = page.getByRole('button', { name: /^(Mulai|Start)/ });
  await expect(start.or(page.getByRole('radio')).first()).toBeVisible({ timeout: 20_000 });
  if (await start.isVisible()) await start.click();
  for (let n = 1; n <= ITEMS.length; n++) {
    await test.step(`item ${n}: ${ITEMS[n - 1].type}`, async () => {
      await expect(page.getByText(ITEMS[n - 1].stem, { exact: false }).first()).toBeVisible();
      await expectAccessible(page, `test page, ${ITEMS[n - 1].type} item`);
      if (n === 1) {
        // Answered: the save status shows (saving, then saved).
        await page.getByRole('radio').first().check();
        await expect(
          page
            .getByRole('status')
            .filter({ hasText: /tersimpan|saved/i })
            .first(),
        ).toBeVisible();
        await expectAccessible(page, 'test page, an answer saved');
      }
      const next = page.getByRole('button', { name: /^(Next|Berikutnya|Selanjutnya)$/ });
      if (n < ITEMS.length) await next.click();
    });
  }
});

test('partner pages have no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(180_000);
  const base = '/aktivitas-ujian/partner';
  await check(page, base, heading);
  await check(page, `${base}/dashboard/${people.taking}`, heading);
  await check(page, `${base}/statement/${people.taking}`, (p) => p.getByRole('checkbox'));
  await check(page, `${base}/test/${people.taking}?submission=${people.takingSubmission}`, testReady);
  await check(page, `${base}/finish?pcode=${people.done}`, heading);
  await check(page, `${base}/finish-section/${people.done}?submission=${people.doneSubmission}`, heading);
  await check(page, `${base}/expired`, heading);
  await check(page, `${base}/offline`, (p) => p.getByRole('main'));
  await check(page, `${base}/test-result/${people.done}`, heading);
});

test.describe('on a 360×740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('form, dashboard and test pages have no serious or critical axe violation', async ({ page }) => {
    test.setTimeout(120_000);
    await check(page, `/test-activity/form/${people.fresh}`, (p) =>
      p.getByRole('button', { name: /Lanjut|Continue/ }),
    );
    await check(page, `/test-activity/dashboard/${people.taking}`, heading);
    await check(
      page,
      `/test-activity/test/${people.taking}?submission=${people.takingSubmission}`,
      testReady,
    );
    const start = page.getByRole('button', { name: /^(Mulai|Start)/ });
    if (await start.isVisible()) await start.click();
    await expect(page.getByText(/^(Soal|Question) \d+ (dari|of) \d+/)).toBeVisible();
    await expectAccessible(page, 'test page on a phone, a question');
  });
});

/** Opens a page in a language, runs axe with WCAG 2.2 AA, walks it with Tab and measures its targets. */
async function keyboardCheck(
  page: Page,
  path: string,
  ready: (page: Page) => Locator,
  label: string,
  language: 'en' | 'id',
) {
  await test.step(label, async () => {
    await page.goto(path);
    await expect(ready(page).first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, label, WCAG_22_AA);
    const stops = await tabStops(page);
    expectUsableStops(stops, label);
    await expectConsistentHelp(page, stops, label, language);
    // A sensible order: the skip link first, then down the page (never jumping back above the header).
    if (path.startsWith('/test-activity/'))
      expect.soft(stops[0]?.name, `${label}: the skip link comes first`).toMatch(/Langsung ke konten|Skip/);
    await expectTargetSizes(page, label);
  });
}

const inLanguage = async (page: Page, language: 'en' | 'id') =>
  page.addInitScript((l) => localStorage.setItem('language', l), language);

for (const language of ['id', 'en'] as const)
  test(`keyboard, focus, target sizes and names of the participant pages (WCAG 2.2 AA, ${language})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await inLanguage(page, language);
    await keyboardCheck(
      page,
      '/access-codes/',
      (p) => p.getByRole('textbox'),
      `code entry (${language})`,
      language,
    );
    await keyboardCheck(
      page,
      `/access-code/${people.slug}`,
      (p) => p.getByRole('textbox'),
      `access code (${language})`,
      language,
    );
    await keyboardCheck(
      page,
      `/test-activity/form/${people.fresh}`,
      (p) => p.getByRole('button', { name: /Lanjut|Continue/ }),
      `registration form (${language})`,
      language,
    );
    await keyboardCheck(
      page,
      `/test-activity/statement/${people.taking}`,
      (p) => p.getByRole('checkbox'),
      `terms (${language})`,
      language,
    );
    await keyboardCheck(
      page,
      `/test-activity/dashboard/${people.taking}`,
      heading,
      `dashboard (${language})`,
      language,
    );
    await keyboardCheck(
      page,
      `/test-activity/test/${people.taking}?submission=${people.takingSubmission}`,
      testReady,
      `test page (${language})`,
      language,
    );
    await test.step(`the runner: a timer, a save status, named controls (${language})`, async () => {
      const start = page.getByRole('button', { name: /^(Mulai|Start)/ });
      if (await start.isVisible()) await start.click();
      await expect(page.getByText(/^(Soal|Question) \d+ (dari|of) \d+/)).toBeVisible();
      // The section clock is a timer (role="timer" is polite and not read out each second).
      const timer = page.getByRole('timer');
      await expect(timer.first()).toBeVisible();
      await expect(timer.first()).not.toHaveAttribute('aria-live', /assertive/);
      await expect(page.getByRole('status').first()).toBeAttached();
      // Both languages take the same test: the second resumes at the question the first left open.
      await page.getByRole('radio').or(page.getByRole('checkbox')).first().check();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: /tersimpan|saved/i })
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Next|Berikutnya|Selanjutnya)$/ })).toBeVisible();
      await expectAccessible(page, `runner (${language})`, WCAG_22_AA);
      const runnerStops = await tabStops(page);
      expectUsableStops(runnerStops, `runner (${language})`);
      await expectConsistentHelp(page, runnerStops, `runner (${language})`, language);
      await expectTargetSizes(page, `runner (${language})`);
    });
    await keyboardCheck(
      page,
      `/test-activity/test-result/${people.done}`,
      heading,
      `finish / results (${language})`,
      language,
    );
  });

test('code entry takes a pasted code and asks no puzzle (WCAG 3.3.8)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/access-codes/');
  const box = page.getByRole('textbox').first();
  await expect(box).toBeVisible();
  // Pasting (from the invitation e-mail or a password manager) fills the box: nothing blocks it.
  await page.evaluate((code) => navigator.clipboard.writeText(code), people.fresh);
  await box.focus();
  await page.keyboard.press('ControlOrMeta+V');
  // The box keeps the code's length (its maxlength); what it holds came from the clipboard.
  const pasted = await box.inputValue();
  expect(pasted.length).toBeGreaterThan(3);
  expect(people.fresh.toUpperCase().startsWith(pasted.toUpperCase())).toBe(true);
  await expect(page.locator('img[alt*="captcha" i], [class*="captcha" i]')).toHaveCount(0);
});

test('the break screen of an accommodation with breaks (en, id): clock paused, resume', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const call = await consultantApi(request);
  const pcode = people.resting;
  const list = await call('projects/participants/datatable', {
    project_id: people.projectId,
    start: 0,
    length: 100,
  });
  const me = (list.data as { id: number; participant_code: string }[]).find(
    (r) => r.participant_code === pcode,
  )!;
  await call('projects/participants/accommodations/grant', {
    participant_id: me.id,
    requested_by: 'staff',
    reason: 'Medical letter: rest breaks',
    break_minutes: 5,
  });
  const home = await participantCall(request, 'test-activities/home', { participant_code: pcode });
  const submission = home.instruments[0].submission_id as number;
  await participantCall(request, 'test-activities/mark-as-started', {
    participant_code: pcode,
    submission_id: submission,
  });
  for (const language of ['id', 'en'] as const) {
    await test.step(language, async () => {
      await page.evaluate((l) => localStorage.setItem('language', l), language).catch(() => undefined);
      await inLanguage(page, language);
      await page.goto(`/test-activity/test/${pcode}?submission=${submission}`);
      await page.getByRole('button', { name: language === 'en' ? 'Take a break' : 'Ambil jeda' }).click();
      const screen = page.getByTestId('break-screen');
      await expect(
        screen.getByRole('heading', {
          level: 1,
          name: language === 'en' ? 'You are on a break' : 'Anda sedang jeda',
        }),
      ).toBeVisible();
      await expect(screen.getByRole('timer')).toHaveText(/^0?[0-5]:\d\d$/);
      await expectAccessible(page, `break screen (${language})`, WCAG_22_AA);
      await expectTargetSizes(page, `break screen (${language})`);
      await page.screenshot({ path: test.info().outputPath(`break-screen-${language}.png`), fullPage: true });
      await screen
        .getByRole('button', { name: language === 'en' ? 'Resume the test' : 'Lanjutkan tes' })
        .click();
      await expect(page.getByText(/^(Soal|Question) \d+ (dari|of) \d+/)).toBeVisible();
    });
  }
});
