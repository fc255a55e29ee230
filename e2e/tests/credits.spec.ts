import { expect, type Page, test } from '@playwright/test';
import { call, signInApi } from '../fixtures/api';
import { DEMO, signIn } from '../fixtures/session';

// Credits as the demo corporate reads them: every ledger entry a line in the reader's language
// (the server stores its kind and parameters, not English text), the history's running figures
// ending at the balance and reservation shown above it, and a project that invited nobody holding
// nothing of the other projects' reservations.

const HISTORY = '/corporate-account/credit-history/1?size=50';

async function chooseLocale(page: Page, name: 'English' | 'Bahasa Indonesia') {
  await page.getByRole('button', { name: new RegExp(DEMO.collaborator.name) }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', name === 'English' ? 'en' : 'id');
}

/** The newest entry's running figures are the figures the page shows. */
async function expectHistoryEndsAtFigures(
  page: Page,
  unit: RegExp,
  balanceAfter: string,
  reservedAfter: string,
) {
  const table = page.getByRole('table');
  const header = await table.getByRole('columnheader').allInnerTexts();
  const column = (name: string) => header.findIndex((h) => h.replace(/\s+/g, ' ').trim() === name);
  const newest = table.locator('tbody tr.ant-table-row').first().locator('td');
  const balance = (await page.getByTestId('credit-balance').innerText()).replace(unit, '').trim();
  const reserved = (await page.getByTestId('credit-reserved').innerText()).replace(unit, '').trim();
  await expect(newest.nth(column(balanceAfter))).toHaveText(balance);
  await expect(newest.nth(column(reservedAfter))).toHaveText(reserved);
}

test('the credit history speaks the reader’s language and ends at the figures shown', async ({ page }) => {
  await signIn(page, 'collaborator');
  try {
    await chooseLocale(page, 'Bahasa Indonesia');
    await page.goto(HISTORY);
    await expect(page.getByRole('heading', { name: 'Riwayat Kredit' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /Kredit awal demo/ })).toContainText('+500');
    // Each demo candidate who started was charged, after their invitation reserved the cost.
    for (const name of ['Hadi Pratama', 'Eka Putri', 'Indra Santoso', 'Kartika Lestari', 'Fajar Nugroho']) {
      await expect(table.getByRole('row', { name: new RegExp(`Tes dimulai: ${name} \\(`) })).toContainText(
        '−3',
      );
      await expect(
        table.getByRole('row', { name: new RegExp(`Dicadangkan: ${name} diundang ke`) }),
      ).toContainText('+3');
    }
    await expect(table.getByRole('row', { name: /Dicadangkan: Gita Maharani diundang ke/ })).toBeVisible();
    // No line in English.
    await expect(table).not.toContainText(/Opening demo credits|Test started|Reserved:|Released:/);
    await expectHistoryEndsAtFigures(page, /kredit$/, 'Saldo setelahnya', 'Cadangan setelahnya');
  } finally {
    // The choice is the user's, kept on the server: leave the collaborator in English.
    await chooseLocale(page, 'English');
  }
  await page.goto(HISTORY);
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Opening demo credits/ })).toContainText('+500');
  await expect(table.getByRole('row', { name: /Test started: Hadi Pratama \(/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Reserved: Gita Maharani invited to/ })).toBeVisible();
  await expect(table).not.toContainText(/Kredit awal demo|Tes dimulai|Dicadangkan:/);
  await expectHistoryEndsAtFigures(page, /credits?$/, 'Balance after', 'Reserved after');
});

test('a project that invited nobody reserves nothing, and says what the others reserve', async ({ page }) => {
  const token = await signInApi(page.request, 'consultant');
  const instruments = await call<{ id: number; code: string }[]>(
    page.request,
    'instruments/compact-list',
    {},
    token,
  );
  const ability = instruments.find((i) => i.code === 'DEMO-ABILITY');
  const project = await call<{ id: number }>(
    page.request,
    'projects/new',
    { account_corporate_id: 1, name: `No invitations ${Date.now()}`, instrument_ids: [ability?.id] },
    token,
  );
  await signIn(page, 'consultant');
  await page.goto(`/project/detail/${project.id}?tab=invitations`);
  const reservations = page.getByTestId('credit-reservations');
  await expect(reservations).toContainText(
    'This project: nothing reserved, no invited participant is waiting to start.',
  );
  await expect(reservations).toContainText(
    /Other projects: \d+ credits reserved for \d+ invited participants? who/,
  );
  await expect(page.getByText('Reserved (all projects)')).toBeVisible();
});
