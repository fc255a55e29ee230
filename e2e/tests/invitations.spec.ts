import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { chooseOption } from '../fixtures/antd';
import { openDemoProject } from '../fixtures/demo-project';
import { signIn } from '../fixtures/session';

// Invitations journey on the demo project: bulk invitation from the downloaded template (with an
// invalid row reported by its row number), the job's progress to 100 %, the e-mails in the
// outbox, resend and revoke; then a batch of access codes.

const DEMO_PROJECT = 'Graduate Intake 2026 (demo)';
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });
const run = Date.now().toString(36);
const people = ['Ayu', 'Bagus', 'Cahya'].map((name) => ({
  name: `${name} Bulk ${run}`,
  email: `${name.toLowerCase()}.${run}@bulk.test`,
}));
const invitations = (page: Page) => page.getByRole('table', { name: 'Invitations' });

test.describe.configure({ mode: 'serial' });

test('a consultant bulk-invites from the template, resends and revokes, and generates access codes', async ({
  page,
  browser,
}) => {
  // A long journey (bulk job, two sessions) on a machine shared with other runs.
  test.setTimeout(180_000);
  await signIn(page, 'consultant');
  await openDemoProject(page);
  await page.getByRole('tab', { name: 'Invitations' }).click();
  // The demo project runs three instruments (two fixed tests and the adaptive one) at one credit each.
  await expect(page.getByTestId('credit-cost')).toHaveText('3 credits');

  await test.step('invite one participant with the form (the thin path uses these texts)', async () => {
    const email = `single.${run}@invite.test`;
    await page.getByLabel('Participant name').fill(`Single ${run}`);
    await page.getByLabel('Participant email').fill(email);
    await page.getByRole('button', { name: 'Add participant' }).click();
    await expect(toast(page, 'Participant added')).toBeVisible();
    const added = page.locator('.ant-alert-success', { hasText: `Participant added: Single ${run}` });
    const code = (
      await added
        .getByRole('row', { name: /^Participant code/ })
        .locator('strong')
        .innerText()
    ).trim();
    await expect(added.getByRole('row', { name: /^Test link/ }).getByRole('link')).toHaveAttribute(
      'href',
      `${new URL(page.url()).origin}/test-activity/${code}`,
    );
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row.getByRole('link', { name: code })).toBeVisible();
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();
    // No SMTP server in the journeys: the e-mail is held in the outbox, not sent (Sent 0).
    await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();
    await expect(row.getByText('Held', { exact: true })).toBeVisible();
    await expect(row.getByText('Not sent: no SMTP server configured')).toBeVisible();
    // Reserved credits are credits, and say how they were counted.
    await expect(page.getByTestId('credit-reservations')).toContainText('invited participant');
    await expect(page.getByTestId('credit-reservations')).toContainText('× 3 credits');
    await expect(page.getByTestId('credit-reserved')).toHaveText(/^\d+ credits?$/);

    await row.getByRole('button', { name: `View the e-mail to ${email}` }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Undangan asesmen' });
    await expect(drawer.getByRole('link', { name: new RegExp(`/test-activity/${code}$`) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  const dialog = page.getByRole('dialog', { name: 'Bulk invitation' });
  const dir = mkdtempSync(join(tmpdir(), 'asesa-invite-'));
  const filled = join(dir, 'filled.xlsx');

  await test.step('download the template and fill it: three valid rows and one invalid', async () => {
    await page.getByRole('button', { name: 'Bulk invite' }).click();
    await expect(dialog).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('invitations-Graduate-Intake-2026-demo.xlsx');
    const template = join(dir, 'template.xlsx');
    await download.saveAs(template);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(template);
    const sheet = workbook.getWorksheet('Participants')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Name', 'Email', 'Phone', 'Language']);
    expect(workbook.getWorksheet('Instructions')).toBeTruthy();
    for (const p of people) sheet.addRow([p.name, p.email, '0812', 'id']);
    sheet.addRow(['Broken Row', 'not-an-email']);
    await workbook.xlsx.writeFile(filled);
  });

  await test.step('upload it and see the invalid row with its row number and error', async () => {
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.locator('input[type=file]').setInputFiles(filled);
    const invalid = dialog.getByRole('table', { name: 'Rows with errors (not invited)' });
    // The sheet thread may boot for this read (a few seconds on a busy machine).
    await expect(invalid).toBeVisible({ timeout: 30_000 });
    const bad = invalid.getByRole('row', { name: /Broken Row/ });
    await expect(bad.getByRole('cell').first()).toHaveText('5');
    await expect(bad).toContainText('Email "not-an-email" is not a valid e-mail address');
    await expect(
      dialog.getByRole('table', { name: 'Preview' }).getByRole('row', { name: new RegExp(people[0].email) }),
    ).toContainText('OK');
  });

  await test.step('invite: the progress bar reaches 100 % and the summary shows', async () => {
    await dialog.getByRole('button', { name: 'Invite 3 participants' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Inviting' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(dialog.getByText('3 participants invited; their e-mails are in the outbox.')).toBeVisible();
    await dialog.locator('.ant-result').getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    for (const p of people)
      await expect(invitations(page).getByRole('row', { name: new RegExp(p.email) })).toBeVisible();
  });

  await test.step('resend one invitation and revoke another', async () => {
    const first = invitations(page).getByRole('row', { name: new RegExp(people[0].email) });
    await first.getByRole('button', { name: `Resend ${people[0].email}` }).click();
    await expect(toast(page, `Invitation sent again to ${people[0].email}`)).toBeVisible();
    await expect(first.getByRole('cell', { name: '2', exact: true })).toBeVisible();

    const second = invitations(page).getByRole('row', { name: new RegExp(people[1].email) });
    await second.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Revoke selected' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Revoke' }).click();
    await expect(toast(page, '1 done')).toBeVisible();
    await expect(second.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(second.getByRole('button', { name: `Resend ${people[1].email}` })).toBeDisabled();
  });

  await test.step('generate five access codes and see them listed', async () => {
    await page.getByRole('tab', { name: 'Access codes' }).click();
    await page.getByLabel('How many codes').fill('5');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(toast(page, '5 codes generated (batch 2)')).toBeVisible();
    const codes = page.getByRole('table', { name: 'Access codes' });
    // DEMO01 (seeded) plus the five new ones, all unused.
    await expect(codes.getByRole('row').filter({ hasText: 'Unused' })).toHaveCount(6);
    await expect(codes.getByRole('row', { name: /DEMO01/ })).toBeVisible();
    const texts = await codes.locator('td code').allInnerTexts();
    expect(texts.filter((c) => /^[A-HJKMNP-Z2-9]{6}$/.test(c))).toHaveLength(5);
  });

  await test.step("the consultant reads the project's e-mails in its own outbox, from the invitations", async () => {
    await page.getByRole('tab', { name: 'Invitations' }).click();
    await page.getByRole('link', { name: 'E-mails in the outbox' }).click();
    await expect(page).toHaveURL(/\/project\/outbox\?project=\d+$/);
    await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
    await expect(page.getByText(`Only the e-mails of ${DEMO_PROJECT}.`)).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'E-mails are kept here and not sent' }),
    ).toHaveCount(1);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(`${run}@bulk.test`);
    await search.press('Enter');
    const table = page.getByRole('table', { name: 'Outbox' });
    await expect(table.getByRole('row', { name: new RegExp(people[0].email) })).toHaveCount(2);
    await expect(table.getByRole('row', { name: new RegExp(people[2].email) })).toContainText(DEMO_PROJECT);
    await expect(page.getByRole('link', { name: 'Back to the project' })).toHaveAttribute(
      'href',
      /\/project\/detail\/\d+\?tab=invitations$/,
    );
    // Sign-in links of account e-mails stay with the admins, whatever the search.
    await page.getByRole('button', { name: 'Show every project' }).click();
    await expect(page).toHaveURL(/\/project\/outbox\?q=/);
    await search.fill('You are invited to');
    await search.press('Enter');
    await expect(table.locator('.ant-empty-description')).toHaveText('No data');
  });

  await test.step('the invitation e-mails are in the outbox (admin)', async () => {
    const context = await browser.newContext();
    const admin = await context.newPage();
    await signIn(admin, 'admin');
    await admin.goto('/consultant-account/outbox');
    const search = admin.getByRole('searchbox', { name: 'Search' });
    await search.fill(`${run}@bulk.test`);
    await search.press('Enter');
    const table = admin.getByRole('table');
    await expect(table.getByRole('row', { name: new RegExp(people[0].email) })).toHaveCount(2);
    for (const p of people.slice(1))
      await expect(table.getByRole('row', { name: new RegExp(p.email) })).toHaveCount(1);
    await expect(table.getByRole('row', { name: new RegExp(people[2].email) })).toContainText(
      `Undangan asesmen: ${DEMO_PROJECT}`,
    );
    await context.close();
  });
});

test('a consultant adds English and writes its invitation template with variables and a preview', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'consultant');
  await openDemoProject(page);
  await page.getByRole('tab', { name: 'Languages' }).click();
  const languages = page.getByRole('table', { name: 'Invitation languages' });
  await expect(languages.getByRole('row', { name: /Bahasa Indonesia/ })).toContainText('Default template');

  await chooseOption(page, page.getByRole('combobox', { name: 'Language' }), 'English');
  await page.getByRole('button', { name: 'Add language' }).click();
  await expect(toast(page, 'English added')).toBeVisible();
  await languages.getByRole('button', { name: 'Edit template English' }).click();

  const editor = page.getByRole('dialog', { name: 'Invitation e-mail in English' });
  const preview = editor.getByLabel('Preview');
  await expect(editor.getByLabel('Subject')).toHaveValue('Assessment invitation: {project}');
  await expect(preview).toContainText(`Assessment invitation: ${DEMO_PROJECT}`);
  const body = editor.getByLabel('Message');
  await body.fill('Hello ');
  await body.press('End');
  await editor.getByRole('button', { name: '{name}' }).click();
  await expect(body).toHaveValue('Hello {name}');
  await expect(preview).toContainText('Hello Rina Putri');
  await body.fill('Hello {name}, see {foo}');
  await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
  await body.fill('Hello {name}, open {link} before {expiry}.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Template saved')).toBeVisible();
  await expect(languages.getByRole('row', { name: /English/ })).toContainText('Own template');
});

test('a sheet whose every row is wrong lists the first 500 of them and says how many there are', async ({
  page,
}) => {
  const file = join(mkdtempSync(join(tmpdir(), 'asesa-invite-')), 'wrong.xlsx');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Participants');
  sheet.addRow(['Name', 'Email', 'Phone', 'Language']);
  for (let i = 0; i < 1200; i++) sheet.addRow([`Wrong ${i}`, `wrong-${i}`]);
  await workbook.xlsx.writeFile(file);

  await signIn(page, 'consultant');
  await openDemoProject(page);
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await page.getByRole('button', { name: 'Bulk invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk invitation' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.locator('input[type=file]').setInputFiles(file);
  // The sheet thread may boot for this read (a few seconds on a busy machine).
  await expect(dialog.getByText('The first 500 of 1,200 rows with errors are listed.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog.getByRole('table', { name: 'Rows with errors (not invited)' })).toContainText(
    'Email "wrong-0" is not a valid e-mail address',
  );
  if (process.env.E2E_SHOTS_DIR)
    await dialog.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/bulk-invalid-listed.png` });
});
