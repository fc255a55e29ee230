import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { call, signInApi } from '../fixtures/api';
import { openDemoProject } from '../fixtures/demo-project';
import { signIn } from '../fixtures/session';

// The evidence workbench: an admin runs an analysis of the demo ability test from its page and
// reads every tab; a consultant reaches the same page for their own participants. The demo sample
// is small, so a part it cannot support must say why rather than break the page.

async function demoAbilityId(page: Page): Promise<number> {
  const token = await signInApi(page.request, 'admin');
  const instruments = await call<{ id: number; code: string }[]>(
    page.request,
    'instruments/compact-list',
    {},
    token,
  );
  const ability = instruments.find((i) => i.code === 'DEMO-ABILITY');
  expect(ability, 'the demo ability test exists').toBeTruthy();
  return ability?.id ?? 0;
}

test('an admin runs an analysis of an instrument and reads each part of it', async ({ page }) => {
  test.setTimeout(180_000);
  const id = await demoAbilityId(page);
  await signIn(page, 'admin');
  await page.goto(`/assessment-center/test-instrument/${id}`);
  await page.getByRole('button', { name: 'Evidence' }).click();
  await expect(page).toHaveURL(new RegExp(`/assessment-center/test-instrument/${id}/evidence`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Evidence: General Reasoning (demo)' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'New analysis' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New evidence analysis' });
  await expect(dialog.getByLabel('Reference group')).toHaveValue('male');
  await expect(dialog.getByLabel('Focal group')).toHaveValue('female');
  // The contract's own message, before anything is sent.
  await dialog.getByLabel('Reference group').fill('');
  await dialog.getByRole('button', { name: 'Start analysis' }).click();
  await expect(dialog.getByText('name the reference group')).toBeVisible();
  await dialog.getByLabel('Reference group').fill('male');
  await dialog.getByRole('button', { name: 'Start analysis' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\?analysis=\d+/);

  // The list follows the job until it is done, then the analysis opens in tabs.
  await expect(page.getByRole('tab', { name: 'Sample' })).toBeVisible({ timeout: 90_000 });
  const analysis = page.getByRole('table').first().getByRole('row').nth(1);
  await expect(analysis).toContainText('Ayu Admin');
  await expect(analysis).toContainText('Done');

  await expect(page.getByText('Sample definition (to reproduce it)')).toBeVisible();
  await expect(page.getByText('Engine version', { exact: true })).toBeVisible();
  await expect(page.getByText('Every project that uses the instrument')).toBeVisible();

  await page.getByRole('tab', { name: 'Items', exact: true }).click();
  await expect(page.getByText(/^\d+ items, \d+ flagged$/)).toBeVisible();
  await page.getByRole('switch', { name: 'Flagged only' }).click();
  await page.getByRole('switch', { name: 'Flagged only' }).click();

  await page.getByRole('tab', { name: 'Distractors' }).click();
  await expect(
    page
      .getByText(/^Item .+ · key .+ · p = /)
      .first()
      .or(page.getByText('Not available for this sample').first()),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Reliability' }).click();
  await expect(page.getByRole('cell', { name: 'All items' })).toBeVisible();

  await page.getByRole('tab', { name: 'Calibration' }).click();
  await expect(
    page
      .getByRole('img', { name: 'Test information function' })
      .or(page.getByText('Not available for this sample').first()),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'DIF' }).click();
  await expect(page.getByText('Gender: female (focal) vs male (reference)')).toBeVisible();
  await expect(page.getByText('Mantel–Haenszel DIF and the ETS classes')).toBeVisible();

  // The demo sample is too small for a norm, and the tab says so; a larger one gets a proposal.
  await page.getByRole('tab', { name: 'Norms' }).click();
  await expect(
    page
      .getByText('No norm can be built from this analysis')
      .or(page.getByText('Saving a norm makes it the one new projects and recalculations use')),
  ).toBeVisible();

  // The technical manual of the analysis, as a PDF named after the instrument version.
  const [manual] = await Promise.all([
    page.waitForEvent('download'),
    analysis.getByRole('button', { name: 'Technical manual (PDF)' }).click(),
  ]);
  expect(manual.suggestedFilename()).toMatch(
    /^General Reasoning \(demo\) v\d+ technical manual \d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const pdf = await readFile(await manual.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The open analysis is in the address: a reload shows it again.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Sample' })).toBeVisible();
});

test('a consultant opens an instrument’s evidence, the instrument page stays the admin’s', async ({
  page,
}) => {
  const id = await demoAbilityId(page);
  await signIn(page, 'consultant');
  await page.goto(`/assessment-center/test-instrument/${id}/evidence`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Evidence: General Reasoning (demo)' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the instrument' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New analysis' }).first()).toBeEnabled();
  await page.goto(`/assessment-center/test-instrument/${id}`);
  await expect(page).toHaveURL(/\/404$/);
});

test('a consultant checks the fairness of a project’s job-fit decisions', async ({ page }) => {
  await signIn(page, 'consultant');
  await openDemoProject(page);
  await page.getByRole('tab', { name: 'Fairness' }).click();
  await expect(page).toHaveURL(/\?tab=fairness$/);
  await expect(page.getByLabel('Selected at job fit ≥')).toHaveValue('70');
  // The demo candidates' gender is not known: the tab says why it cannot compare, and counts them.
  await expect(page.getByText(/participants with a job fit, \d+ of them at or above 70 %/)).toBeVisible();
  await expect(
    page.getByText('Fewer than two groups of at least 5 people have a job fit in these projects'),
  ).toBeVisible();
  await page.getByLabel('Compare by').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Age band' }).click();
  await expect(page.getByText(/participants with a job fit/)).toBeVisible();
  await expect(page.getByText(/Computed by the Asesa engine \d+\.\d+\.\d+/)).toBeVisible();
});
