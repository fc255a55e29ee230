import { expect, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { signIn } from '../fixtures/session';

// An admin builds a competence (levels, behaviours, a weighted test dimension), checks its colours,
// submits it, and sees it offered when creating a job profile.
test('admin builds a competence and uses it in a job profile', async ({ page }, testInfo) => {
  // A retry must not meet the first attempt's competence: its code is taken once made.
  const code = `E2E-LEAD${testInfo.retry ? `-${testInfo.retry}` : ''}`;
  await signIn(page, 'admin');
  await page.goto('/assessment-center/competence-library/all');
  await page.getByRole('button', { name: 'New competence' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Name').fill('Leadership (e2e)');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/assessment-center\/competence-library\/\d+$/);
  await expect(page.getByRole('heading', { name: `${code} — Leadership (e2e)` })).toBeVisible();

  await page.getByRole('button', { name: 'Check colours' }).click();
  await expect(page.getByText('All levels are readable and distinguishable')).toBeVisible();

  await page.getByRole('button', { name: 'Add behavioural dimension' }).click();
  await page.getByLabel('Behaviour 1').fill('Sets direction');
  await page.locator('form[id="competence-dimensions"]').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Competence saved')).toBeVisible();

  await page.getByRole('button', { name: 'Add test dimension' }).click();
  await page.getByLabel('Test dimension 1').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.locator('form[id="competence-scorings"]').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Competence saved').first()).toBeVisible();

  // The saves above refresh the page's data; a click that lands as it re-renders can lose the
  // confirmation, so the click is repeated until the confirmation is there to accept.
  await expect(async () => {
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Submitted: duplicate it to make changes.')).toBeVisible();

  await page.goto('/assessment-center/job-profile/all');
  await page.getByRole('button', { name: 'New job profile' }).click();
  const jp = page.getByRole('dialog');
  await jp.getByLabel('Name').fill(`Team lead (${code})`);
  await jp.getByRole('button', { name: 'Add competence' }).click();
  await chooseOption(page, jp.getByLabel('Competence 1'), `${code} — Leadership (e2e)`);
  await chooseOption(page, jp.getByLabel('Target level 1'), '3 Role model');
  await jp.getByRole('button', { name: 'Add instrument' }).click();
  await jp.getByLabel('Instrument 1', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await jp.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Job profile created')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Job Profiles' })).toContainText(`Team lead (${code})`);
  await expect(
    page.getByRole('table', { name: 'Job Profiles' }).getByRole('row', { name: `Team lead (${code})` }),
  ).toContainText('1');
});
