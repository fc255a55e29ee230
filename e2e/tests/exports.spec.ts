import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { call, signInApi } from '../fixtures/api';
import { openDemoProject } from '../fixtures/demo-project';
import { sidebar, signIn } from '../fixtures/session';

// The demo project's candidates are scored at seed time (demo-participants.ts), so the export
// holds scores and the PDF report is available for Hadi Pratama.

const DEMO_PROJECT = 'Graduate Intake 2026 (demo)';
const participants = (page: Page) => page.getByRole('table', { name: 'Participants of the project' });

test('a consultant exports participants, downloads the file and a PDF report, and finds the people in the candidate database', async ({
  page,
  request,
}) => {
  // Four journeys in one (export job, two downloads, two lists): longer than the default.
  test.setTimeout(150_000);
  await signIn(page, 'consultant');
  await openDemoProject(page);
  await expect(page.getByRole('tab', { name: 'Participants', selected: true })).toBeVisible();
  // Other journeys may have invited people into the demo project: the export holds all of them.
  const projectId = Number(/\/project\/detail\/(\d+)/.exec(page.url())?.[1]);
  const { recordsTotal } = await call<{ recordsTotal: number }>(
    request,
    'projects/participants/datatable',
    { project_id: projectId, start: 0, length: 1 },
    await signInApi(request, 'consultant'),
  );
  expect(recordsTotal).toBeGreaterThanOrEqual(7);

  await test.step('export the participants: the progress reaches 100 % and the file downloads', async () => {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Export participants' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Start export' }).click();
    // The job runner polls every second; a loaded machine may take a while.
    await expect(modal.getByRole('progressbar', { name: 'Exporting' })).toHaveAttribute(
      'aria-valuenow',
      '100',
      {
        timeout: 30_000,
      },
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^Graduate Intake 2026 \(demo\) participants \d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
  });

  await test.step('download each report type of a scored candidate from the results drawer, in either language', async () => {
    await participants(page)
      .getByRole('row', { name: /Hadi Pratama/ })
      .getByRole('button', { name: 'Results' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Results for Hadi Pratama' });
    const reports = drawer.getByRole('button', { name: 'PDF reports' });
    await expect(reports).toBeEnabled();
    // The project's language (the demo's: Indonesian) first, its name in that language too.
    const language = drawer.getByRole('combobox', { name: 'Report language' });
    await reports.click();
    const [indonesian] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Hiring manager report' }).click(),
    ]);
    expect(indonesian.suggestedFilename()).toMatch(
      /^Hadi Pratama Graduate Intake 2026 \(demo\) laporan manajer perekrutan \d{4}-\d{2}-\d{2}\.pdf$/,
    );
    await chooseOption(page, language, 'English');
    for (const [item, words] of [
      ['Hiring manager report', 'report'],
      ['Candidate feedback', 'feedback'],
      ['Technical appendix', 'technical appendix'],
    ]) {
      await reports.click();
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: item }).click(),
      ]);
      expect(pdf.suggestedFilename()).toMatch(
        new RegExp(`^Hadi Pratama Graduate Intake 2026 \\(demo\\) ${words} \\d{4}-\\d{2}-\\d{2}\\.pdf$`),
      );
      // A real PDF, not an error page.
      const body = readFileSync(await pdf.path());
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(body.length).toBeGreaterThan(10_000);
    }
    await drawer.getByRole('button', { name: 'Close' }).first().click();
    await expect(drawer).toBeHidden();
  });

  await test.step('the selected participants’ reports as a .zip: the progress reaches 100 % and the file downloads', async () => {
    for (const name of [/Hadi Pratama/, /Eka Putri/])
      await participants(page).getByRole('row', { name }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Reports (.zip)' }).click();
    const modal = page.getByRole('dialog', { name: 'Reports as a .zip' });
    await modal.getByRole('radio', { name: 'Candidate feedback' }).check();
    // The project's language is offered first; the archive is asked for in English.
    await expect(modal.getByRole('radio', { name: 'Bahasa Indonesia' })).toBeChecked();
    await modal.getByRole('radio', { name: 'English' }).check();
    await modal.getByRole('button', { name: 'Start export' }).click();
    await expect(modal.getByRole('progressbar', { name: 'Exporting' })).toHaveAttribute(
      'aria-valuenow',
      '100',
      {
        timeout: 30_000,
      },
    );
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(
      /^Graduate Intake 2026 \(demo\) feedback reports \d{4}-\d{2}-\d{2}\.zip$/,
    );
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
  });

  await test.step('the download list shows the export as done, with its rows', async () => {
    await sidebar(page).getByRole('link', { name: 'Download List', exact: true }).click();
    await expect(page).toHaveURL(/\/project\/download-list-all/);
    const list = page.getByRole('table', { name: 'Download List' });
    const row = list.getByRole('row', { name: /Graduate Intake 2026 \(demo\) participants/ }).first();
    await expect(row.getByText('Done', { exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: String(recordsTotal), exact: true })).toBeVisible();
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /^Download / }).click(),
    ]);
    expect(again.suggestedFilename()).toMatch(/\.xlsx$/);
  });

  await test.step('the candidate database lists the demo candidates; the drawer shows their project', async () => {
    // The consultant's sidebar has the admin's Database links (spec 2.6).
    await sidebar(page).getByRole('link', { name: 'All Candidates', exact: true }).click();
    await expect(page).toHaveURL(/\/project\/all-candidate-admin/);
    const table = page.getByRole('table', { name: 'All Candidates' });
    // Search once the first page has loaded, so its answer cannot overwrite the search's.
    await expect(table.getByRole('button', { name: /^View / }).first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('hadi');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(table.getByRole('row')).toHaveCount(2); // header + Hadi
    const hadi = table.getByRole('row', { name: /Hadi Pratama/ });
    await expect(hadi.getByText('hadi.pratama@example.com')).toBeVisible();
    await hadi.getByRole('button', { name: 'View Hadi Pratama' }).click();
    const drawer = page.getByRole('dialog', { name: 'Hadi Pratama' });
    const project = drawer.getByRole('link', { name: new RegExp(DEMO_PROJECT.replace(/[()]/g, '\\$&')) });
    await expect(project).toBeVisible();
    await project.click();
    await expect(page).toHaveURL(/\/project\/detail\/\d+\?tab=participants$/);
    await expect(page.getByRole('tab', { name: 'Participants', selected: true })).toBeVisible();
  });
});

test('an admin sees every tenant’s candidates on /project/all-candidate-admin and exports them', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await sidebar(page).getByRole('link', { name: 'All Candidates', exact: true }).click();
  await expect(page).toHaveURL(/\/project\/all-candidate-admin/);
  const table = page.getByRole('table', { name: 'All Candidates' });
  // Search once the first page has loaded, so its answer cannot overwrite the search's.
  await expect(table.getByRole('button', { name: /^View / }).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('eka');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(table.getByRole('row', { name: /Eka Putri/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Eka Putri/ }).getByText('Demo Corporation')).toBeVisible();

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Export candidates' });
  await modal.getByRole('button', { name: 'Start export' }).click();
  await expect(modal.getByRole('progressbar', { name: 'Exporting' })).toHaveAttribute(
    'aria-valuenow',
    '100',
    {
      timeout: 30_000,
    },
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^All candidates \d{4}-\d{2}-\d{2}\.xlsx$/);
  await modal.getByRole('link', { name: 'Open the download list' }).click();
  const list = page.getByRole('table', { name: 'Download List' });
  await expect(
    list.getByRole('row', { name: /All candidates/ }).getByText('Candidates (.xlsx)'),
  ).toBeVisible();
});

test('a collaborator reaches its candidates and downloads from the sidebar', async ({ page }) => {
  await signIn(page, 'collaborator');
  await sidebar(page).getByRole('link', { name: 'All Candidates', exact: true }).click();
  await expect(page).toHaveURL(/\/project\/all-candidate$/);
  const table = page.getByRole('table', { name: 'All Candidates' });
  await expect(table.getByRole('row', { name: /Hadi Pratama/ })).toBeVisible();
  // One corporate account: no corporate filter to choose from.
  await expect(page.getByRole('combobox', { name: 'Corporate' })).toHaveCount(0);
  await sidebar(page).getByRole('link', { name: 'Download List', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Download List' })).toBeVisible();
});
