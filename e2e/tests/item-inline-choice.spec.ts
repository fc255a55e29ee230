import { expect, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { call, newInstrument, signInApi } from '../fixtures/api';
import { signIn } from '../fixtures/session';

// An inline-choice item in the item editor: each gap's options and correct answer, a gap added
// (its marker joins the question), points per gap, and saved, as an author builds one without QTI.

test('an author edits an inline-choice item’s gaps: options, the correct answer, a new gap', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signInApi(request, 'admin');
  const { id } = await newInstrument(request, token, { code: 'GAP', name: 'Inline choice' }, [
    {
      id: 'capital',
      type: 'inline-choice',
      stem: 'The capital of Indonesia is [[g1]].',
      gaps: [
        {
          id: 'g1',
          options: [
            { id: 'A', text: 'Jakarta' },
            { id: 'B', text: 'Bandung' },
          ],
        },
      ],
    },
  ]);
  await signIn(page, 'admin');
  await page.goto(`/assessment-center/test-instrument/${id}`);
  await expect(page.getByText('Gap [[g1]]')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Gap g1, option A' })).toHaveValue('Jakarta');
  await chooseOption(page, page.getByRole('combobox', { name: 'Correct answer of gap g1' }), 'Jakarta');

  await page.getByRole('button', { name: 'Add gap' }).click();
  await expect(page.getByText('Gap [[g2]]')).toBeVisible();
  await page.getByRole('textbox', { name: 'Gap g2, option A' }).fill('north');
  await page.getByRole('textbox', { name: 'Gap g2, option B' }).fill('south');
  await chooseOption(page, page.getByRole('combobox', { name: 'Correct answer of gap g2' }), 'north');
  // Points per gap: g1 worth 2, a wrong choice in g2 costing 1.
  await page.getByRole('switch', { name: 'Give points per gap' }).click();
  await page.getByRole('spinbutton', { name: 'Points for g1' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Points for a wrong choice in g2' }).fill('-1');
  await page.getByRole('button', { name: 'Save content' }).click();
  await expect(page.getByText('Content saved').first()).toBeVisible();

  const saved = await call<{ sections: { items: Record<string, unknown>[] }[] }>(
    request,
    'instruments/detail',
    { id },
    token,
  );
  const item = saved.sections[0].items[0];
  expect(item.stem).toBe('The capital of Indonesia is [[g1]]. [[g2]]');
  expect(item.gaps).toEqual([
    {
      id: 'g1',
      options: [
        { id: 'A', text: 'Jakarta' },
        { id: 'B', text: 'Bandung' },
      ],
      key: 'A',
      points: 2,
    },
    {
      id: 'g2',
      options: [
        { id: 'A', text: 'north' },
        { id: 'B', text: 'south' },
      ],
      key: 'A',
      points: 1,
      wrong_points: -1,
    },
  ]);
  if (process.env.GAP_SCREENSHOTS) {
    // The editor in English, then in Indonesian (the admin's own locale, set back afterwards).
    const card = (title: string, name: string) =>
      page
        .getByText(title)
        .locator('xpath=../../../..')
        .screenshot({ path: `${process.env.GAP_SCREENSHOTS}/${name}.png` });
    await card('Gap [[g1]]', 'gaps-en');
    await call(request, 'auth/save-user-data', { locale: 'id' }, token);
    try {
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Beri poin per rumpang' })).toBeChecked();
      await card('Rumpang [[g1]]', 'gaps-id');
    } finally {
      await call(request, 'auth/save-user-data', { locale: 'en' }, token);
    }
  }
});
