import { SIDEBAR_MENUS } from '@asesa/contracts';
import { expect, test } from '@playwright/test';
import { call, signInApi } from '../fixtures/api';
import { DEMO, type DemoRole, sidebar, signIn } from '../fixtures/session';

test.describe('sign-in (spec 2.5 and 5)', () => {
  test('an empty form shows every required message and toasts the first', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.locator('.ant-form-item-explain-error', { hasText: 'The input is your email' }),
    ).toBeVisible();
    await expect(
      page.locator('.ant-form-item-explain-error', { hasText: 'Please input your Password!' }),
    ).toBeVisible();
    await expect(page.locator('.ant-message-error', { hasText: 'The input is your email' })).toBeVisible();
  });

  test('a malformed e-mail shows the format message', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.locator('.ant-form-item-explain-error', { hasText: 'The input the correct email format' }),
    ).toBeVisible();
    await expect(
      page.locator('.ant-message-error', { hasText: 'The input the correct email format' }),
    ).toBeVisible();
  });

  test("a wrong password shows the server's message as a toast and stays on /signin", async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill('admin@asesa.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.locator('.ant-message-error', { hasText: 'The e-mail or password is incorrect.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('the sign-in page offers a Contact us link', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();
  });
});

for (const role of ['admin', 'consultant', 'collaborator'] as DemoRole[]) {
  test(`${role} lands on its route and sees exactly its sidebar links`, async ({ page }) => {
    await signIn(page, role);
    const nav = sidebar(page);
    const expected = SIDEBAR_MENUS[role];
    for (const link of expected) {
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        link.path,
      );
    }
    await expect(nav.getByRole('link')).toHaveCount(expected.length);
    await expect(page.getByText(DEMO[role].name).first()).toBeVisible();
    await expect(page.getByText(DEMO[role].label, { exact: true })).toBeVisible();
    if (role === 'admin') await expect(page.getByText('Powered by Asesa')).toHaveCount(0);
    else await expect(page.getByText('Powered by Asesa')).toBeVisible();
  });
}

test('the user card shows Corporate Credits for non-admins and logs out', async ({ page }) => {
  // The demo corporate starts with 500 credits; journeys before this one may have spent some.
  const { balance } = await call<{ balance: number }>(
    page.request,
    'auth/credit-balance',
    {},
    await signInApi(page.request, 'collaborator'),
  );
  expect(balance).toBeGreaterThan(400);
  await signIn(page, 'collaborator');
  await page.getByRole('button', { name: /Bima Collaborator/ }).click();
  await expect(
    page.getByRole('menuitem', { name: new RegExp(`Corporate Credits: ${balance.toLocaleString('en')}$`) }),
  ).toBeVisible();
  // The message shows while the server ends the session: hold that answer long enough to see it.
  await page.route('**/api/v1/auth/logout', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('menuitem', { name: 'LogOut' }).click();
  await expect(page.locator('.ant-message', { hasText: 'logging out...' })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === '_iau')).toBeUndefined();
  await page.goto('/project/corporate-projects');
  await expect(page).toHaveURL(/\/signin$/);
});

test('an admin has no Corporate Credits in the user card', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: /Ayu Admin/ }).click();
  await expect(page.getByRole('menuitem', { name: 'LogOut' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Corporate Credits/ })).toHaveCount(0);
});

test('admin-only routes are refused to consultants and collaborators', async ({ page }) => {
  for (const role of ['consultant', 'collaborator'] as DemoRole[]) {
    await signIn(page, role);
    for (const path of [
      '/assessment-center/test-instrument',
      '/languages/master-languages',
      '/translations/master-translations',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
    }
    await page.context().clearCookies();
  }
});

test('an unauthenticated deep link goes to sign-in and returns there afterwards', async ({ page }) => {
  await page.goto('/project/detail/1');
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Email').fill(DEMO.consultant.email);
  await page.getByLabel('Password').fill(DEMO.consultant.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/project\/detail\/1$/);
});

test('unknown paths show the 404 page with a Home button to /signin', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('an unknown back-office sub-path redirects to /404 (spec 2.6)', async ({ page }) => {
  await signIn(page, 'consultant');
  for (const path of [
    '/project/no-such-thing',
    '/corporate-account/no/such/page',
    '/consultant-account/nope',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Home' })).toBeVisible();
});

test('a detail page of a record that does not exist keeps the stock page-not-found inside the layout', async ({
  page,
}) => {
  await signIn(page, 'consultant');
  await page.goto('/project/detail/999999');
  await expect(page).toHaveURL(/\/project\/detail\/999999$/);
  await expect(page.getByText('Oops, an error occurred. Page not found!')).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
});

test('the connection-lost page is in Indonesian with a reload link to the stored code', async ({ page }) => {
  await page.goto('/signin');
  await page.evaluate(() => localStorage.setItem('participant_code', 'DEMO-PCODE-01'));
  await page.goto('/Offline');
  await expect(page.getByText('Koneksi Internet terputus')).toBeVisible();
  await expect(page.getByRole('link', { name: /Muat Ulang/ })).toHaveAttribute(
    'href',
    '/test-activity/DEMO-PCODE-01',
  );
});

test('a 504 answer opens the server-trouble modal, dismissed with Oke', async ({ page }) => {
  await page.goto('/signin');
  // Pages load on demand: the app (and its 504 listener) is up once the page shows.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('504')));
  const modal = page.getByRole('dialog', { name: 'Server Sedang Mengalami Kendala' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Mohon maaf, server sedang mengalami kendala');
  await modal.getByRole('button', { name: 'Oke' }).click();
  await expect(modal).toBeHidden();
});

test('under 992 px the sidebar becomes a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, 'admin');
  await expect(sidebar(page)).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'All Projects' })).toBeVisible();
});
