import { expect, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { signIn } from '../fixtures/session';

test('an admin edits a master translation and the participant text follows', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/languages/master-languages');
  await expect(page.getByRole('heading', { name: 'Master Languages' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Bahasa Indonesia', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'English', exact: true })).toBeVisible();

  await page.goto('/translations/master-translations');
  await expect(page.getByRole('heading', { name: 'Master Translations' })).toBeVisible();
  await chooseOption(page, page.getByRole('combobox', { name: 'Page code' }), 'consensus');
  await expect(page).toHaveURL(/page_code=consensus/);
  await chooseOption(page, page.getByRole('combobox', { name: 'Language' }), 'English (en)');
  await expect(page).toHaveURL(/page_code=consensus.*language=en|language=en.*page_code=consensus/);
  const row = page.getByRole('row', { name: /consensus title en/ });
  await expect(row).toContainText('Consent');
  await row.getByRole('button', { name: 'Edit consensus title en' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit translation' });
  await dialog.getByLabel('Text').fill('Consent and privacy');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Consent and privacy');

  const res = await page.request.get('/api/v1/test-activities/consensus?lang=en');
  expect((await res.json()).data.title).toBe('Consent and privacy');

  await page.getByRole('button', { name: 'Edit page side by side' }).click();
  const editor = page.getByRole('dialog', { name: 'Translations of consensus' });
  await expect(editor.getByLabel('title (id)')).toHaveValue('Persetujuan');
  await expect(editor.getByLabel('title (en)')).toHaveValue('Consent and privacy');
  await editor.getByLabel('title (en)').fill('Consent');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(row).toContainText('Consent');
  await expect(row).not.toContainText('privacy');
});
