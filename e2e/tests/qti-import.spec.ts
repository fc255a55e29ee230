import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { ZipFile } from 'yazl';
import { call, newInstrument, signInApi } from '../fixtures/api';
import { signIn } from '../fixtures/session';

// Moving an item bank in from another QTI tool: an admin uploads a QTI 3.0 content package with a
// picture and a formula, reads the import report, confirms it, and the items show as a candidate
// sees them (the instrument's preview is the participant's page): the picture loaded, the formula
// as MathML.

const FIXTURE = join(
  import.meta.dirname,
  '..',
  '..',
  'apps',
  'server',
  'test',
  'fixtures',
  'qti',
  'bank-v3p0',
);

async function fixtureZip(): Promise<Buffer> {
  const zip = new ZipFile();
  const add = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await add(path);
      else zip.addBuffer(await readFile(path), relative(FIXTURE, path));
    }
  };
  await add(FIXTURE);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

test('an admin imports a QTI package with a picture, confirms its report, and the candidate page shows the picture', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signInApi(request, 'admin');
  const { id } = await newInstrument(request, token, { code: 'QTI', name: 'QTI import' });
  await signIn(page, 'admin');
  await page.goto(`/assessment-center/test-instrument/${id}`);

  const dialog = page.getByRole('dialog', { name: 'Import items' });
  await test.step('upload the package and read the report', async () => {
    await page.getByRole('button', { name: 'Import items (.xlsx or QTI)' }).click();
    await dialog.locator('#import-items-file').setInputFiles({
      name: 'bank-v3p0.zip',
      mimeType: 'application/zip',
      buffer: await fixtureZip(),
    });
    await dialog.getByRole('button', { name: 'Analyse the package' }).click();
    // The first package starts the analysis thread: allow for its start on a busy machine.
    await expect(dialog.getByText('What the import will do')).toBeVisible({ timeout: 60_000 });
    await expect(
      dialog.getByText('3 imported as they are, 1 imported with changes, 0 skipped'),
    ).toBeVisible();
    const likert = dialog.getByRole('row', { name: /q4/ });
    await expect(likert.getByText('Imported with changes')).toBeVisible();
    await expect(likert.getByText(/has no key: imported as a Likert item of 3 points/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('qti-report-en.png') });
  });

  await test.step('confirm: the items are written', async () => {
    await dialog.getByRole('button', { name: 'Import 4 items' }).click();
    await expect(dialog.getByText('4 items added')).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  });

  await test.step('the candidate page shows the picture and the formula', async () => {
    await page.getByRole('button', { name: 'Preview' }).first().click();
    const preview = page.getByRole('dialog');
    const picture = preview.getByRole('img', { name: 'Sign' });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('src', /^\/uploads\/items\/[0-9a-f]{32}\.png$/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
    await expect(preview.locator('math mfrac')).toHaveCount(1);
    await expect(preview.getByText('I plan ahead.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('qti-candidate.png') });
  });

  await test.step('the report in Indonesian', async () => {
    try {
      await call(request, 'auth/save-user-data', { locale: 'id' }, token);
      await page.goto(`/assessment-center/test-instrument/${id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      await page.getByRole('button', { name: 'Impor butir (.xlsx atau QTI)' }).click();
      const dialogId = page.getByRole('dialog');
      await dialogId.locator('#import-items-file').setInputFiles({
        name: 'bank-v3p0.zip',
        mimeType: 'application/zip',
        buffer: await fixtureZip(),
      });
      await dialogId.getByRole('button', { name: 'Analisis paket' }).click();
      await expect(dialogId.getByText('Yang akan dilakukan impor')).toBeVisible({ timeout: 60_000 });
      await expect(
        dialogId.getByText(/tidak memiliki kunci: diimpor sebagai butir Likert 3 poin/),
      ).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('qti-report-id.png') });
    } finally {
      await call(request, 'auth/save-user-data', { locale: 'en' }, token);
    }
  });
});
