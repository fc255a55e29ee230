import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { PARTNER_SIGNATURE_HEADER, PARTNER_TIMESTAMP_HEADER } from '@asesa/contracts';
import { expect, type Page, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { call, signInApi } from '../fixtures/api';
import { consultantApi } from '../fixtures/partner-setup';
import { signIn } from '../fixtures/session';
import { takeTheTest } from '../fixtures/take-test';

// The ATS API as a client's recruiter, its applicant tracking system and a candidate meet it: a
// collaborator creates a key in the back office (shown once), the example client of the
// repository sends a test with it, the candidate opens the link and takes the test, the signed
// status callback reaches the ATS's receiver, the client reads the results (scores, job fit band)
// and downloads the report with its key, the drawer shows the ATS's ids, and a revoked key is
// refused.

const run = promisify(execFile);
const EXAMPLE = new URL('../../examples/ats-client.mjs', import.meta.url).pathname;

/** The ATS's receiver: on 127.0.0.2, the loopback address the journeys' server may call. */
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let receiver: Server;
let callbackUrl = '';

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.2', resolve));
  callbackUrl = `http://127.0.0.2:${(receiver.address() as AddressInfo).port}/hooks/asesa`;
});
test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

/** Runs the example client; answers its steps by name. */
async function client(baseURL: string, key: string, args: string[]) {
  const { stdout } = await run(process.execPath, [EXAMPLE, ...args], {
    env: { ...process.env, ASESA_URL: baseURL, ASESA_KEY: key },
  });
  const steps = stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  // biome-ignore lint/suspicious/noExplicitAny: the steps are whatever the calls answered.
  return (name: string): any => steps.find((s) => s.step === name);
}

/** Opens a participant's results drawer from the project's table (its names in the page's language). */
async function openResults(page: Page, name: string, table: string, button: string) {
  await page
    .getByRole('table', { name: table })
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: button })
    .click();
  const drawer = page.locator('.ant-drawer-open');
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The candidate's side: the link, the registration form, the instructions, the test. */
async function candidateTakesTheTest(page: Page, link: string, name: string) {
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/test-activity\/form\//);
  const english = page.getByRole('heading', { name: 'Registration' });
  await expect(english.or(page.getByRole('heading', { name: 'Pendaftaran' }))).toBeVisible();
  if (!(await english.isVisible()))
    await chooseOption(page, page.getByRole('combobox', { name: 'Bahasa' }), 'English');
  await expect(english).toBeVisible();
  const fullName = page.getByLabel('Full name');
  if (!(await fullName.inputValue())) await fullName.fill(name);
  await page
    .getByRole('checkbox', { name: 'I have read and agree to the terms and conditions of this assessment.' })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/test-activity\/dashboard\//);
  await page.getByRole('link', { name: 'Terms and instructions' }).click();
  await page
    .getByRole('checkbox', { name: 'I have read and agree to the terms and the instructions.' })
    .check();
  await page.getByRole('button', { name: 'I agree, continue' }).click();
  await page.getByRole('button', { name: /^(Start|Continue)$/ }).click();
  await page.waitForURL(/\/test-activity\/test\//);
  await takeTheTest(page);
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await page.waitForURL(/\/test-activity\/test-result\//);
}

test('a collaborator creates an ATS key; the example client sends a test, the candidate takes it, the callback and results arrive', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const token = await signInApi(page.request, 'collaborator');
  // A collaborator sees one corporate account: its own.
  const own = await call<{ data: { id: number }[] }>(
    page.request,
    'accounts/corporates/datatable',
    { start: 0, length: 1 },
    token,
  );
  const corporate_id = own.data[0].id;

  // The consultant prepares a short test for the corporate: the demo ability test, with a
  // competence computed from its reasoning score (so the results carry a job fit and its band).
  const consultant = await consultantApi(page.request);
  const run = Date.now().toString(36).toUpperCase();
  const instruments = (await consultant('instruments/compact-list', {})) as { id: number; code: string }[];
  // The competence library is the admins'.
  const admin = await signInApi(page.request, 'admin');
  const asAdmin = <T>(path: string, body: unknown) => call<T>(page.request, path, body, admin);
  const dimensions = await asAdmin<{ id: number; code: string }[]>('test-dimensions/compact-list', {});
  const competence = await asAdmin<{ id: number }>('competences/new', {
    code: `ATS-REASONING-${run}`,
    name: `Reasoning ${run}`,
    levels: [
      { level: 1, label: 'Developing', min: 1, max: 5, colour: '#c62828', text_colour: '#ffffff' },
      { level: 2, label: 'Proficient', min: 5, max: 10, colour: '#1b5e20', text_colour: '#ffffff' },
    ],
  });
  await asAdmin('competences/dimension-scorings', {
    competence_id: competence.id,
    scorings: [{ test_dimension_id: dimensions.find((d) => d.code === 'GENERAL-REASONING')!.id, weight: 1 }],
  });
  await asAdmin('competences/submit', { id: competence.id });
  const project = await consultant('projects/new', {
    account_corporate_id: corporate_id,
    name: `ATS intake ${run}`,
    instrument_ids: [instruments.find((i) => i.code === 'DEMO-ABILITY')!.id],
    competences: [{ competence_id: competence.id, target_level: 2, weight: 1 }],
    settings: { proctoring_level: 'off' },
  });

  // The collaborator's menu leads to its own corporate's page, without the buttons the server
  // refuses it (edit, remove, logo, collaborators, top-up).
  await signIn(page, 'collaborator');
  await page.getByRole('link', { name: 'Company Account' }).click();
  await expect(page).toHaveURL(`/corporate-account/detail/${corporate_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const refused of ['Edit', 'Remove corporate account', 'Upload logo', 'Change logo'])
    await expect(page.getByRole('button', { name: refused })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Collaborators' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Collaborators' }).getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Invite|Remove|Re-invite)/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Credits' }).click();
  await expect(page.getByRole('button', { name: 'Top up' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Profile' }).click();
  const card = page.getByTestId('ats-api-card');
  await expect(card.getByText('ATS API')).toBeVisible();
  await card.getByLabel('Key name').fill('Greenhouse e2e');
  await card.getByRole('button', { name: 'Create key' }).click();
  const shown = card.getByTestId('ats-new-key');
  await expect(shown).toHaveText(/^asesa_[0-9a-f]{8}_[\w-]{43}$/);
  const key = (await shown.textContent()) ?? '';
  const signingSecret = (await card.getByTestId('ats-signing-secret').textContent()) ?? '';
  await page.screenshot({ path: 'test-results/ats-api-card-en.png', fullPage: true });

  const email = `ats.${Date.now()}@example.com`;
  const requestId = `e2e-${Date.now()}`;
  const args = [
    ...['--email', email, '--first', 'Eka', '--last', 'Candidate', '--test', String(project.id)],
    ...['--request', requestId, '--callback', callbackUrl],
  ];
  const sent = (await client(baseURL!, key, [...args, '--send-only']))('sent');
  expect(sent).toMatchObject({ created: true, status: 'invited' });

  const candidate = await browser.newPage();
  await candidateTakesTheTest(candidate, sent.link, 'Eka Candidate');
  await candidate.close();

  // Scoring and the callback are background jobs: wait for the receiver to hear of it.
  await expect.poll(() => received.length, { timeout: 60_000 }).toBeGreaterThan(0);
  const callback = received[0];
  const timestamp = String(callback.headers[PARTNER_TIMESTAMP_HEADER]);
  expect(callback.headers[PARTNER_SIGNATURE_HEADER]).toBe(
    createHmac('sha256', signingSecret).update(`${timestamp}.${callback.body}`).digest('hex'),
  );
  expect(JSON.parse(callback.body)).toMatchObject({
    event: 'test.completed',
    request_id: requestId,
    status: 'scored',
  });

  // The ATS sends the same request again (nothing new) and reads the results and the report.
  const after = await client(baseURL!, key, args);
  expect(after('sent')).toMatchObject({ created: false, participant_id: sent.participant_id });
  const results = after('results');
  expect(results.status).toBe('scored');
  expect(results.tests[0].scores.length).toBeGreaterThan(0);
  expect(results.job_fit).toMatchObject({ fit: expect.any(Number), band: expect.anything() });
  expect(results.report_links[0].url).toContain('/api/v1/ats/report?request_id=');
  expect(after('report')).toMatchObject({ status: 200, type: 'application/pdf', bytes: expect.any(Number) });
  expect(after('report').bytes).toBeGreaterThan(1000);

  // The back office: the candidate's drawer names the ATS and its ids.
  await page.goto(`/project/detail/${project.id}`);
  const drawer = await openResults(page, 'Eka Candidate', 'Participants of the project', 'Results');
  await drawer.getByText('Sent by an applicant tracking system').scrollIntoViewIfNeeded();
  await expect(drawer.getByText('Sent by an applicant tracking system')).toBeVisible();
  await expect(drawer.getByText(requestId)).toBeVisible();
  await expect(drawer.getByText('Greenhouse e2e')).toBeVisible();
  await page.screenshot({ path: 'test-results/ats-drawer-en.png', fullPage: true });

  // The call log shows the calls; a revoked key is refused.
  await page.goto(`/corporate-account/detail/${corporate_id}`);
  await expect(card.getByRole('cell', { name: 'ats/results' }).first()).toBeVisible();
  await expect(card.getByText('Never')).toHaveCount(0);
  await card.getByRole('button', { name: 'Revoke' }).first().click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.locator('.ant-message-notice', { hasText: 'Key revoked' })).toBeVisible();
  const refused = await page.request.post('/api/v1/ats/tests', {
    data: {},
    headers: { authorization: `Bearer ${key}` },
  });
  expect(refused.status()).toBe(401);

  await call(page.request, 'auth/save-user-data', { locale: 'id' }, token);
  await page.goto(`/corporate-account/detail/${corporate_id}`);
  await page.evaluate(() => localStorage.setItem('language', 'id'));
  await page.reload();
  await expect(page.getByTestId('ats-api-card').getByText('API ATS')).toBeVisible();
  await page.screenshot({ path: 'test-results/ats-api-card-id.png', fullPage: true });
  await page.goto(`/project/detail/${project.id}`);
  const laci = await openResults(page, 'Eka Candidate', 'Peserta proyek', 'Hasil');
  await laci.getByText('ID permintaan ATS').scrollIntoViewIfNeeded();
  await expect(laci.getByText('ID permintaan ATS')).toBeVisible();
  await page.screenshot({ path: 'test-results/ats-drawer-id.png', fullPage: true });
  await call(page.request, 'auth/save-user-data', { locale: 'en' }, token);
});
