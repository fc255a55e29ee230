import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { call, signInApi } from '../fixtures/api';
import { englishAgainAfterEach } from '../fixtures/demo-locale';
import { openDemoProject } from '../fixtures/demo-project';
import { signIn } from '../fixtures/session';

// The bias audit on the demo project's Fairness tab: a consultant runs it for the project and
// downloads its public summary (PDF) and workbook (.xlsx); a collaborator reads it in Indonesian.

async function runAudit(page: Page, run: string) {
  await page.getByRole('button', { name: run }).click();
  await expect(page.getByTestId('bias-audit-result')).toBeVisible();
}

// These journeys switch the demo users to Indonesian; the others expect English.
englishAgainAfterEach('collaborator');

test('a consultant runs the bias audit of a project and downloads the PDF and the workbook', async ({
  page,
}) => {
  await signIn(page, 'consultant');
  await openDemoProject(page);
  await page.getByRole('tab', { name: 'Fairness' }).click();
  await expect(page.getByRole('heading', { name: 'Bias audit' })).toBeVisible();
  await runAudit(page, 'Run audit');
  const result = page.getByTestId('bias-audit-result');
  await expect(result.getByText(/^\d+ candidates, \d+ selected; audited /)).toBeVisible();
  // The demo candidates gave no sex, birth date or education: the audit says so rather than compare.
  await expect(result.getByText('No candidate gave their sex, birth date or education')).toBeVisible();
  if (process.env.BIAS_AUDIT_SHOTS)
    await page.screenshot({ path: `${process.env.BIAS_AUDIT_SHOTS}/fairness-en.png`, fullPage: true });

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Public summary (PDF)' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(
    /^Graduate Intake 2026 \(demo\) bias audit \d{4}-\d{2}-\d{2}\.pdf$/,
  );
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Workbook (.xlsx)' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(
    /^Graduate Intake 2026 \(demo\) bias audit \d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  // An .xlsx is a zip archive.
  expect((await readFile(await xlsx.path())).subarray(0, 2).toString()).toBe('PK');
});

test('a collaborator reads the bias audit in Indonesian', async ({ page, request }) => {
  const token = await signInApi(request, 'collaborator');
  await call(request, 'auth/save-user-data', { locale: 'id' }, token);
  await signIn(page, 'collaborator');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await openDemoProject(page);
  await page.getByRole('tab', { name: 'Keadilan' }).click();
  await expect(page.getByRole('heading', { name: 'Audit bias' })).toBeVisible();
  await runAudit(page, 'Jalankan audit');
  await expect(page.getByText(/^\d+ kandidat, \d+ terseleksi; diaudit /)).toBeVisible();
  if (process.env.BIAS_AUDIT_SHOTS)
    await page.screenshot({ path: `${process.env.BIAS_AUDIT_SHOTS}/fairness-id.png`, fullPage: true });
});
