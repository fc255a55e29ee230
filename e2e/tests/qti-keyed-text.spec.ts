import { expect, test } from '@playwright/test';
import { newInstrument, signInApi } from '../fixtures/api';
import { DEMO, signIn } from '../fixtures/session';

// A keyed text item in the item editor, in English and in Indonesian: its accepted answers (one
// with a score of its own) and its case rule, as a QTI text entry with a mapping imports it.
// KEYED_SCREENSHOTS=dir keeps screenshots of the fields.

const SCREENSHOTS = process.env.KEYED_SCREENSHOTS;

test('the item editor shows a keyed text item’s accepted answers and case rule, in English and Indonesian', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signInApi(request, 'admin');
  const { id } = await newInstrument(request, token, { code: 'KEY', name: 'Keyed text' }, [
    {
      id: 'capital',
      type: 'text',
      stem: 'The capital of Indonesia is …',
      scoring: 'keyed',
      case_sensitive: false,
      accepted: [{ value: 'Jakarta' }, { value: 'Batavia', score: 0.5 }],
    },
  ]);
  await signIn(page, 'admin');
  await page.goto(`/assessment-center/test-instrument/${id}`);
  await expect(page.getByRole('textbox', { name: 'Accepted answer 1' })).toHaveValue('Jakarta');
  await expect(page.getByRole('spinbutton', { name: 'Score of accepted answer 2' })).toHaveValue('0.5');
  await expect(page.getByRole('checkbox', { name: 'Letter case must match' })).not.toBeChecked();
  const fields = page.getByRole('textbox', { name: 'Accepted answer 1' }).locator('xpath=../../..');
  if (SCREENSHOTS) await fields.screenshot({ path: `${SCREENSHOTS}/keyed-text-en.png` });

  // The admin's own choice of language (the user menu), set back to English at the end.
  const chooseLocale = async (name: 'English' | 'Bahasa Indonesia') => {
    await page.getByRole('button', { name: new RegExp(DEMO.admin.name) }).click();
    await page.getByRole('menuitem', { name }).click();
  };
  await chooseLocale('Bahasa Indonesia');
  await expect(page.getByRole('textbox', { name: 'Jawaban diterima 1' })).toHaveValue('Jakarta');
  await expect(page.getByRole('checkbox', { name: 'Huruf besar/kecil harus sama' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tambah jawaban diterima' })).toBeVisible();
  if (SCREENSHOTS)
    await page
      .getByRole('textbox', { name: 'Jawaban diterima 1' })
      .locator('xpath=../../..')
      .screenshot({ path: `${SCREENSHOTS}/keyed-text-id.png` });
  await chooseLocale('English');
  await expect(page.getByRole('textbox', { name: 'Accepted answer 1' })).toBeVisible();
});
