import { expect, type Locator, type Page, test } from '@playwright/test';
import { openDemoProject as openDemoProjectPage } from '../fixtures/demo-project';
import { signIn } from '../fixtures/session';

// The back-office tables fit a 1366 × 768 screen: no sideways scrolling inside the table or the
// page, and the row actions (Results, View, Resend…) inside the visible area. A table made wider
// than the screen by the user's Columns choice scrolls, with its actions pinned to the right.
// With TABLE_SCREENSHOTS set to a folder, each table is also photographed there.

const SCREENSHOTS = process.env.TABLE_SCREENSHOTS;

test.use({ viewport: { width: 1366, height: 768 } });

interface Measure {
  scrollWidth: number;
  clientWidth: number;
  left: number;
  right: number;
  pageWidth: number;
  viewport: number;
}

/** The table's scrolling area (antd's .ant-table-content) and the page, measured. */
function measure(table: Locator): Promise<Measure> {
  return table.evaluate((el) => {
    const area = el.closest('.ant-table-content, .ant-table-body') as HTMLElement;
    const box = area.getBoundingClientRect();
    return {
      scrollWidth: area.scrollWidth,
      clientWidth: area.clientWidth,
      left: box.left,
      right: box.right,
      pageWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    };
  });
}

/** Every button and link of the first row with actions lies inside the table's visible area. */
async function expectActionsInView(table: Locator, m: Measure, name: string): Promise<void> {
  // A row may have none (a removed collaborator): the first one that has.
  const cell = table
    .locator('tbody tr.ant-table-row')
    .filter({ has: table.page().locator('td:last-child :is(button, a)') })
    .first()
    .locator('td')
    .last();
  // Pinned to the right edge, so a table that does scroll keeps them in view.
  await expect(cell, `${name}: the actions column is pinned right`).toHaveClass(/ant-table-cell-fix-end/);
  const controls = cell.locator('button, a');
  expect(await controls.count(), `${name}: the row has actions`).toBeGreaterThan(0);
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    expect(box, `${name}: an action is rendered`).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${name}: an action starts inside the table`).toBeGreaterThanOrEqual(m.left - 1);
    expect(box.x + box.width, `${name}: an action ends inside the table`).toBeLessThanOrEqual(m.right + 1);
    expect(box.x + box.width, `${name}: an action ends inside the screen`).toBeLessThanOrEqual(m.viewport);
  }
}

/**
 * The table named `name` fits once its rows are in: it does not scroll sideways, nor does the
 * page, and its actions (when `actions`) are in view. Other journeys add rows to the shared demo
 * data, so whichever rows are on the first page will do.
 */
async function expectFits(
  page: Page,
  name: string,
  { rows = true, actions = false, shot }: { rows?: boolean; actions?: boolean; shot?: string } = {},
): Promise<void> {
  const table = page.getByRole('table', { name, exact: true });
  await expect(table).toBeVisible();
  if (rows) await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const m = await measure(table);
  expect(m.scrollWidth, `${name}: the table is wider than its area`).toBeLessThanOrEqual(m.clientWidth + 1);
  expect(m.right, `${name}: the table ends inside the screen`).toBeLessThanOrEqual(m.viewport);
  expect(m.pageWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(m.viewport);
  if (actions) await expectActionsInView(table, m, name);
  if (SCREENSHOTS && shot) await page.screenshot({ path: `${SCREENSHOTS}/${shot}.png`, fullPage: true });
}

async function openDemoProject(page: Page, tab: 'Participants' | 'Invitations'): Promise<void> {
  await openDemoProjectPage(page);
  await page.getByRole('tab', { name: tab }).click();
}

test('the admin’s tables fit a 1366 px screen', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/consultant-account/all-account');
  await expectFits(page, 'Consultant Accounts', { shot: 'admin-consultants' });
  await page.goto('/corporate-account/all-account');
  await expectFits(page, 'Corporate Accounts', { shot: 'admin-corporates' });
  await page.goto('/assessment-center/test-instrument');
  await expectFits(page, 'All Test', { shot: 'admin-instruments' });
  await page.goto('/project/all-candidate-admin');
  await expectFits(page, 'All Candidates', { actions: true, shot: 'admin-candidates' });
  await page.goto('/consultant-account/audit-log');
  // On a fresh database the audit log may still be empty: its header must fit all the same.
  await expectFits(page, 'Audit log', { rows: false, shot: 'admin-audit-log' });
  await page.goto('/project/all-project');
  await expectFits(page, 'All Projects', { actions: true });
});

test('the consultant’s tables fit a 1366 px screen, the project’s Results and Resend in view', async ({
  page,
}) => {
  await signIn(page, 'consultant');
  await page.goto('/project/corporate-projects');
  await expectFits(page, 'Projects', { actions: true, shot: 'consultant-projects' });

  await openDemoProject(page, 'Participants');
  await expectFits(page, 'Participants of the project', { actions: true, shot: 'consultant-participants' });
  const participants = page.getByRole('table', { name: 'Participants of the project' });
  // Nothing scrolls sideways (checked above), so bringing the row into view only scrolls down.
  const results = participants
    .locator('tbody tr.ant-table-row')
    .last()
    .getByRole('button', { name: 'Results' });
  await results.scrollIntoViewIfNeeded();
  await expect(results).toBeInViewport({ ratio: 1 });
  // The key columns are there, the completion date included.
  for (const header of [
    'Name',
    'Email',
    'Participant code',
    'Status',
    'Score',
    'Job fit',
    'Completed',
    'Actions',
  ])
    await expect(participants.getByRole('columnheader', { name: header, exact: true })).toBeVisible();

  await openDemoProject(page, 'Invitations');
  await expectFits(page, 'Invitations', { actions: true, shot: 'consultant-invitations' });
  const invitations = page.getByRole('table', { name: 'Invitations' });
  for (const header of ['Name / Email', 'Participant code', 'Status', 'Sent', 'Code expires', 'Actions'])
    await expect(invitations.getByRole('columnheader', { name: header, exact: true })).toBeVisible();

  await page.goto('/consultant-account/collaborators');
  await expectFits(page, 'Collaborators', { actions: true, shot: 'consultant-collaborators' });
  await page.goto('/project/all-candidate-admin');
  await expectFits(page, 'All Candidates', { actions: true, shot: 'consultant-candidates' });
});

test('the collaborator’s tables fit a 1366 px screen', async ({ page }) => {
  await signIn(page, 'collaborator');
  await page.goto('/project/corporate-projects');
  await expectFits(page, 'Projects');
  await page.goto('/project/all-candidate');
  await expectFits(page, 'All Candidates', { actions: true });
});

test('the Columns chooser shows a hidden column, remembers it, and the actions stay pinned', async ({
  page,
}) => {
  await signIn(page, 'consultant');
  await openDemoProject(page, 'Participants');
  const table = page.getByRole('table', { name: 'Participants of the project' });
  const hadi = table.getByRole('row', { name: /Hadi Pratama/ });
  // Other journeys add participants to the demo project: find Hadi by the search.
  const search = async () => {
    await page.getByRole('searchbox', { name: 'Search' }).fill('Hadi Pratama');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(hadi).toBeVisible();
  };
  await search();
  await expect(table.getByRole('columnheader', { name: 'City', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Columns' }).click();
  const choices = page.getByRole('group', { name: 'Columns' });
  await choices.getByRole('checkbox', { name: 'City' }).check();
  await expect(table.getByRole('columnheader', { name: 'City', exact: true })).toBeVisible();
  await choices.getByRole('checkbox', { name: 'Email' }).uncheck();
  await expect(table.getByRole('columnheader', { name: 'Email', exact: true })).toHaveCount(0);

  // Remembered in this browser, per table.
  await page.reload();
  await search();
  await expect(table.getByRole('columnheader', { name: 'City', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Email', exact: true })).toHaveCount(0);
  await expect(hadi).toContainText('Jakarta');

  // Every column shown is wider than the screen: the table scrolls, its actions stay in view.
  await page.getByRole('button', { name: 'Columns' }).click();
  await choices.getByRole('checkbox', { name: 'Email' }).check();
  await page.keyboard.press('Escape');
  const m = await measure(table);
  expect(m.pageWidth, 'the page itself does not scroll sideways').toBeLessThanOrEqual(m.viewport);
  await expectActionsInView(table, m, 'Participants (all columns)');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/consultant-participants-all-columns.png` });

  // The other tables keep their own choices.
  await page.goto('/project/all-candidate-admin');
  await expect(
    page
      .getByRole('table', { name: 'All Candidates' })
      .getByRole('columnheader', { name: 'Email', exact: true }),
  ).toBeVisible();
});
