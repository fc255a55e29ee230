import { expect, type Page, test } from '@playwright/test';
import { openDemoProject as openDemoProjectPage } from '../fixtures/demo-project';
import { DEMO, type DemoRole, signIn } from '../fixtures/session';

// The main pages of each role and the participant's first pages log no warning or error in the
// browser's console and throw nothing: a console that is quiet when all is well makes a real
// problem stand out. A failed request also shows there as an error (Chromium), so a page must
// not make a request it expects to fail.

/**
 * Messages outside the app's control, each with why it is tolerated. Empty today: add an entry
 * only for something the app cannot avoid (a browser's own notice), never for the app's own.
 */
const TOLERATED: { pattern: RegExp; why: string }[] = [];

/** Collects the page's console warnings and errors and its uncaught errors, with the URL. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    const text = message.text();
    if (TOLERATED.some((t) => t.pattern.test(text))) return;
    const where = message.location().url;
    problems.push(`${page.url()} ${message.type()}: ${text}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} uncaught: ${error.message}`));
  return problems;
}

/** Waits until the page has shown `ready` and its requests have settled. */
async function settle(page: Page, ready: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(ready.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await settle(page, page.getByRole('heading', { name: heading }));
}

async function openDemoProject(page: Page, listPath: string): Promise<void> {
  await page.goto(listPath);
  await settle(page, page.getByRole('table'));
  await openDemoProjectPage(page);
  await settle(page, page.getByRole('table', { name: 'Participants of the project' }).getByRole('row'));
}

const PAGES: Record<DemoRole, (page: Page) => Promise<void>> = {
  admin: async (page) => {
    await settle(page, page.getByRole('heading', { name: 'All Projects' }));
    await openDemoProject(page, '/project/all-project');
    await visit(page, '/project/all-candidate-admin', 'All Candidates');
    await visit(page, '/consultant-account/all-account', 'Consultant Accounts');
    // An admin has no profile page (spec 2.6 sidebar); the user card's menu stands for it.
    await page.getByRole('button', { name: new RegExp(DEMO.admin.name) }).click();
    await expect(page.getByRole('menuitem', { name: 'LogOut' })).toBeVisible();
  },
  consultant: async (page) => {
    await settle(page, page.getByRole('heading', { name: 'Projects' }));
    await visit(page, '/project/all-project', 'All Projects');
    await openDemoProject(page, '/project/corporate-projects');
    await page.getByRole('tab', { name: 'Invitations' }).click();
    await settle(page, page.getByRole('table', { name: 'Invitations' }).getByRole('row'));
    await visit(page, '/project/all-candidate-admin', 'All Candidates');
    await visit(page, '/consultant-account/edit-profile', 'Edit Profile');
  },
  collaborator: async (page) => {
    await settle(page, page.getByRole('heading', { name: 'Projects' }));
    await openDemoProject(page, '/project/corporate-projects');
    await visit(page, '/project/all-candidate', 'All Candidates');
    await visit(page, '/corporate-account/edit-profile', 'Edit Profile');
  },
};

for (const role of ['admin', 'consultant', 'collaborator'] as const) {
  test(`the ${role}'s pages, from the sign-in page on, keep the console clean`, async ({ page }) => {
    const problems = watchConsole(page);
    await signIn(page, role);
    await PAGES[role](page);
    expect(problems).toEqual([]);
  });
}

test('the access-code page and a participant’s first page keep the console clean', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/access-codes/');
  await settle(page, page.getByRole('textbox'));
  // The demo participant who is only invited: the code opens the registration form (or, once
  // another journey registered them, the dashboard).
  await page.goto('/test-activity/DEMO-PCODE-01');
  await expect(page).toHaveURL(/\/test-activity\/(form|dashboard|test|statement)/);
  await settle(page, page.getByRole('heading'));
  expect(problems).toEqual([]);
});
