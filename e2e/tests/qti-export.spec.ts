import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { call, newInstrument, signInApi } from '../fixtures/api';
import { signIn } from '../fixtures/session';

// A QTI export runs as a job: the author picks the version, a dialog shows the progress bar and
// the items written, and the package downloads when it is written. The match and gap-match editors
// give points per pair and per gap. Both in English and in Indonesian.

const BANK = 400;
const bank = Array.from({ length: BANK }, (_, i) => ({
  id: `q${i + 1}`,
  type: 'single',
  stem: `Question ${i + 1}`,
  options: [
    { id: 'A', text: 'Yes' },
    { id: 'B', text: 'No' },
  ],
  key: 'A',
}));
const pairs = {
  id: 'capitals',
  type: 'match',
  stem: 'Match each country with its capital.',
  sources: [
    { id: 'FR', text: 'France', match_max: 1 },
    { id: 'ID', text: 'Indonesia', match_max: 1 },
  ],
  targets: [
    { id: 'PAR', text: 'Paris', match_max: 1 },
    { id: 'JKT', text: 'Jakarta', match_max: 1 },
  ],
  key: [
    { source: 'FR', target: 'PAR' },
    { source: 'ID', target: 'JKT' },
  ],
};
const gaps = {
  id: 'weather',
  type: 'gap-match',
  stem: 'In the rain we stay [[g1]]; in the sun we go [[g2]].',
  gap_texts: [
    { id: 'IN', text: 'inside', match_max: 1 },
    { id: 'OUT', text: 'outside', match_max: 1 },
  ],
  gaps: [
    { id: 'g1', key: 'IN' },
    { id: 'g2', key: 'OUT', points: 2 },
  ],
};

test('a QTI export shows its progress and downloads; match and gap-match items take points per pair and gap', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signInApi(request, 'admin');
  const { id, run } = await newInstrument(request, token, { code: 'QTIX', name: 'QTI export' }, [
    pairs,
    gaps,
    ...bank,
  ]);
  // A bank this large is edited in the bank view: the editors are shown on a small instrument.
  const small = await newInstrument(request, token, { code: 'QTIP', name: 'Points' }, [pairs, gaps]);
  await signIn(page, 'admin');
  await page.goto(`/assessment-center/test-instrument/${id}`);

  await test.step('the export dialog shows the progress bar, then the package downloads', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export QTI' }).hover();
    await page.getByRole('menuitem', { name: 'QTI 3.0 content package (.zip)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export QTI 3.0 content package' });
    await expect(dialog.getByRole('progressbar', { name: 'Writing items' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('qti-export-running-en.png') });
    const file = await download;
    expect(file.suggestedFilename()).toBe(`qti-30-E2E-QTIX-${run}.zip`);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(bytes.toString('utf8')).toContain('imsmanifest.xml');
    await expect(dialog.getByText(`${BANK + 2} of ${BANK + 2} items written`)).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Writing items' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await page.screenshot({ path: test.info().outputPath('qti-export-done-en.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('points per pair and per gap are edited and saved', async () => {
    await page.goto(`/assessment-center/test-instrument/${small.id}`);
    await page.getByRole('switch', { name: 'Give points per pair' }).click();
    await page.getByLabel('Points for France → Paris').fill('2');
    await expect(page.getByLabel('Points for g2')).toHaveValue('2');
    await page.getByLabel('Points for g1').fill('1.5');
    await page.getByLabel('Points for g1').blur();
    await page.getByRole('switch', { name: 'Give points per pair' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('match-points-en.png') });
    await page.getByLabel('Points for g1').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('gap-points-en.png') });
    await page.getByRole('button', { name: 'Save content' }).click();
    await expect(page.getByText('Content saved').first()).toBeVisible();
    const saved = await call<{ item: Record<string, unknown> }>(
      request,
      'instruments/items/detail',
      { id: small.id, item_id: 'capitals' },
      token,
    );
    expect(JSON.stringify(saved)).toContain('"source":"FR","target":"PAR","points":2');
  });

  await test.step('in Indonesian', async () => {
    try {
      await call(request, 'auth/save-user-data', { locale: 'id' }, token);
      await page.goto(`/assessment-center/test-instrument/${small.id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      await expect(page.getByLabel('Poin untuk France → Paris')).toHaveValue('2');
      await page.getByLabel('Poin untuk g1').scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('gap-points-id.png') });
      await page.getByRole('switch', { name: 'Beri poin per pasangan' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('match-points-id.png') });
      await page.goto(`/assessment-center/test-instrument/${id}`);
      await page.getByRole('button', { name: 'Ekspor QTI' }).hover();
      await page.getByRole('menuitem', { name: 'Paket konten QTI 2.2 (.zip)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ekspor paket konten QTI 2.2' });
      await expect(dialog.getByRole('progressbar', { name: 'Menulis butir' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('qti-export-running-id.png') });
      await expect(dialog.getByText(`${BANK + 2} dari ${BANK + 2} butir sudah ditulis`)).toBeVisible();
    } finally {
      await call(request, 'auth/save-user-data', { locale: 'en' }, token);
    }
  });
});
