import { expect, type Page, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { call, signInApi } from '../fixtures/api';
import { sidebar, signIn } from '../fixtures/session';

// A large bank: the content editor pages the demo adaptive test's 168 items, the bank view edits
// one item at a time, and neither lets unsaved changes go without asking.

// A second translation language, to switch to with edits pending; removed again afterwards. A
// removed language keeps its code, so each attempt (a retry too) creates a code of its own.
const malayCode = `ms-${Date.now().toString(36).slice(-6)}`;
let malayId: number | undefined;
test.afterEach(async ({ request }) => {
  if (malayId === undefined) return;
  await call(request, 'master-languages/mark-as-removed', { id: malayId }, await signInApi(request, 'admin'));
  malayId = undefined;
});

test('an admin pages a 168-item bank, and unsaved changes are never dropped without asking', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const adminToken = await signInApi(request, 'admin');
  malayId = (
    await call<{ id: number }>(
      request,
      'master-languages/new',
      { code: malayCode, name: 'Malay' },
      adminToken,
    )
  ).id;
  await bankJourney(page, malayCode);
});

async function bankJourney(page: Page, malay: string) {
  await signIn(page, 'admin');
  await page.goto('/assessment-center/test-instrument');
  // Journeys add instruments: the demo adaptive test is found through the list's search.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('DEMO-CAT');
  await search.press('Enter');
  await page
    .getByRole('row', { name: /DEMO-CAT(?!-)/ })
    .getByRole('link', { name: 'Penalaran Adaptif (demo)' })
    .click();
  await expect(page).toHaveURL(/\/assessment-center\/test-instrument\/\d+$/);
  const instrumentUrl = page.url();

  await test.step('the editor shows the items twenty at a time', async () => {
    await expect(page.getByText('Items 1–20 of 168')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Item 20', { exact: true })).toBeVisible();
    await expect(page.getByText('Item 21', { exact: true })).toHaveCount(0);
    await page.getByRole('listitem', { name: '9' }).click();
    await expect(page.getByText('Items 161–168 of 168')).toBeVisible();
    await expect(page.getByText('Item 161', { exact: true })).toBeInViewport();
    await expect(page.getByText('Item 168', { exact: true })).toBeVisible();
    await expect(page.getByText('Item 1', { exact: true })).toHaveCount(0);
  });

  await test.step('translations come in pages too; a text the server refuses stays, with the reason', async () => {
    const translations = page.locator('#translations');
    await expect(translations.getByText(/^\d+ records$/)).toBeVisible({ timeout: 20_000 });
    await expect(translations.locator('.ant-table-row')).toHaveCount(50);
    const stem = translations.getByRole('textbox', {
      name: /Translation \(en\): Item cat-num-01 · question/,
    });
    const tooLong = 'x'.repeat(20_001);
    await stem.fill(tooLong);
    await translations.getByRole('button', { name: 'Save translations' }).click();
    await expect(
      page.locator('.ant-message-error', {
        hasText: '400: texts.item.cat-num-01.stem: Too big: expected string to have <=20000 characters',
      }),
    ).toBeVisible();
    await expect(stem).toHaveValue(tooLong);
  });

  await test.step('an unsaved translation alone also asks before the page is left', async () => {
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await sidebar(page).getByRole('link', { name: 'All Test' }).click();
    const ask = page.getByRole('dialog', { name: 'You have unsaved changes' });
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(ask).toBeHidden();
    expect(page.url()).toBe(instrumentUrl);
    await expect(
      page
        .locator('#translations')
        .getByRole('textbox', { name: /Translation \(en\): Item cat-num-01 · question/ }),
    ).toHaveValue('x'.repeat(20_001));
  });

  await test.step('another language with translations unsaved asks to discard them first', async () => {
    const translations = page.locator('#translations');
    const language = translations.getByLabel('Language');
    await chooseOption(page, language, `Malay (${malay})`);
    const ask = page.getByRole('dialog', { name: 'Discard the unsaved translations into English?' });
    await expect(ask).toContainText('They are not saved; save them first to keep them.');
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(ask).toBeHidden();
    const stem = (code: string) =>
      translations.getByRole('textbox', {
        name: new RegExp(`Translation \\(${code}\\): Item cat-num-01 · question`),
      });
    await expect(stem('en')).toHaveValue('x'.repeat(20_001));
    await chooseOption(page, language, `Malay (${malay})`);
    await ask.getByRole('button', { name: 'Discard' }).click();
    await expect(stem(malay)).toHaveValue('');
    await expect(translations.getByRole('button', { name: 'Save translations' })).toBeDisabled();
    // Back to English: the refused text was given up, the saved one shows.
    await chooseOption(page, language, 'English (en)');
    await expect(stem('en')).not.toHaveValue('x'.repeat(20_001));
  });

  const title = page.getByLabel('Section title');
  await test.step('leaving the editor with changes asks first; Stay keeps them', async () => {
    await title.fill('Reasoning, revised');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'All Test' }).click();
    const ask = page.getByRole('dialog', { name: 'You have unsaved changes' });
    await expect(ask).toContainText('Leave this page without saving? Your changes will be lost.');
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(ask).toBeHidden();
    expect(page.url()).toBe(instrumentUrl);
    await expect(title).toHaveValue('Reasoning, revised');
  });

  await test.step('a reload gets the browser’s warning', async () => {
    const warned = page.waitForEvent('dialog').then(async (dialog) => {
      const type = dialog.type();
      await dialog.dismiss();
      return type;
    });
    await page.reload({ timeout: 3_000 }).catch(() => undefined);
    expect(await warned).toBe('beforeunload');
    await expect(title).toHaveValue('Reasoning, revised');
  });

  await test.step('Leave without saving goes, and the change is gone', async () => {
    await page.getByRole('button', { name: 'Bank view' }).click();
    const ask = page.getByRole('dialog', { name: 'You have unsaved changes' });
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page.getByRole('heading', { name: 'Item bank: Penalaran Adaptif (demo)' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the instrument' }).click();
    // The editor loads the 168-item bank again before it shows the section.
    await expect(page.getByLabel('Section title')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Section title')).not.toHaveValue('Reasoning, revised');
    await page.getByRole('button', { name: 'Bank view' }).click();
    await expect(page.getByRole('heading', { name: 'Item bank: Penalaran Adaptif (demo)' })).toBeVisible();
  });

  await test.step('the bank view edits one item; closing it with changes asks to discard them', async () => {
    const row = page.getByRole('row', { name: /cat-num-01\b/ });
    await expect(row).toBeVisible();
    const stem = (await row.getByRole('cell').nth(1).locator('.ant-typography').first().innerText()).trim();
    await row.click();
    const drawer = page.getByRole('dialog', { name: 'Edit item cat-num-01' });
    const question = drawer.getByRole('textbox', { name: 'Question' });
    await expect(question).toHaveValue(stem);
    await question.fill(`${stem} (draft)`);
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Discard the changes to this item?' });
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(question).toHaveValue(`${stem} (draft)`);
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await expect(drawer).toBeHidden();
    await expect(row).toContainText(stem);
    await expect(row).not.toContainText('(draft)');
  });

  await test.step('the page of the bank is in its URL: a reload stays on it', async () => {
    await page.getByRole('listitem', { name: '2' }).click();
    await expect(page).toHaveURL(/\/bank\?page=2$/);
    await expect(page.getByRole('cell', { name: '51', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('cell', { name: '51', exact: true })).toBeVisible();
    await expect(page.getByRole('listitem', { name: '2' })).toHaveClass(/ant-pagination-item-active/);
  });
}
