import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { call, signInApi } from '../fixtures/api';
import { DEMO_PROJECT_NAME } from '../fixtures/demo-project';
import { sidebar, signIn } from '../fixtures/session';

// The thin path through the product: an admin authors and publishes an ability test, a consultant
// runs it in a project for a new corporate account, a participant takes it, and the consultant
// sees the score. Every step goes through the real UI; the only API call reads back what the
// participant page says it saved.

/** The journey's names, unique per run and per repeat: the server and its database live for the whole run. */
function journeyData(run: string) {
  return {
    instrument: {
      code: `E2E-NUM-${run}`,
      name: `E2E Numerical ${run}`,
      section: 'Numerical',
      minutes: 5,
      items: [
        { stem: 'What is 2 + 3?', options: ['4', '5', '6'], key: 1 },
        { stem: 'What is 10 / 2?', options: ['5', '2', '20'], key: 0 },
        { stem: 'What is 3 × 3?', options: ['6', '12', '9'], key: 2 },
      ],
    },
    corporate: {
      name: `E2E Corp ${run}`,
      legalName: `PT E2E Corp ${run}`,
      slug: `e2e-corp-${run.toLowerCase()}`,
    },
    project: `E2E Intake ${run}`,
    participant: {
      invitedName: `Eka Invited ${run}`,
      name: `Eka Participant ${run}`,
      email: `eka.${run.toLowerCase()}@example.com`,
      phone: '+62 812 3456 7890',
    },
  };
}
/** The participant answers the key for items 1 and 2 and a wrong option for item 3. */
const CHOSEN = [1, 0, 0];

const optionId = (index: number) => String.fromCharCode(65 + index);
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });
/** The content editor's problem banner (the toasts are alerts too). */
const problemAlert = (page: Page) => page.getByRole('alert').and(page.locator('.ant-alert'));

test.describe('thin path: author → project → participant → score', () => {
  // Long steps (authoring, the test itself): more room than the default 60 s on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let instrument: ReturnType<typeof journeyData>['instrument'];
  let corporate: ReturnType<typeof journeyData>['corporate'];
  let projectName: string;
  let participant: ReturnType<typeof journeyData>['participant'];
  test.beforeAll(() => {
    const data = journeyData(Date.now().toString(36).toUpperCase());
    ({ instrument, corporate, participant } = data);
    projectName = data.project;
  });

  let consultant: BrowserContext;
  let consultantPage: Page;
  let projectUrl = '';
  let participantCode = '';

  test.afterAll(async () => {
    await consultant?.close();
  });

  test('an admin authors and publishes an ability instrument', async ({ page }) => {
    await signIn(page, 'admin');
    await sidebar(page).getByRole('link', { name: 'All Test', exact: true }).click();
    await expect(page).toHaveURL(/\/assessment-center\/test-instrument$/);
    await expect(page.getByRole('heading', { name: 'All Test' })).toBeVisible();

    await test.step('create the instrument', async () => {
      await page.getByRole('button', { name: 'New instrument' }).click();
      const dialog = page.getByRole('dialog', { name: 'New instrument' });
      await dialog.getByLabel('Code').fill(instrument.code);
      await dialog.getByLabel('Name').fill(instrument.name);
      await chooseOption(page, dialog.getByRole('combobox', { name: 'Kind' }), 'Ability');
      await expect(formItem(dialog, 'Kind')).toContainText('Ability');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(toast(page, 'Instrument created')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/assessment-center\/test-instrument\/\d+$/);
    });

    await test.step('find it in All Test and open it', async () => {
      await page.getByRole('link', { name: 'All tests' }).click();
      await page.getByRole('searchbox', { name: 'Search' }).fill(instrument.code);
      await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
      const row = page.getByRole('row', { name: new RegExp(instrument.code) });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell', { name: 'Ability', exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: 'Draft', exact: true })).toBeVisible();
      await row.getByRole('link', { name: instrument.name }).click();
      await expect(page).toHaveURL(/\/assessment-center\/test-instrument\/\d+$/);
      await expect(page.getByRole('heading', { name: instrument.name })).toBeVisible();
      await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    });

    await test.step('write a timed section with three keyed items, one key left unset', async () => {
      await page.getByLabel('Section title').fill(instrument.section);
      await page.getByLabel('Time limit (minutes)').fill(String(instrument.minutes));
      await expect(page.getByText('Unsaved changes')).toBeVisible();
      await page.getByRole('button', { name: 'Add item' }).click();
      await page.getByRole('button', { name: 'Add item' }).click();
      for (const [i, item] of instrument.items.entries()) {
        await expect(page.getByText(`Item ${i + 1}`, { exact: true })).toBeVisible();
        await page.getByRole('textbox', { name: 'Question' }).nth(i).fill(item.stem);
        await page.getByRole('button', { name: 'Add option' }).nth(i).click();
        for (const [o, text] of item.options.entries()) {
          await page
            .getByRole('textbox', { name: `Option ${optionId(o)}` })
            .nth(i)
            .fill(text);
        }
        // Item 3's key waits until the server has refused the publication.
        if (i < 2) await markKey(page, i, item.key);
      }
    });

    await test.step("publishing with an unkeyed item shows the server's problem", async () => {
      await page.getByRole('button', { name: 'Publish' }).click();
      const problem = `The instrument cannot be published: Section 1 (${instrument.section}), item 3 has no key.`;
      await expect(problemAlert(page)).toHaveText(problem);
      // The API client also toasts every refused call as '{code}: {message}' (spec 8).
      await expect(toast(page, `400: ${problem}`)).toBeVisible();
      // The content was saved before the refused publication; the instrument is still a draft.
      await expect(page.getByText('Unsaved changes')).toBeHidden();
      await expect(page.getByText('Draft', { exact: true })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Question' }).nth(2)).toHaveValue(
        instrument.items[2].stem,
      );
    });

    await test.step('mark the last key, save and publish', async () => {
      await markKey(page, 2, instrument.items[2].key);
      await expect(page.getByText('Unsaved changes')).toBeVisible();
      await page.getByRole('button', { name: 'Save content' }).click();
      await expect(toast(page, 'Content saved')).toBeVisible();
      await expect(page.getByText('Unsaved changes')).toBeHidden();
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(toast(page, 'Instrument published')).toBeVisible();
      await expect(problemAlert(page)).toBeHidden();
      await expect(page.getByText('Published', { exact: true })).toBeVisible();
      await expect(descriptionValue(page, 'Version')).toHaveText('1');
      await expect(descriptionValue(page, 'Items')).toHaveText('3');
      await expect(descriptionValue(page, 'Kind')).toHaveText('Ability');
      // The published content is what the editor shows again, keys included.
      for (const [i, item] of instrument.items.entries()) {
        await expect(
          page.getByRole('radio', { name: `Mark option ${optionId(item.key)} as the correct answer` }).nth(i),
        ).toBeChecked();
      }
      await expect(page.getByLabel('Time limit (minutes)')).toHaveValue(String(instrument.minutes));
    });
  });

  test('a consultant creates a corporate account, a project with the instrument and a participant', async ({
    browser,
  }) => {
    consultant = await browser.newContext();
    consultantPage = await consultant.newPage();
    const page = consultantPage;
    await signIn(page, 'consultant');

    await test.step('create the corporate account', async () => {
      await sidebar(page).getByRole('link', { name: 'All Accounts', exact: true }).click();
      await expect(page).toHaveURL(/\/corporate-account\/all-account$/);
      await expect(page.getByRole('heading', { name: 'Corporate Accounts' })).toBeVisible();
      await page.getByRole('button', { name: 'New corporate account' }).click();
      const dialog = page.getByRole('dialog', { name: 'New corporate account' });
      await dialog.getByLabel('Name', { exact: true }).fill(corporate.name);
      await dialog.getByLabel('Legal name').fill(corporate.legalName);
      await dialog.getByLabel('Slug').fill(corporate.slug);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(toast(page, 'Corporate account created')).toBeVisible();
      await expect(dialog).toBeHidden();
      // Journeys before this one made corporates of their own: find the new one by its slug.
      await page.getByRole('searchbox', { name: 'Search' }).fill(corporate.slug);
      await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
      const row = page.getByRole('row').filter({ hasText: corporate.slug });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell', { name: corporate.name, exact: true })).toBeVisible();
    });

    await test.step('top up its credits (inviting needs them)', async () => {
      const row = page.getByRole('row').filter({ hasText: corporate.slug });
      await row.getByRole('link', { name: corporate.name }).click();
      await expect(page).toHaveURL(/\/corporate-account\/detail\/\d+$/);
      await page.getByRole('tab', { name: 'Credits' }).click();
      await page.getByRole('button', { name: 'Top up' }).click();
      const dialog = page.getByRole('dialog', { name: 'Top up credits' });
      await dialog.getByLabel('Amount').fill('5');
      await dialog.getByLabel('Remarks').fill('Thin path credits');
      await dialog.getByRole('button', { name: 'Top up' }).click();
      await expect(toast(page, '5 credits added')).toBeVisible();
    });

    await test.step('create a project for it with the new instrument', async () => {
      await sidebar(page).getByRole('link', { name: 'All Projects', exact: true }).click();
      await expect(page).toHaveURL(/\/project\/all-project$/);
      await expect(page.getByRole('heading', { name: 'All Projects' })).toBeVisible();
      // The dialog loads the corporates when it opens: choose once they are there, or the arriving
      // list can reset the choice on a loaded machine.
      const corporatesLoaded = page.waitForResponse((r) =>
        r.url().endsWith('/accounts/corporates/datatable'),
      );
      await page.getByRole('button', { name: 'New project' }).click();
      const dialog = page.getByRole('dialog', { name: 'New project' });
      await corporatesLoaded;
      await chooseOption(page, dialog.getByLabel('Corporate account'), corporate.name, corporate.name);
      await dialog.getByLabel('Project name').fill(projectName);
      const instrumentLabel = `${instrument.code} · ${instrument.name}`;
      await chooseOption(page, dialog.getByLabel('Instruments'), instrumentLabel, instrument.code, {
        multiple: true,
      });
      await page.keyboard.press('Escape'); // closes the multi-select's dropdown, not the dialog
      await expect(formItem(dialog, 'Corporate account')).toContainText(corporate.name);
      await expect(formItem(dialog, 'Instruments')).toContainText(instrumentLabel);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(toast(page, 'Project created')).toBeVisible();
      await expect(page).toHaveURL(/\/project\/detail\/\d+$/);
      projectUrl = new URL(page.url()).pathname;
      await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
      await expect(page.getByText(corporate.name, { exact: true })).toBeVisible();
      await page.getByRole('tab', { name: 'Overview' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: instrument.code })).toHaveText(
        `${instrument.code} · ${instrument.name}`,
      );
    });

    await test.step('add a participant and read the participant code', async () => {
      await page.getByRole('tab', { name: 'Invitations' }).click();
      await page.getByLabel('Participant name').fill(participant.invitedName);
      await page.getByLabel('Participant email').fill(participant.email);
      await page.getByRole('button', { name: 'Add participant' }).click();
      await expect(toast(page, 'Participant added')).toBeVisible();
      const added = page.locator('.ant-alert-success', {
        hasText: `Participant added: ${participant.invitedName}`,
      });
      await expect(added).toBeVisible();
      const codeRow = added.getByRole('row', { name: /^Participant code/ });
      participantCode = (await codeRow.locator('strong').innerText()).trim();
      expect(participantCode).toMatch(/^[A-Z0-9-]{6,}$/);
      await expect(added.getByRole('row', { name: /^Test link/ }).getByRole('link')).toHaveAttribute(
        'href',
        `${new URL(page.url()).origin}/test-activity/${participantCode}`,
      );

      const row = page.getByRole('row', { name: new RegExp(participant.email) });
      await expect(row.getByRole('link', { name: participantCode })).toBeVisible();
      await expect(row.getByText('Invited', { exact: true })).toBeVisible();
      // No SMTP server in the journeys: the e-mail is held in the outbox, not sent (Sent 0).
      await expect(row.getByRole('cell', { name: '0', exact: true }).first()).toBeVisible();
    });
  });

  test('the participant registers, takes the test and finishes', async ({ browser }) => {
    expect(participantCode, 'the consultant step gave a participant code').not.toBe('');
    const context = await browser.newContext();
    // The participant pages read their texts in the stored language (Indonesian by default).
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    const page = await context.newPage();
    try {
      await test.step('the code link opens the registration form', async () => {
        await page.goto(`/test-activity/${participantCode}`);
        await expect(page).toHaveURL(new RegExp(`/test-activity/form/${participantCode}$`));
        await expect(page.getByRole('heading', { name: 'Registration' })).toBeVisible();
        await expect(page.getByText(`Project: ${projectName}`)).toBeVisible();
        await expect(page.getByLabel('Full name')).toHaveValue(participant.invitedName);
        await expect(page.getByLabel('E-mail')).toHaveValue(participant.email);
      });

      await test.step('register', async () => {
        await page.getByLabel('Full name').fill(participant.name);
        await page.getByLabel('E-mail').fill(participant.email);
        await page.getByLabel('Phone number').fill(participant.phone);
        await page.getByRole('button', { name: 'Continue' }).click();
        // The terms must be agreed to first.
        await expect(
          page.getByText('You must agree to the terms and conditions to continue.', { exact: true }),
        ).toBeVisible();
        await page
          .getByRole('checkbox', {
            name: 'I have read and agree to the terms and conditions of this assessment.',
          })
          .check();
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page).toHaveURL(new RegExp(`/test-activity/dashboard/${participantCode}$`));
      });

      const card = page.locator('.ant-card').filter({
        has: page.getByRole('heading', { name: `1. ${instrument.name}` }),
      });
      await test.step('the dashboard lists the instrument, not started', async () => {
        await expect(page.getByRole('heading', { name: `Welcome, ${participant.name}` })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Tests' })).toBeVisible();
        await expect(card.getByText('Not started', { exact: true })).toBeVisible();
        await expect(card).toContainText(`3 questions · ${instrument.minutes} min`);
        await card.getByRole('button', { name: 'Start' }).click();
      });

      await expect(page).toHaveURL(new RegExp(`/test-activity/test/${participantCode}\\?submission=\\d+$`));
      const submissionId = Number(new URL(page.url()).searchParams.get('submission'));

      await test.step('answer the three questions', async () => {
        await expect(page.getByRole('heading', { level: 1, name: instrument.name })).toBeVisible();
        await expect(page.getByRole('timer')).toHaveText(/^0?[45]:\d\d$/);
        await expect(page.getByText('Answers are saved as you go')).toBeVisible();
        for (const [i, item] of instrument.items.entries()) {
          await expect(page.getByText(`Question ${i + 1} of 3`)).toBeVisible();
          const group = page.getByRole('radiogroup', { name: item.stem });
          await group.getByRole('radio', { name: item.options[CHOSEN[i]], exact: true }).check();
          await expect(page.getByRole('status').filter({ hasText: 'All answers saved' })).toBeVisible();
          await expect(
            page.getByRole('button', { name: `Question ${i + 1}, answered, current` }),
          ).toBeVisible();
          if (i < 2) await page.getByRole('button', { name: 'Next' }).click();
        }
        await expect(page.getByText('3 of 3 answered')).toBeVisible();
      });

      await test.step('the answers are on the server and survive a reload', async () => {
        const res = await page.request.post('/api/v1/test-activities/instrument', {
          data: { attempt_id: submissionId, participant_code: participantCode },
        });
        expect(res.ok()).toBe(true);
        const body = (await res.json()) as {
          data: {
            state: string;
            sections: { items: { id: string; stem: string }[] }[];
            answers: Record<string, string>;
          };
        };
        expect(body.data.state).toBe('in_progress');
        const items = body.data.sections.flatMap((s) => s.items);
        expect(items.map((it) => it.stem)).toEqual(instrument.items.map((it) => it.stem));
        expect(items.map((it) => body.data.answers[it.id])).toEqual(CHOSEN.map(optionId));

        // Without this device's copy of the answers, only the server's can bring them back.
        const dropped = await page.evaluate((suffix) => {
          const keys = Object.keys(localStorage).filter((key) => key.endsWith(suffix));
          for (const key of keys) localStorage.removeItem(key);
          return keys.length;
        }, `:${participantCode}:${submissionId}`);
        expect(dropped, "the page kept this test's answers on the device").toBe(1);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: instrument.name })).toBeVisible();
        for (let n = 1; n <= 3; n++) {
          await expect(
            page.getByRole('button', { name: new RegExp(`^Question ${n}, answered`) }),
          ).toBeVisible();
        }
        await page.getByRole('button', { name: /^Question 1, answered/ }).click();
        const first = instrument.items[0];
        await expect(
          page
            .getByRole('radiogroup', { name: first.stem })
            .getByRole('radio', { name: first.options[CHOSEN[0]], exact: true }),
        ).toBeChecked();
        await page.getByRole('button', { name: /^Question 3, answered/ }).click();
        const last = instrument.items[2];
        await expect(
          page
            .getByRole('radiogroup', { name: last.stem })
            .getByRole('radio', { name: last.options[CHOSEN[2]], exact: true }),
        ).toBeChecked();
      });

      await test.step('finish the test after confirming', async () => {
        await page.getByRole('button', { name: 'Finish test' }).click();
        const confirm = page.getByRole('dialog', { name: 'Finish this test?' });
        await expect(confirm).toContainText(
          'You answered every question. You cannot change your answers afterwards.',
        );
        await confirm.getByRole('button', { name: 'Finish' }).click();
        // The confirm dialog animates out; until it is gone its own Finish button is still on the page.
        await expect(confirm).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`/test-activity/dashboard/${participantCode}$`));
        await expect(card.getByText('Finished', { exact: true })).toBeVisible();
        await expect(
          page.getByText('You have completed every test. Press Finish to submit your assessment.'),
        ).toBeVisible();
      });

      await test.step('finish the assessment: the completion page congratulates', async () => {
        await page.getByRole('button', { name: 'Finish', exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/test-activity/test-result/${participantCode}$`));
        await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
        await expect(
          page.getByText(`Well done, ${participant.name}. You have completed the assessment.`),
        ).toBeVisible();
        // The project keeps results from its participants: a thank-you that says what comes next.
        await expect(page.getByRole('status')).toHaveText(
          'We have received your answers. The organiser will contact you about the next steps. You may now close this page.',
        );
      });
    } finally {
      await context.close();
    }
  });

  test("the consultant sees the participant's score", async () => {
    expect(projectUrl, 'the consultant step created a project').not.toBe('');
    const page = consultantPage;
    await page.goto(projectUrl);
    await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(participant.email) });
    await expect(row).toBeVisible();
    // Scoring is a background job (about a second); reload until the table shows its result.
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible();
      await expect(row.getByRole('cell', { name: /^Scored( |$)/ })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000, intervals: [500, 1_000] });
    await expect(row.getByRole('cell', { name: participant.name, exact: true })).toBeVisible();
    // The number correct, with the test it counts under it.
    await expect(row.getByRole('cell', { name: /^2 \/ 3\b/ })).toBeVisible();
    await expect(row.getByRole('link', { name: participantCode })).toBeVisible();
  });
});

test('on a 360 px phone the test page does not scroll sideways and its options work by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  // A candidate of its own in the demo project: the demo participants' clocks are other journeys'
  // (one whose first section another journey started may have run out of time meanwhile).
  const consultant = await signInApi(page.request, 'consultant');
  const projects = await call<{ data: { id: number; name: string }[] }>(
    page.request,
    'projects/list',
    { start: 0, length: 500 },
    consultant,
  );
  const demo = projects.data.find((p) => p.name === DEMO_PROJECT_NAME);
  const { participant_code: code } = await call<{ participant_code: string }>(
    page.request,
    'projects/invitations/invite',
    { project_id: demo?.id, name: 'Phone Candidate', email: `phone.${Date.now()}@example.com` },
    consultant,
  );
  await page.goto(`/test-activity/${code}`);
  const registration = page.getByRole('heading', { name: 'Registration' });
  const dashboard = page.getByRole('heading', { name: /^Welcome/ });
  await expect(registration.or(dashboard)).toBeVisible();
  if (await registration.isVisible()) {
    await expectNoSidewaysScroll(page);
    await page.getByLabel('Phone number').fill('0812345678');
    await page
      .getByRole('checkbox', {
        name: 'I have read and agree to the terms and conditions of this assessment.',
      })
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/test-activity/dashboard/${code}$`));
  await expect(dashboard).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: /^(Start|Continue)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/test-activity/test/${code}\\?submission=\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'General Reasoning (demo)' })).toBeVisible();
  await expect(page.getByRole('radiogroup')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // From the question text, Tab reaches the options; an arrow key moves to and selects the next one.
  const group = page.getByRole('radiogroup');
  const radios = group.getByRole('radio');
  await expect(radios.first()).not.toBeChecked();
  await page.locator(`[id="${await group.getAttribute('aria-labelledby')}"]`).focus();
  await page.keyboard.press('Tab');
  await expect(radios.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeFocused();
  await expect(radios.nth(1)).toBeChecked();
  await expect(radios.first()).not.toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'All answers saved' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

/** Opens an antd select (typing `search` when given) and clicks the option shown as `label`. */

/** A form item of `scope`, by its label. */
function formItem(scope: Locator, label: string): Locator {
  return scope
    .locator('.ant-form-item')
    .filter({ has: scope.page().locator('.ant-form-item-label', { hasText: new RegExp(`^${label}$`) }) });
}

async function markKey(page: Page, item: number, key: number): Promise<void> {
  await page
    .getByRole('radio', { name: `Mark option ${optionId(key)} as the correct answer` })
    .nth(item)
    .check();
}

/** The value cell of an antd Descriptions item, by its label. */
function descriptionValue(page: Page, label: string) {
  return page
    .locator('.ant-descriptions-item')
    .filter({ has: page.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.ant-descriptions-item-content');
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `scrollWidth ${widths.scroll} on a ${widths.client} px viewport`).toBeLessThanOrEqual(
    360,
  );
}
