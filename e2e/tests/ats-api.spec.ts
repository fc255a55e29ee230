import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { call, signInApi } from '../fixtures/api';
import { signIn } from '../fixtures/session';

// The ATS API as a client's recruiter and its applicant tracking system meet it: a collaborator
// creates a key in the back office (shown once), the example client of the repository sends a
// test with it, the candidate opens the link, the call log shows the calls, and a revoked key is
// refused. (The signed callback and the results after scoring are the server suite's.)

const run = promisify(execFile);
const EXAMPLE = new URL('../../examples/ats-client.mjs', import.meta.url).pathname;

test('a collaborator creates an ATS key, the example client sends a test with it, the key is revoked', async ({
  page,
  baseURL,
}) => {
  const token = await signInApi(page.request, 'collaborator');
  // A collaborator sees one corporate account: its own.
  const own = await call<{ data: { id: number }[] }>(
    page.request,
    'accounts/corporates/datatable',
    { start: 0, length: 1 },
    token,
  );
  const corporate_id = own.data[0].id;
  await signIn(page, 'collaborator');
  await page.goto(`/corporate-account/detail/${corporate_id}`);
  const card = page.getByTestId('ats-api-card');
  await expect(card.getByText('ATS API')).toBeVisible();
  await card.getByLabel('Key name').fill('Greenhouse e2e');
  await card.getByRole('button', { name: 'Create key' }).click();
  const shown = card.getByTestId('ats-new-key');
  await expect(shown).toHaveText(/^asesa_[0-9a-f]{8}_[\w-]{43}$/);
  const key = (await shown.textContent()) ?? '';
  await page.screenshot({ path: 'test-results/ats-api-card-en.png', fullPage: true });

  const email = `ats.${Date.now()}@example.com`;
  const { stdout } = await run(
    process.execPath,
    [EXAMPLE, '--email', email, '--first', 'Eka', '--send-only'],
    {
      env: { ...process.env, ASESA_URL: baseURL, ASESA_KEY: key },
    },
  );
  const sent = stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
    .find((l) => l.step === 'sent');
  expect(sent).toMatchObject({ created: true, status: 'invited' });

  // The candidate's link opens the test's registration.
  await page.goto(new URL(sent.link).pathname);
  await expect(page).toHaveURL(/\/test-activity\/form\//);

  // Back office: the key was used, the calls are logged.
  await page.goto(`/corporate-account/detail/${corporate_id}`);
  await expect(card.getByRole('cell', { name: 'ats/tests/send' })).toBeVisible();
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
  await call(page.request, 'auth/save-user-data', { locale: 'en' }, token);
});
