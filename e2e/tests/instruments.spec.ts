import { expect, type Page, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { signIn } from '../fixtures/session';

// Authoring the template library: an admin defines a dimension with two indicators, builds an
// instrument with three item types scored on them, previews it as a participant would see it and
// publishes it.

const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });

test('an admin builds an instrument with three item types on new indicators, previews and publishes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).toUpperCase();
  const dim = { code: `E2E-EXT-${run}`, name: `E2E Extraversion ${run}` };
  const indicators = [
    { code: `${dim.code}.SOC`, name: 'Sociability' },
    { code: `${dim.code}.ASS`, name: 'Assertiveness' },
  ];
  const label = (i: { code: string; name: string }) => `${i.code} · ${i.name}`;
  await signIn(page, 'admin');
  await page.goto('/assessment-center/test-instrument');

  await test.step('define a dimension with two indicators', async () => {
    await page.getByRole('link', { name: 'Dimensions and indicators' }).click();
    await expect(page.getByRole('heading', { name: 'Test Dimensions' })).toBeVisible();
    await page.getByRole('button', { name: 'New dimension' }).click();
    const dialog = page.getByRole('dialog', { name: 'New dimension' });
    await dialog.getByLabel('Code', { exact: true }).fill(dim.code);
    await dialog.getByLabel('Name', { exact: true }).fill(dim.name);
    for (const [i, ind] of indicators.entries()) {
      await dialog.getByRole('button', { name: 'Add indicator' }).click();
      await dialog.getByLabel(`Indicator code ${i + 1}`).fill(ind.code);
      await dialog.getByLabel(`Indicator name ${i + 1}`).fill(ind.name);
    }
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Dimension created')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(dim.code);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(
      page.getByRole('row', { name: new RegExp(dim.code) }).getByRole('cell', { name: '2', exact: true }),
    ).toBeVisible();
  });

  await test.step('create a personality instrument', async () => {
    await page.getByRole('link', { name: 'All tests' }).click();
    await page.getByRole('button', { name: 'New instrument' }).click();
    const dialog = page.getByRole('dialog', { name: 'New instrument' });
    await dialog.getByLabel('Code').fill(`E2E-PERS-${run}`);
    await dialog.getByLabel('Name').fill(`E2E Personality ${run}`);
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Kind' }), 'Personality');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/assessment-center\/test-instrument\/\d+$/);
  });

  await test.step('author a single-choice, a reverse-keyed Likert and a true/false item', async () => {
    await page.getByLabel('Section title').fill('Part 1');
    const question = (n: number) => page.getByRole('textbox', { name: 'Question' }).nth(n);
    const typeOf = (n: number) => page.getByRole('combobox', { name: 'Item type' }).nth(n);
    const indicatorOf = (n: number) => page.getByRole('combobox', { name: 'Indicator' }).nth(n);
    // Under load a pick made while the new item's select still settles can be lost: pick again
    // until the select shows the type.
    const pickType = async (n: number, type: string) => {
      await expect(async () => {
        await chooseOption(page, typeOf(n), type);
        await expect(typeOf(n).locator('xpath=..')).toContainText(type, { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
    };

    await question(0).fill('At a party I talk to everyone');
    await page.getByRole('textbox', { name: 'Option A' }).first().fill('Rarely');
    await page.getByRole('textbox', { name: 'Option B' }).first().fill('Often');
    await page.getByRole('radio', { name: 'Mark option B as the correct answer' }).check();
    await chooseOption(page, indicatorOf(0), label(indicators[0]), indicators[0].code);

    await page.getByRole('button', { name: 'Add item' }).click();
    await pickType(1, 'Likert scale');
    await question(1).fill('I prefer to stay in the background');
    await page.getByRole('checkbox', { name: 'Reverse-keyed' }).check();
    await chooseOption(page, indicatorOf(1), label(indicators[1]), indicators[1].code);

    await page.getByRole('button', { name: 'Add item' }).click();
    await pickType(2, 'True / false');
    await question(2).fill('I <b>enjoy</b> leading a group');
    await page.getByRole('radio', { name: 'True', exact: true }).check();
    await chooseOption(page, indicatorOf(2), label(indicators[1]), indicators[1].code);

    await page.getByRole('button', { name: 'Save content' }).click();
    await expect(toast(page, 'Content saved')).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeHidden();
  });

  await test.step('preview it as a participant sees it', async () => {
    await page.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: `Preview: E2E Personality ${run}` });
    await expect(dialog.getByText('At a party I talk to everyone')).toBeVisible();
    await expect(dialog.getByText('I prefer to stay in the background')).toBeVisible();
    // Rich text is rendered, not shown as markup.
    await expect(dialog.locator('b', { hasText: 'enjoy' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'True' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: 'Mark option B as the correct answer' })).toHaveCount(0);
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('publish it', async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'Instrument published')).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
  });
});
