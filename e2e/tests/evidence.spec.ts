import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { call, signInApi } from '../fixtures/api';
import { demoAbilityId, openDemoProject } from '../fixtures/demo-project';
import { signIn } from '../fixtures/session';

// The evidence workbench on the demo's norming study (2,000 simulated panelists drawn from a known
// model, two items planted to work differently for women): an admin runs an analysis of the demo
// ability test from its page, sees the calibration's curves and the planted DIF, saves a norm built
// from the sample and downloads the technical manual; a consultant reaches the same page for their
// own participants and checks the fairness of a project's job-fit decisions.

test('an admin analyses the demo instrument: curves, planted DIF, a norm from the sample, the manual', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = await demoAbilityId(page);
  await signIn(page, 'admin');
  await page.goto(`/assessment-center/test-instrument/${id}`);
  await page.getByRole('button', { name: 'Evidence' }).click();
  await expect(page).toHaveURL(new RegExp(`/assessment-center/test-instrument/${id}/evidence`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Evidence: Penalaran Umum (demo)' }),
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
  // The 3PL brings its prior on guessing as a switch, on by default; other models do not have it.
  await expect(dialog.getByRole('checkbox', { name: 'Compare models' })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Prior on guessing (3PL)' })).toHaveCount(0);
  await chooseOption(page, dialog.getByRole('combobox', { name: 'IRT model' }), '3PL');
  await expect(dialog.getByRole('switch', { name: 'Prior on guessing (3PL)' })).toBeChecked();
  await chooseOption(page, dialog.getByRole('combobox', { name: 'IRT model' }), 'Automatic');
  await expect(dialog.getByRole('switch', { name: 'Prior on guessing (3PL)' })).toHaveCount(0);
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
  // The norming panel's 2,000, half of them women, and the demo project's scored candidates (the
  // four of the seed, and any other journeys have added by then).
  const sample = page.getByRole('tabpanel');
  await expect(sample.getByText(/^2,0\d\d$/).first()).toBeVisible();
  await expect(sample.getByRole('row', { name: /^Female 1,0\d\d$/ })).toBeVisible();
  // The demo's set-up states 0.75 for the ability; its own 2,000 panelists say less, and the
  // workbench says so above the tabs (the reports' bands now use the study's α).
  const warning = page.getByTestId('reliability-set-up-warning');
  await expect(warning).toContainText('The scoring set-up’s reliability differs from this study’s');
  await expect(warning).toContainText(/: the set-up states 0\.75, this study measured α = 0\.\d\d\./);
  if (process.env.E2E_SHOTS_DIR)
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/evidence-reliability-warning-en.png` });
  // The same warning in Indonesian for a reader who works in it.
  const adminToken = await signInApi(page.request, 'admin');
  try {
    await call(page.request, 'auth/save-user-data', { locale: 'id' }, adminToken);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(warning).toContainText('Reliabilitas pengaturan penilaian berbeda dari studi ini');
    await expect(warning).toContainText(/: pengaturan menyatakan 0,75, studi ini mengukur α = 0,\d\d\./);
    if (process.env.E2E_SHOTS_DIR)
      await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/evidence-reliability-warning-id.png` });
  } finally {
    await call(page.request, 'auth/save-user-data', { locale: 'en' }, adminToken);
    await page.reload();
  }

  await page.getByRole('tab', { name: 'Items', exact: true }).click();
  await expect(page.getByText(/^8 items, \d+ flagged$/)).toBeVisible();
  await page.getByRole('switch', { name: 'Flagged only' }).click();
  await expect(page.getByRole('row', { name: /^Q4 / })).toBeVisible();
  await page.getByRole('switch', { name: 'Flagged only' }).click();
  // The DIF item goes to the authors for review, with the engine's reason preselected.
  await page.getByRole('button', { name: 'Flag item Q4 for review' }).click();
  const flag = page.getByRole('dialog', { name: 'Flag item Q4 for review' });
  await expect(flag.getByText('DIF', { exact: true })).toBeVisible();
  await flag.getByLabel('Note').fill('Harder for women of equal ability: check the wording.');
  await flag.getByRole('button', { name: 'Flag for review' }).click();
  await expect(flag).toBeHidden();
  await expect(page.getByRole('row', { name: /^Q4 / }).getByText('Under review')).toBeVisible();

  await page.getByRole('tab', { name: 'Distractors' }).click();
  await expect(page.getByText(/^Item Q1 · key B · p = /)).toBeVisible();

  await page.getByRole('tab', { name: 'Reliability' }).click();
  await expect(page.getByRole('cell', { name: 'All items' })).toBeVisible();

  // The 2PL the panel was drawn from, with its curves.
  await page.getByRole('tab', { name: 'Calibration' }).click();
  await expect(page.getByText('Converged after')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Item characteristic curves' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Test information function' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Publish these parameters as version \d+/ })).toBeVisible();

  // The two planted items, and no other, in class C.
  await page.getByRole('tab', { name: 'DIF' }).click();
  await expect(page.getByText('Gender: Female (focal) vs Male (reference)')).toBeVisible();
  await expect(page.getByText('Mantel–Haenszel DIF and the ETS classes')).toBeVisible();
  await expect(page.getByText(/class A 6, B 0, C 2 items/)).toBeVisible();
  await expect(page.getByRole('row', { name: /^Q4 .* C Male \(reference\)$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Q6 .* C Female \(focal\)$/ })).toBeVisible();

  // Whether adjustments keep scores comparable: the panelists granted an accommodation against the others.
  await page.getByRole('tab', { name: 'Accommodations' }).click();
  const comparison = page.getByTestId('accommodation-comparison');
  await expect(comparison.getByText(/^With an accommodation: \d+ · without: [\d,]+$/)).toBeVisible();
  await expect(comparison.getByRole('row', { name: /^All items \d+ / })).toBeVisible();
  await expect(comparison.getByText(/^(The items’ DIF with accommodated|Too few candidates)/)).toBeVisible();

  // A norm from the sample: its figures beside the norm in use, saved as the blueprint's next version.
  await page.getByRole('tab', { name: 'Norms' }).click();
  await expect(page.getByText(/^Proposed norm: Sten, version \d{4}\.\d+$/)).toBeVisible();
  await expect(page.getByRole('row', { name: /^N 2,0\d\d / })).toBeVisible();
  await page.getByRole('button', { name: 'Save chosen norms' }).click();
  const confirm = page.locator('.ant-popover:visible');
  await expect(confirm.getByText('Save this norm?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Save chosen norms' }).click();
  await expect(page.getByText(/^Norms saved: .+ \(blueprint version \d+\)\.$/)).toBeVisible();

  // The technical manual of the analysis, as a PDF named after the instrument version.
  const [manual] = await Promise.all([
    page.waitForEvent('download'),
    analysis.getByRole('button', { name: 'Technical manual (PDF)' }).click(),
  ]);
  expect(manual.suggestedFilename()).toMatch(
    /^Penalaran Umum \(demo\) v\d+ technical manual \d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const pdf = await readFile(await manual.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The open analysis is in the address: a reload shows it again.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Sample' })).toBeVisible();

  // The instrument's page lists the flag where its authors work.
  await page.getByRole('link', { name: 'Back to the instrument' }).click();
  await expect(page.getByRole('row', { name: /^Q4 .*DIF.*check the wording/ })).toBeVisible();
});

test('a Rasch calibration shows each item’s infit and outfit, how many persons fit, and how it compares', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await demoAbilityId(page);
  const token = await signInApi(page.request, 'admin');
  const started = await call<{ analysis_id: number }>(
    page.request,
    'evidence/analyses/new',
    { instrument_id: id, model: 'Rasch', compare_models: true },
    token,
  );
  await signIn(page, 'admin');
  await page.goto(`/assessment-center/test-instrument/${id}/evidence?analysis=${started.analysis_id}`);
  await expect(page.getByRole('tab', { name: 'Sample' })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('tab', { name: 'Calibration' }).click();
  await expect(page.getByText('Rasch', { exact: true }).first()).toBeVisible();
  // Each item with its mean squares and their standardised values, and whether it fits.
  await expect(page.getByRole('columnheader', { name: /Infit MNSQ \(ZSTD\)/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Outfit MNSQ \(ZSTD\)/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Q1 / })).toContainText(/\d\.\d\d \(-?\d+\.\d\)/);
  // The persons: fitted, misfitting by lz*, and the all-right or all-wrong with no fit.
  await expect(page.getByText(/^[\d,]+ persons fitted, [\d,]+ of them with lz\* below −2/)).toBeVisible();
  // The model's global fit: M2 on its degrees of freedom and RMSEA with its interval.
  await expect(
    page.getByText(/^M2 = [\d,.]+, df 27, p [<\d,. ]+; RMSEA [\d.]+ \(90 % interval [\d.]+–[\d.]+\)\./),
  ).toBeVisible();
  // The Rasch model against the 2PL and the 3PL with its prior: their figures and what the tests say.
  const comparison = page.getByRole('region', { name: 'Model comparison' });
  const rows = comparison.getByRole('row');
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('Rasch');
  await expect(rows.nth(2).getByRole('cell').first()).toHaveText('2PL');
  await expect(rows.nth(3).getByRole('cell').first()).toHaveText('3PL (prior on guessing)');
  await expect(comparison.getByText('lowest').first()).toBeVisible();
  await expect(comparison.getByText(/^Rasch against 2PL: χ² = [\d,.]+, df 7, p /)).toBeVisible();
  await expect(comparison.getByText(/^2PL against 3PL: χ² = [\d,.]+, df 8, p /)).toBeVisible();
  await expect(comparison.getByText(/The 3PL here had its prior on guessing/)).toBeVisible();
  if (process.env.E2E_SHOTS_DIR)
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/evidence-rasch-fit-en.png`, fullPage: true });
});

test('a consultant opens an instrument’s evidence from a project, the instrument page stays the admin’s', async ({
  page,
}) => {
  const id = await demoAbilityId(page);
  await signIn(page, 'consultant');
  await openDemoProject(page);
  // The project's overview links each of its instruments to its evidence.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('link', { name: /^Evidence of Penalaran Umum \(demo\)/ }).click();
  await expect(page).toHaveURL(new RegExp(`/assessment-center/test-instrument/${id}/evidence$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Evidence: Penalaran Umum (demo)' }),
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
