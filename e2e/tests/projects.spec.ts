import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { sidebar, signIn } from '../fixtures/session';

// A consultant sets up a campaign from the demo job profile: instruments and competences come
// prefilled, a setting and the landing form change (City becomes required), the project is
// duplicated and the copy removed; a participant of the project then has to give a city.

const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });
const formItem = (scope: Locator, label: string) =>
  scope
    .locator('.ant-form-item')
    .filter({ has: scope.page().locator('.ant-form-item-label', { hasText: new RegExp(`^${label}$`) }) });

/** Invites through the API with the signed-in consultant's token (the Invitations tab has its own journey). */
async function invite(page: Page, projectId: number, name: string, email: string): Promise<string> {
  return page.evaluate(
    async ({ projectId, name, email }) => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]*)/)?.[1] ?? '');
      const res = await fetch('/api/v1/projects/invitations/invite', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ project_id: projectId, name, email }),
      });
      const body = (await res.json()) as { data: { participant_code: string } };
      return body.data.participant_code;
    },
    { projectId, name, email },
  );
}

test('a consultant runs a project from a job profile; its participant must give a city', async ({ page }) => {
  test.setTimeout(150_000);
  const run = Date.now().toString(36).toUpperCase();
  const projectName = `Graduates ${run}`;

  await signIn(page, 'consultant');
  await sidebar(page).getByRole('link', { name: 'All Projects', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'All Projects' })).toBeVisible();

  await test.step('create the project from the demo job profile', async () => {
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await chooseOption(page, dialog.getByLabel('Corporate account'), 'Demo Corporation', 'Demo');
    await dialog.getByLabel('Project name').fill(projectName);
    await chooseOption(page, dialog.getByLabel('Job profile'), 'Graduate Trainee (demo)');
    const instruments = formItem(dialog, 'Instruments').getByRole('listitem');
    await expect(instruments).toHaveCount(3);
    await expect(instruments.nth(0)).toContainText('DEMO-ABILITY · Penalaran Umum (demo)');
    await expect(instruments.nth(1)).toContainText('DEMO-PERSONALITY · Inventori Gaya Kerja (demo)');
    await expect(instruments.nth(2)).toContainText('DEMO-CAT · Penalaran Adaptif (demo)');
    const competences = formItem(dialog, 'Competences');
    await expect(competences.getByRole('row')).toHaveCount(4); // header + the profile's three targets
    await expect(competences).toContainText('Analytical thinking');
    await expect(competences).toContainText('Planning and organising');
    await expect(competences).toContainText('Teamwork');
    await expect(competences).toContainText('2 · Proficient');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Project created')).toBeVisible();
    await expect(page).toHaveURL(/\/project\/detail\/\d+$/);
    await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
  });
  const projectId = Number(new URL(page.url()).pathname.split('/').pop());

  await test.step('the overview shows the copied instruments and competence; a setting changes', async () => {
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'DEMO-ABILITY' }).first()).toContainText(
      'DEMO-ABILITY · Penalaran Umum (demo)',
    );
    await expect(page.getByText('Graduate Trainee (demo)')).toBeVisible();
    const settings = page.locator('form#project-settings');
    await page.getByRole('switch', { name: 'Show results to the participant' }).click();
    await chooseOption(page, page.getByLabel('Proctoring'), 'Strict (also full screen, copy and paste)');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('switch', { name: 'Show results to the participant' })).toBeChecked();
  });

  await test.step('the landing form asks for a required city', async () => {
    await page.getByRole('tab', { name: 'Landing form' }).click();
    await expect(page.getByRole('switch', { name: 'Required: Full name' })).toBeDisabled();
    await page.getByRole('switch', { name: 'Required: City' }).click();
    await expect(page.getByRole('switch', { name: 'Show: City' })).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Landing form saved')).toBeVisible();
  });

  await test.step('duplicate the project, then remove the copy', async () => {
    // The header button's name includes its icon's label.
    await page.getByRole('button', { name: /^(copy )?Duplicate$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate project' });
    await expect(dialog.getByLabel('Name of the copy')).toHaveValue(`${projectName} (copy)`);
    await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await expect(toast(page, 'Project duplicated')).toBeVisible();
    await expect(page.getByRole('heading', { name: `${projectName} (copy)` })).toBeVisible();
    expect(new URL(page.url()).pathname).not.toBe(`/project/detail/${projectId}`);
    await expect(page.getByRole('listitem').filter({ hasText: 'DEMO-PERSONALITY' }).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Landing form' }).click();
    await expect(page.getByRole('switch', { name: 'Required: City' })).toBeChecked();

    await page.getByRole('button', { name: /^(delete )?Remove$/ }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(toast(page, 'Project removed')).toBeVisible();
    await expect(page).toHaveURL(/\/project\/corporate-projects$/);
    const search = page.getByPlaceholder('Search');
    await search.fill(run);
    await search.press('Enter');
    await expect(page.getByRole('link', { name: projectName, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `${projectName} (copy)` })).toHaveCount(0);
  });

  await test.step('a participant must give the city on registration', async () => {
    const code = await invite(page, projectId, `Rani ${run}`, `rani.${run.toLowerCase()}@example.com`);
    expect(code).toMatch(/^[A-Z0-9-]{6,}$/);
    await page.context().clearCookies();
    await page.goto(`/test-activity/${code}`);
    await expect(page).toHaveURL(new RegExp(`/test-activity/form/${code}$`));
    // The page speaks the project's default language, Indonesian.
    const cityLabel = 'Kota/Kabupaten domisili';
    const city = formItem(page.locator('form'), cityLabel);
    await expect(city).toBeVisible();
    await expect(city.locator('.ant-form-item-required')).toBeVisible();
    await expect(page.getByLabel('Tanggal lahir')).toHaveCount(0);
    await page.getByRole('checkbox').check();
    const submit = page.locator('form button[type="submit"]');
    await submit.click();
    await expect(city).toContainText('Silakan isi kolom ini.');
    await chooseOption(
      page,
      page.getByRole('combobox', { name: cityLabel }),
      'Kota Surabaya, Jawa Timur',
      'surabaya',
    );
    await submit.click();
    await expect(page).toHaveURL(new RegExp(`/test-activity/dashboard/${code}$`));
  });
});
