import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../fixtures/session';
import { apiAs, dangerousMarkup, installXssTrap, XSS_PAYLOADS as P } from '../fixtures/xss-payloads';

// XSS: 100 payloads placed through the API in instrument content (rich text stems and
// options, section title, instructions), names (instrument, corporate, project, participants),
// a registration field and master translations never run in chromium. Every page where they
// show is opened with a trap installed before the app's scripts (window.__xss, alert/confirm/
// prompt, CSP script violations): nothing may fire, no dialog may open, and no live handler,
// javascript: URL or foreign script element may be in the page.

const run = Date.now().toString(36).toUpperCase();
const ITEMS = 24;
const seeded = { instrumentId: 0, corporateId: 0, projectId: 0, codes: [] as string[], registered: '' };

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const admin = await apiAs(request, 'admin');
  const consultant = await apiAs(request, 'consultant');
  // Instrument content: 24 single-choice items, each stem and option a payload (96 + 4 more).
  const instrument = await admin('instruments/new', {
    code: `XSS-${run}`,
    name: P[0],
    kind: 'ability',
    instructions: `I ${P[1]}`,
  });
  const items = Array.from({ length: ITEMS }, (_, i) => ({
    type: 'single',
    // A visible label too: a payload the sanitiser empties entirely is refused (400), rightly.
    stem: `Q${i} ${P[(i * 4) % 100]}`,
    options: [1, 2, 3].map((k) => ({ id: `o${k}`, text: `A${i}.${k} ${P[(i * 4 + k) % 100]}` })),
    key: 'o1',
  }));
  await admin('instruments/content', { id: instrument.id, sections: [{ title: `S ${P[98]}`, items }] });
  await admin('instruments/submit', { id: instrument.id });
  seeded.instrumentId = instrument.id;

  const corporate = await consultant('accounts/corporates/new', {
    name: P[2],
    legal_name: P[3],
    slug: `xss-${run.toLowerCase()}`,
  });
  seeded.corporateId = corporate.id;
  await consultant('accounts/credits/top-up', {
    account_corporate_id: corporate.id,
    amount: 20,
    remarks: P[4],
  });
  const project = await consultant('projects/new', {
    account_corporate_id: corporate.id,
    name: P[5],
    instrument_ids: [instrument.id],
    settings: { proctoring_level: 'off' },
  });
  seeded.projectId = project.id;
  for (let i = 0; i < 6; i++) {
    const invited = await consultant('projects/invitations/invite', {
      project_id: project.id,
      name: P[10 + i],
      email: `xss${i}.${run.toLowerCase()}@example.com`,
    });
    seeded.codes.push(invited.participant_code);
  }
  // The registration form's fields, as the participant submits them.
  const registered = await request.post('/api/v1/test-activities/submit', {
    multipart: {
      participantCode: seeded.codes[0],
      name: P[20],
      email: `xss.reg.${run.toLowerCase()}@example.com`,
      phone: '0812',
      is_agree_tnc: 'true',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  seeded.registered = seeded.codes[0];

  // Master translations of the participant dashboard, in both demo languages.
  for (const language_code of ['en', 'id']) {
    const rows = await admin('master-translations/datatable', {
      page_code: 'participant-dashboard',
      language_code,
      length: 200,
    });
    for (const [i, key] of ['dashboardTitle', 'dashboardIntro', 'greeting'].entries()) {
      const row = rows.data.find((r: { key: string }) => r.key === key);
      expect(row, `${language_code}.${key}`).toBeTruthy();
      const value = key === 'greeting' ? `${P[30 + i]} {name}` : P[30 + i];
      await admin('master-translations/update', { ...row, value });
    }
  }
});

/** Opens a page, lets it settle and answers any live dangerous markup in it. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return dangerousMarkup(page);
}

test('the payloads render as text in the back office', async ({ page }) => {
  test.setTimeout(150_000);
  const trap = await installXssTrap(page);
  await signIn(page, 'admin');
  const markup: Record<string, string[]> = {};
  const pages = [
    '/assessment-center/test-instrument',
    `/assessment-center/test-instrument/${seeded.instrumentId}`,
    '/corporate-account/all-account',
    `/corporate-account/detail/${seeded.corporateId}`,
    '/project/all-project',
    `/project/detail/${seeded.projectId}`,
    '/translations/master-translations',
  ];
  for (const url of pages) markup[url] = await visit(page, url);
  // The payloads are on the pages, as text.
  await page.goto(`/project/detail/${seeded.projectId}`);
  await expect(page.getByRole('heading', { name: P[5] })).toBeVisible();

  // The instrument's preview renders the rich text as a participant would see it.
  await page.goto(`/assessment-center/test-instrument/${seeded.instrumentId}`);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog');
  await expect(preview).toBeVisible();
  await expect(preview.getByText(`link 4`).first()).toBeVisible();
  await page.waitForTimeout(500);
  markup.preview = await dangerousMarkup(page);

  expect(trap.fired).toEqual([]);
  expect(trap.dialogs).toEqual([]);
  expect(Object.entries(markup).filter(([, found]) => found.length)).toEqual([]);
});

test('the payloads render as text on the participant pages', async ({ page }) => {
  test.setTimeout(150_000);
  const trap = await installXssTrap(page);
  const markup: Record<string, string[]> = {};
  markup.form = await visit(page, `/test-activity/form/${seeded.codes[1]}`);
  markup.dashboard = await visit(page, `/test-activity/dashboard/${seeded.registered}`);
  await expect(page.getByText(P[31], { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${P[32]} ${P[20]}` })).toBeVisible();

  // The test page: every item of the section, stems and options as sanitised rich text.
  await page
    .getByRole('button', { name: /start|mulai|kerjakan/i })
    .first()
    .click();
  const start = page.getByRole('button', { name: /start section|mulai bagian/i });
  if (await start.isVisible().catch(() => false)) await start.click();
  await expect(page.getByRole('radiogroup').first()).toBeVisible();
  await page.waitForTimeout(500);
  markup.test = await dangerousMarkup(page);

  expect(trap.fired).toEqual([]);
  expect(trap.dialogs).toEqual([]);
  expect(Object.entries(markup).filter(([, found]) => found.length)).toEqual([]);
});

test('admins see the codes tried and the failed sign-ins, per address', async ({ page, request }) => {
  // Guesses from three made-up client addresses (the e2e server believes its loopback proxy).
  const codeIp = `203.0.113.${10 + Math.floor(Math.random() * 200)}`;
  const loginIp = `198.18.0.${10 + Math.floor(Math.random() * 200)}`;
  const participantIp = `192.0.2.${10 + Math.floor(Math.random() * 200)}`;
  const participantGuess = `ZQ${run}`.padEnd(12, '7').slice(0, 12);
  const landing = await request.post('/api/v1/test-activities/landing', {
    data: { participant_code: participantGuess },
    headers: { 'X-Forwarded-For': participantIp },
  });
  expect(landing.status()).toBe(404);
  const guess = `XQ${run.slice(-4).padStart(4, '7')}`.toUpperCase().replace(/[^A-Z2-9]/g, '7');
  for (let i = 0; i < 3; i++) {
    const res = await request.post('/api/v1/test-activities/submit-code', {
      data: { code: guess },
      headers: { 'X-Forwarded-For': codeIp },
    });
    expect(res.status()).toBe(404);
  }
  const token = await request.post('/api/v1/token/get', {
    data: {
      app_name: 'asesa-web',
      secret: 'asesa-web-public',
      device_type: 'web',
      device_id: 'x'.repeat(36),
    },
    headers: { 'X-Forwarded-For': loginIp },
  });
  const failed = await request.post('/api/v1/auth/login', {
    data: { username: 'admin@asesa.test', password: `wrong-${run}` },
    headers: { Authorization: `Bearer ${(await token.json()).data.token}`, 'X-Forwarded-For': loginIp },
  });
  expect(failed.status()).toBe(401);

  await signIn(page, 'admin');
  await page.goto('/consultant-account/all-account');
  await page.getByRole('button', { name: 'Access attempts' }).click();
  await expect(page).toHaveURL(/\/consultant-account\/security$/);
  await expect(page.getByRole('heading', { name: 'Access attempts' })).toBeVisible();

  const codes = page.getByRole('table', { name: 'Access codes tried' });
  await page.getByRole('searchbox', { name: 'Search' }).first().fill(codeIp);
  await page.getByRole('searchbox', { name: 'Search' }).first().press('Enter');
  await expect(codes.getByRole('row').filter({ hasText: codeIp })).toHaveCount(3);
  // The code tried is masked past its first two symbols.
  await expect(codes.getByText(`${guess.slice(0, 2)}••••`).first()).toBeVisible();
  await expect(codes.getByText(guess)).toHaveCount(0);
  await expect(codes.getByText('Unknown code').first()).toBeVisible();

  const logins = page.getByRole('table', { name: 'Failed sign-ins' });
  await page.getByRole('searchbox', { name: 'Search' }).nth(1).fill(loginIp);
  await page.getByRole('searchbox', { name: 'Search' }).nth(1).press('Enter');
  const row = logins.getByRole('row').filter({ hasText: loginIp });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('admin@asesa.test');
  await expect(row).toContainText('Wrong e-mail or password');

  const participantCodes = page.getByRole('table', { name: 'Unknown participant codes tried' });
  await page.getByRole('searchbox', { name: 'Search' }).nth(2).fill(participantIp);
  await page.getByRole('searchbox', { name: 'Search' }).nth(2).press('Enter');
  const tried = participantCodes.getByRole('row').filter({ hasText: participantIp });
  await expect(tried).toHaveCount(1);
  await expect(tried).toContainText(`ZQ${'•'.repeat(10)}`);
  await expect(tried).toContainText('Unknown code');
  await expect(participantCodes.getByText(participantGuess)).toHaveCount(0);
});
