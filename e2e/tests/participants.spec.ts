import { expect, type Page, test } from '@playwright/test';
import { openDemoProject } from '../fixtures/demo-project';
import { signIn } from '../fixtures/session';

// The demo project's scored candidates (demo-participants.ts): Eka 8/8, Hadi 7/8, Indra 5/8,
// Kartika 2/8 (job fits 100, 75, 62.5, 0 against the three competences); Fajar is still taking the test,
// Gita only registered, DEMO-PCODE-01 invited.

const table = (page: Page) => page.getByRole('table', { name: 'Participants of the project' });
const row = (page: Page, name: string) => table(page).getByRole('row', { name: new RegExp(name) });

test('a consultant reviews the demo project: star, shortlist, filter, results, recalculation, charts', async ({
  page,
}, testInfo) => {
  await signIn(page, 'consultant');
  // Other journeys add projects, so the demo project may be on a later page of the list.
  await openDemoProject(page);
  await expect(page.getByRole('heading', { name: 'Graduate Intake 2026 (demo)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Participants', selected: true })).toBeVisible();

  await test.step('the statistics and the table show the scored candidates', async () => {
    await expect(row(page, 'Hadi Pratama').getByRole('cell', { name: /^Scored( |$)/ })).toBeVisible();
    // The score names the test it counts: the adaptive test and the inventory have no number correct.
    await expect(
      row(page, 'Hadi Pratama').getByRole('cell', { name: '7 / 8 General Reasoning (demo)', exact: true }),
    ).toBeVisible();
    await expect(row(page, 'Hadi Pratama').getByRole('cell', { name: '75 %', exact: true })).toBeVisible();
    // The cells the thin path reads for its own participant: name, status, score and the code's link.
    await expect(
      row(page, 'Hadi Pratama').getByRole('cell', { name: 'Hadi Pratama', exact: true }),
    ).toBeVisible();
    await expect(
      row(page, 'Gita Maharani').getByRole('cell', { name: 'Registered', exact: true }),
    ).toBeVisible();
    // Other journeys add people to the demo project, so the not-started demo code may be on a later page.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('DEMO-PCODE-01');
    await search.press('Enter');
    await expect(row(page, 'Dewi Demo').getByRole('link', { name: 'DEMO-PCODE-01' })).toHaveAttribute(
      'href',
      '/test-activity/DEMO-PCODE-01',
    );
    await search.fill('');
    await search.press('Enter');
  });

  // A retry (or a repeat) starts from the demo's own state: what an earlier run toggled is toggled back.
  if (testInfo.retry || testInfo.repeatEachIndex)
    for (const name of [
      'Star Hadi Pratama',
      'Shortlist Hadi Pratama',
      'Shortlist Eka Putri',
      'Shortlist Indra Santoso',
    ]) {
      const toggle = page.getByRole('button', { name });
      if ((await toggle.getAttribute('aria-pressed')) !== 'true') continue;
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    }

  await test.step('star and shortlist a candidate; the Shortlisted filter shows them', async () => {
    const star = page.getByRole('button', { name: 'Star Hadi Pratama' });
    const shortlist = page.getByRole('button', { name: 'Shortlist Hadi Pratama' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await shortlist.click();
    await expect(shortlist).toHaveAttribute('aria-pressed', 'true');
    // The toggles do not open the results drawer.
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('switch', { name: 'Shortlisted only' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(2); // header + Hadi
    await expect(row(page, 'Hadi Pratama')).toBeVisible();
    await page.getByRole('switch', { name: 'Shortlisted only' }).click();
    await expect(row(page, 'Eka Putri')).toBeVisible();
  });

  await test.step('select two candidates and add them to the shortlist', async () => {
    await row(page, 'Eka Putri').getByRole('checkbox').check();
    await row(page, 'Indra Santoso').getByRole('checkbox').check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Add to shortlist' }).click();
    await expect(page.getByText('2 participant(s) added to the shortlist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Shortlist Eka Putri' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Shortlist Indra Santoso' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  await test.step('filter by score range', async () => {
    await page.getByLabel('Minimum score %').fill('50');
    await page.getByLabel('Maximum score %').fill('90');
    await page.getByLabel('Maximum score %').blur();
    await expect(table(page).getByRole('row')).toHaveCount(3); // header + Hadi (87.5) + Indra (62.5)
    await expect(row(page, 'Hadi Pratama')).toBeVisible();
    await expect(row(page, 'Indra Santoso')).toBeVisible();
    await expect(row(page, 'Eka Putri')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(row(page, 'Eka Putri')).toBeVisible();
  });

  await test.step('open the results: scores with norms, competence level and job fit', async () => {
    await row(page, 'Hadi Pratama').getByRole('button', { name: 'Results' }).click();
    const drawer = page.getByRole('dialog', { name: 'Results for Hadi Pratama' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('General Reasoning (demo) · version 1')).toBeVisible();
    await expect(drawer.getByText('GENERAL-REASONING 2026.1')).toBeVisible();
    const competences = drawer.getByRole('table', { name: 'Competences' });
    await expect(competences.getByRole('row', { name: /Analytical thinking/ })).toContainText(
      '3 · Role model',
    );
    const jobFit = drawer.getByRole('region', { name: 'Job fit' });
    // The fit with its likely range, and the formula typeset (tests/results-drawer.spec.ts reads it all).
    await expect(jobFit.getByTestId('job-fit-headline')).toHaveText(
      /^\d+(\.\d)?( \(likely \d+(\.\d)?(–\d+(\.\d)?)?\))?$/,
    );
    await expect(jobFit.getByRole('figure', { name: 'Formula' })).toContainText('max(0, 1 −');
    await expect(drawer.getByText('never a verdict', { exact: false })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  });

  await test.step('recalculate and watch the progress reach 100 %', async () => {
    await page.getByRole('button', { name: 'Recalculate' }).click();
    await page.locator('.ant-popover').getByRole('button', { name: 'Recalculate' }).click();
    const bar = page.getByRole('progressbar', { name: 'Recalculation' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 20_000 });
    await expect(page.getByText('Scores recalculated')).toBeVisible();
    await expect(row(page, 'Hadi Pratama').getByRole('cell', { name: /^7 \/ 8\b/ })).toBeVisible();
  });

  await test.step('the Charts tab draws the four charts with their data tables', async () => {
    await page.getByRole('tab', { name: 'Charts' }).click();
    for (const title of [
      'Participant funnel',
      'Score distribution',
      'Average competence scores (sten)',
      'Job-fit ranking (top 20)',
    ]) {
      const chart = page.getByRole('img', { name: title });
      await expect(chart).toBeVisible();
      await expect(chart.locator('svg')).toBeVisible();
    }
    await page.getByText('Data table').nth(3).click();
    await expect(page.getByRole('cell', { name: 'Eka Putri' })).toBeVisible();
  });
});
