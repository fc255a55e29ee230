import { expect, type Page, test } from '@playwright/test';
import { call, signInApi } from '../fixtures/api';
import { DEMO, sidebar, signIn } from '../fixtures/session';

// The back office in Bahasa Indonesia (English stays the default, spec 9): a consultant picks it in
// the user card; the sidebar, the pages, antd's own texts and the dates follow, the choice survives
// a reload, signing out and in, and another browser; the specification's English texts stay word
// for word in English and are Indonesian here.

const consultant = DEMO.consultant;
const DEMO_PROJECT = 'Graduate Intake 2026 (demo)';
// A table's date of this year, "25 Nov 17.13": Indonesian months and a dot between hours and minutes.
const INDONESIAN_DATE_TIME = /\d{1,2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Agt|Sep|Okt|Nov|Des) \d{2}\.\d{2}\b/;
const ENGLISH_DATE_TIME = /\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2}:\d{2}\b/;

const navigasi = (page: Page) => page.getByRole('navigation', { name: 'Navigasi' });
const userCard = (page: Page) => page.getByRole('button', { name: new RegExp(consultant.name) });

async function chooseLocale(page: Page, name: 'English' | 'Bahasa Indonesia') {
  await userCard(page).click();
  await page.getByRole('menuitem', { name }).click();
}

/** The consultant's projects, in Indonesian: headings, columns, status, dates and antd's pager. */
async function expectIndonesianProjects(page: Page) {
  await expect(page.getByRole('heading', { name: 'Semua Proyek' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Nama proyek' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Dibuat' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(DEMO_PROJECT.replace(/[()]/g, '\\$&')) });
  await expect(row).toContainText('Aktif');
  await expect(row).toContainText(INDONESIAN_DATE_TIME);
  await expect(page.locator('.ant-pagination')).toContainText(/\d+ data/);
  await expect(page.locator('.ant-pagination')).toContainText('/ halaman');
  await expect(page.getByRole('button', { name: 'Proyek baru' })).toBeVisible();
}

test('a consultant switches the back office to Bahasa Indonesia and back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  try {
    await signIn(page, 'consultant');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await test.step('the user card offers both locales, English chosen', async () => {
      await userCard(page).click();
      await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Bahasa Indonesia' })).toBeVisible();
      await page.keyboard.press('Escape');
    });

    await test.step('Bahasa Indonesia: sidebar and projects page', async () => {
      await chooseLocale(page, 'Bahasa Indonesia');
      const nav = navigasi(page);
      await expect(nav.getByRole('link', { name: 'Semua Proyek', exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Semua Akun', exact: true })).toHaveAttribute(
        'href',
        '/corporate-account/all-account',
      );
      await expect(nav).toContainText('Akun Korporat');
      await expect(nav.getByRole('link', { name: 'Kolaborator', exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      // The spec's English texts (word for word in English, auth.spec.ts) are Indonesian here.
      await expect(page.getByText('Didukung oleh Asesa')).toBeVisible();
      await expect(page.getByText('Powered by Asesa')).toHaveCount(0);
      await expect(page.getByText(consultant.label, { exact: true })).toBeVisible();

      await nav.getByRole('link', { name: 'Semua Proyek', exact: true }).click();
      await expectIndonesianProjects(page);
    });

    await test.step("antd's date picker speaks Indonesian too", async () => {
      await page.getByRole('button', { name: 'Proyek baru' }).click();
      const dialog = page.getByRole('dialog', { name: 'Proyek baru' });
      await dialog.getByPlaceholder('Tanggal mulai').click();
      const picker = page.locator('.ant-picker-dropdown');
      // Weeks start on Monday (Senin) with Indonesian day names, and the months are Indonesian.
      await expect(picker.locator('.ant-picker-content th').first()).toHaveText('Sn');
      await picker.locator('.ant-picker-month-btn').first().click();
      for (const month of ['Mei', 'Agt', 'Okt', 'Des'])
        await expect(picker.locator('.ant-picker-cell-inner', { hasText: month }).first()).toBeVisible();
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: 'Batal' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('a reload keeps it', async () => {
      await page.reload();
      await expectIndonesianProjects(page);
      await expect(navigasi(page)).toBeVisible();
    });

    await test.step('signing out and in again keeps it; the sign-in page already speaks it', async () => {
      await userCard(page).click();
      await page.getByRole('menuitem', { name: 'Keluar' }).click();
      await expect(page).toHaveURL(/\/signin$/);
      await expect(page.getByText('Masuk ke back office')).toBeVisible();
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();
      await expect(
        page.locator('.ant-form-item-explain-error', { hasText: 'Masukkan email Anda' }),
      ).toBeVisible();
      await page.getByLabel('Email').fill(consultant.email);
      await page.getByLabel('Kata sandi').fill(consultant.password);
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${consultant.home}$`));
      await expect(page.getByRole('heading', { name: 'Proyek', exact: true })).toBeVisible();
      await expect(navigasi(page)).toBeVisible();
    });

    await test.step('another browser gets it from the server once signed in', async () => {
      const other = await browser.newContext();
      try {
        const fresh = await other.newPage();
        await signIn(fresh, 'consultant');
        await expect(navigasi(fresh).getByRole('link', { name: 'Semua Proyek', exact: true })).toBeVisible();
      } finally {
        await other.close();
      }
    });

    await test.step('English again', async () => {
      await chooseLocale(page, 'English');
      await expect(sidebar(page).getByRole('link', { name: 'All Projects', exact: true })).toBeVisible();
      await sidebar(page).getByRole('link', { name: 'All Projects', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'All Projects' })).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(DEMO_PROJECT.replace(/[()]/g, '\\$&')) });
      await expect(row).toContainText(ENGLISH_DATE_TIME);
      await expect(page.locator('.ant-pagination')).toContainText('/ page');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.reload();
      await expect(page.getByRole('heading', { name: 'All Projects' })).toBeVisible();
    });
  } finally {
    // The other journeys sign this user in and expect English.
    const token = await signInApi(request, 'consultant');
    await call(request, 'auth/save-user-data', { locale: 'en' }, token);
  }
});
