import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { chooseOption } from '../fixtures/antd';
import { signIn } from '../fixtures/session';

// Issue 6's journey in one campaign: a consultant creates a project from the demo job profile,
// bulk-invites three people from the downloaded template, the invitations are in the outbox, one
// invitee takes both tests (through the participant calls, as the participant pages make them),
// and the consultant stars and shortlists that person, recalculates and exports the project with
// the progress bars reaching 100 %, and opens the download.

const run = Date.now().toString(36);
const projectName = `Campaign ${run}`;
const people = ['Wulan', 'Yosef', 'Zahra'].map((name) => ({
  name: `${name} Campaign ${run}`,
  email: `${name.toLowerCase()}.${run}@campaign.test`,
}));
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });
const sidebar = (page: Page) => page.getByRole('complementary');
const formItem = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({ has: scope.page().getByText(label, { exact: true }) });
const participantsTable = (page: Page) => page.getByRole('table', { name: 'Participants of the project' });

/** Takes every test of a participant code the way the participant pages do, answering each item. */
async function takeTests(request: APIRequestContext, code: string, person: { name: string; email: string }) {
  const call = async (path: string, body: unknown) => {
    const res = await request.post(`/api/v1/test-activities/${path}`, { data: body });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return (await res.json()).data;
  };
  const registered = await request.post('/api/v1/test-activities/submit', {
    multipart: {
      participantCode: code,
      name: person.name,
      email: person.email,
      phone: '0812',
      is_agree_tnc: 'true',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const home = await call('home', { participant_code: code });
  // The demo job profile's two fixed tests and its adaptive one.
  expect(home.instruments).toHaveLength(3);
  for (const instrument of home.instruments as { submission_id: number }[]) {
    const attempt = await call('mark-as-started', {
      participant_code: code,
      submission_id: instrument.submission_id,
    });
    if (attempt.sections[0].adaptive) {
      // One item at a time, each chosen by the server from the answers so far.
      let item: string | null = attempt.resume_item_id;
      for (let seq = 1; item; seq++) {
        const saved = await call('submission', {
          participant_code: code,
          submission_id: instrument.submission_id,
          submission: { [item]: { value: seq % 2 ? 'A' : 'B', seq } },
        });
        item = saved.next_item_id;
      }
      const done = await call('submission', {
        participant_code: code,
        submission_id: instrument.submission_id,
        submission: {},
        is_final: true,
      });
      expect(done.state).toBe('finished');
      continue;
    }
    const answers: Record<string, string> = {};
    for (const section of attempt.sections as { items: { id: string; options: { id: string }[] }[] }[])
      for (const item of section.items) answers[item.id] = item.options[1]?.id ?? item.options[0].id;
    const saved = await call('submission', {
      participant_code: code,
      submission_id: instrument.submission_id,
      submission: answers,
      is_final: true,
    });
    expect(saved.state).toBe('finished');
  }
  expect((await call('congrat-candidate', { participant_code: code })).status).toBe('completed');
}

test('a consultant runs a campaign: project, bulk invitation, outbox, results, recalculation and export', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'consultant');

  await test.step('create the project from the demo job profile', async () => {
    await sidebar(page).getByRole('link', { name: 'All Projects', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'All Projects' })).toBeVisible();
    const corporatesLoaded = page.waitForResponse((r) => r.url().endsWith('/accounts/corporates/datatable'));
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await corporatesLoaded;
    // A consultant with a single corporate account gets it chosen; otherwise pick it.
    const corporate = formItem(dialog, 'Corporate account');
    await page.waitForTimeout(300);
    if (!(await corporate.getByText('Demo Corporation', { exact: true }).count()))
      await chooseOption(page, dialog.getByLabel('Corporate account'), 'Demo Corporation', 'Demo');
    await expect(corporate).toContainText('Demo Corporation');
    await dialog.getByLabel('Project name').fill(projectName);
    await chooseOption(page, dialog.getByLabel('Job profile'), 'Graduate Trainee (demo)');
    await expect(formItem(dialog, 'Instruments').getByRole('listitem')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Project created')).toBeVisible();
    await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
  });

  await test.step('bulk-invite three people from the downloaded template', async () => {
    await page.getByRole('tab', { name: 'Invitations' }).click();
    await page.getByRole('button', { name: 'Bulk invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk invitation' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download template' }).click(),
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'asesa-campaign-'));
    const file = join(dir, 'people.xlsx');
    await download.saveAs(join(dir, 'template.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(join(dir, 'template.xlsx'));
    for (const p of people) workbook.getWorksheet('Participants')!.addRow([p.name, p.email, '0812', 'id']);
    await workbook.xlsx.writeFile(file);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.locator('input[type=file]').setInputFiles(file);
    // The sheet thread may boot for this read (a few seconds on a busy machine).
    await expect(dialog.getByRole('table', { name: 'Preview' }).getByRole('row', { name: /OK/ })).toHaveCount(
      3,
      { timeout: 30_000 },
    );
    await dialog.getByRole('button', { name: 'Invite 3 participants' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Inviting' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await dialog.locator('.ant-result').getByRole('button', { name: 'Close' }).click();
    const invitations = page.getByRole('table', { name: 'Invitations' });
    for (const p of people) {
      const row = invitations.getByRole('row', { name: new RegExp(p.email) });
      await expect(row).toBeVisible();
      // Held in the outbox (no SMTP server in the journeys), so none counts as sent.
      await expect(row).toContainText('Not sent: no SMTP server configured');
    }
    // Three invited, none started: their reservation in credits (a line per project when the
    // corporate's other projects hold some too).
    await expect(page.getByTestId('credit-reservations')).toContainText(
      new RegExp(
        `9 credits reserved: 3 invited participants who have not started × 3 credits|3 participants in ${projectName} × 3 credits = 9 credits`,
      ),
    );
  });

  await test.step("the invitations are in the outbox, in the project's language (Indonesian)", async () => {
    const context = await browser.newContext();
    const admin = await context.newPage();
    await signIn(admin, 'admin');
    await admin.goto('/consultant-account/outbox');
    const search = admin.getByRole('searchbox', { name: 'Search' });
    await search.fill(`${run}@campaign.test`);
    await search.press('Enter');
    for (const p of people) {
      const row = admin.getByRole('table').getByRole('row', { name: new RegExp(p.email) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`Undangan asesmen: ${projectName}`);
    }
    await context.close();
  });

  const taker = people[0];
  await test.step('one invitee takes both tests', async () => {
    const row = page
      .getByRole('table', { name: 'Invitations' })
      .getByRole('row', { name: new RegExp(taker.email) });
    const code = (await row.getByRole('link').first().innerText()).trim();
    expect(code.length).toBeGreaterThanOrEqual(10);
    await takeTests(page.request, code, taker);
  });

  await test.step('the consultant sees the score, stars and shortlists the invitee', async () => {
    await page.getByRole('tab', { name: 'Participants' }).click();
    const row = participantsTable(page).getByRole('row', { name: new RegExp(taker.email) });
    // Scoring is a background job: reload until the row shows its result. A reload builds the
    // whole page again (sign-in check, project, then its participants), so the row gets the
    // usual time to appear and only the status is checked at once.
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible();
      await expect(row.getByRole('cell', { name: /^Scored( |$)/ })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000, intervals: [500, 1_000] });
    const star = page.getByRole('button', { name: `Star ${taker.name}` });
    const shortlist = page.getByRole('button', { name: `Shortlist ${taker.name}` });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await shortlist.click();
    await expect(shortlist).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('switch', { name: 'Shortlisted only' }).click();
    await expect(participantsTable(page).getByRole('row')).toHaveCount(2); // header + the invitee
    await page.getByRole('switch', { name: 'Shortlisted only' }).click();
  });

  await test.step('recalculate: the progress bar reaches 100 %', async () => {
    await page.getByRole('button', { name: 'Recalculate' }).click();
    await page.locator('.ant-popover').getByRole('button', { name: 'Recalculate' }).click();
    await expect(page.getByRole('progressbar', { name: 'Recalculation' })).toHaveAttribute(
      'aria-valuenow',
      '100',
      {
        timeout: 30_000,
      },
    );
    await expect(page.getByText('Scores recalculated')).toBeVisible();
  });

  await test.step('export: the progress bar reaches 100 % and the download opens', async () => {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Export participants' });
    await modal.getByRole('button', { name: 'Start export' }).click();
    await expect(modal.getByRole('progressbar', { name: 'Exporting' })).toHaveAttribute(
      'aria-valuenow',
      '100',
      {
        timeout: 30_000,
      },
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^Campaign ${run} participants .*\\.xlsx$`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    const names = sheet.getColumn(2).values.slice(2);
    expect(names).toEqual(expect.arrayContaining(people.map((p) => p.name)));
    expect(sheet.rowCount).toBe(1 + people.length);
  });
});
