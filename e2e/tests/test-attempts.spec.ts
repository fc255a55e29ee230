import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { call, newParticipant, publishedTestProject, signInApi, signInStaff } from '../fixtures/api';
import { signIn } from '../fixtures/session';

// The test engine in the browser: a timed instrument with every item type, taken by participants
// the consultant invites through the API. Offline for 30 s mid-test, every answer still reaches
// the server; a reload resumes at the same item with the same remaining time; on a 360 px phone
// the whole test works by keyboard without horizontal scrolling.

const SECTION_SECONDS = 600;

const options = (...texts: string[]) => texts.map((text, i) => ({ id: String.fromCharCode(65 + i), text }));

/** One timed section with one item of each type (stems are how the journeys find them). */
const ITEMS = [
  { type: 'single', stem: 'What is 2 + 2?', options: options('3', '4', '5'), key: 'B' },
  {
    type: 'multiple',
    stem: 'Which of these are prime numbers?',
    options: options('2', '4', '5', '9'),
    keys: ['A', 'C'],
    max_choices: 3,
  },
  { type: 'true-false', stem: 'The sun is a star.', key: true },
  {
    type: 'likert',
    stem: 'I enjoy solving puzzles.',
    points: 5,
    options: options('Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree').map((o, i) => ({
      ...o,
      value: i + 1,
    })),
  },
  {
    type: 'forced-choice',
    stem: 'Which statement is most like you, and which least?',
    statements: [
      { id: 'A', text: 'I plan ahead.', indicator: 'GR-ITEMS' },
      { id: 'B', text: 'I enjoy meeting people.', indicator: 'GR-ITEMS' },
      { id: 'C', text: 'I stay calm under pressure.', indicator: 'GR-ITEMS' },
    ],
  },
  {
    type: 'ranking',
    stem: 'Put the steps of a cycle in order.',
    options: options('Check', 'Plan', 'Do'),
    keys: ['B', 'C', 'A'],
  },
  { type: 'numeric', stem: 'What is 6 × 7?', min: 0, max: 100, key: { value: 42 } },
  { type: 'text', stem: 'Describe your ideal working day.', scoring: 'unscored', max_length: 500 },
];

/** What the journeys answer, as the server stores it. */
const EXPECTED = [
  'B',
  ['A', 'C'],
  'true',
  'D',
  { most: 'A', least: 'C' },
  ['B', 'C', 'A'],
  42,
  'A quiet morning, then teamwork.',
];

interface Setup {
  projectId: number;
  consultant: string;
}

async function setUp(request: APIRequestContext): Promise<Setup> {
  const staff = await signInStaff(request);
  const { projectId, consultant } = await publishedTestProject(
    request,
    staff,
    { code: 'ENGINE', name: 'Engine check', project: 'Engine' },
    [{ title: 'Mixed', time_limit_seconds: SECTION_SECONDS, items: ITEMS }],
  );
  return { projectId, consultant };
}

/** The answers the server holds (what a reviewer would score). */
async function serverAnswers(request: APIRequestContext, p: { code: string; submissionId: number }) {
  const attempt = await call<{
    answers: Record<string, unknown>;
    sections: { items: { stem: string; id: string }[] }[];
  }>(request, 'test-activities/instrument', { participant_code: p.code, attempt_id: p.submissionId });
  const byStem = new Map(attempt.sections[0].items.map((i) => [i.stem, i.id]));
  return ITEMS.map((item) => attempt.answers[byStem.get(item.stem) ?? '']);
}

async function openTest(page: Page, p: { code: string; submissionId: number }) {
  // English runner texts; the participant pages default to Indonesian.
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto(`/test-activity/test/${p.code}?submission=${p.submissionId}`);
  await expect(page.getByTestId('section-timer')).toBeVisible();
}

const question = (page: Page, n: number) =>
  expect(page.getByText(new RegExp(`^Question ${n} of ${ITEMS.length}`))).toBeVisible();
/** In the two-question second section of the sections journey. */
const question2 = (page: Page, n: number, timeout?: number) =>
  expect(page.getByText(new RegExp(`^Question ${n} of 2`))).toBeVisible({ timeout });

/** Answers the current question (number n, 1-based) with the mouse. */
async function answerByPointer(page: Page, n: number) {
  await question(page, n);
  const main = page.getByRole('main');
  switch (n) {
    case 1:
      await main.getByRole('radio', { name: '4', exact: true }).check();
      break;
    case 2:
      await main.getByRole('checkbox', { name: '2', exact: true }).check();
      await main.getByRole('checkbox', { name: '5', exact: true }).check();
      break;
    case 3:
      await main.getByRole('radio', { name: 'True' }).check();
      break;
    case 4:
      await main.getByRole('radio', { name: 'Agree', exact: true }).check();
      break;
    case 5:
      await main
        .getByRole('radiogroup', { name: /Most like me/ })
        .getByRole('radio', { name: 'I plan ahead.' })
        .check();
      await main
        .getByRole('radiogroup', { name: /Least like me/ })
        .getByRole('radio', { name: 'I stay calm under pressure.' })
        .check();
      break;
    case 6:
      // Check, Plan, Do → Plan, Do, Check.
      await main.getByRole('button', { name: 'Move "Check" down' }).click();
      await main.getByRole('button', { name: 'Move "Check" down' }).click();
      break;
    case 7:
      await main.getByRole('spinbutton').fill('42');
      await main.getByRole('spinbutton').blur();
      break;
    case 8:
      await main.getByRole('textbox', { name: /Your answer/ }).fill(String(EXPECTED[7]));
      await main.getByRole('textbox', { name: /Your answer/ }).blur();
      break;
  }
}

const next = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Next', exact: true }).click();

/** Seconds on the section timer. */
async function timerSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('section-timer').textContent()) ?? '';
  const [m, s] = text.split(':').map(Number);
  return m * 60 + s;
}

test.describe('taking a timed test (participant-test)', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let setup: Setup;

  test.beforeAll(async ({ request }) => {
    setup = await setUp(request);
  });

  test('offline for 30 s mid-test: the page says so, queues, and every answer reaches the server', async ({
    page,
    context,
    request,
  }) => {
    const p = await newParticipant(request, setup, 'Offline Olivia');
    await openTest(page, p);
    await answerByPointer(page, 1);
    await expect(page.getByRole('status').filter({ hasText: 'All answers saved' })).toBeVisible();
    await next(page);

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
    for (let n = 2; n <= ITEMS.length; n++) {
      await answerByPointer(page, n);
      if (n < ITEMS.length) await next(page);
    }
    await expect(page.getByTestId('offline-banner')).toContainText('7 answers waiting to be sent.');
    // Nothing but the first answer has reached the server yet.
    expect((await serverAnswers(request, p)).filter((a) => a !== undefined)).toHaveLength(1);
    await page.waitForTimeout(30_000);

    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'All answers saved' })).toBeVisible({
      timeout: 20_000,
    });
    await expect.poll(() => serverAnswers(request, p), { timeout: 20_000 }).toEqual(EXPECTED);
  });

  test('a reload mid-test resumes at the first unanswered item with the same remaining time', async ({
    page,
    request,
  }) => {
    const p = await newParticipant(request, setup, 'Reload Rudi');
    await openTest(page, p);
    for (let n = 1; n <= 3; n++) {
      await answerByPointer(page, n);
      await next(page);
    }
    await expect(page.getByRole('status').filter({ hasText: 'All answers saved' })).toBeVisible();
    // Let the clock run a little, so a restarted clock would show.
    await page.waitForTimeout(3_000);
    const before = await timerSeconds(page);
    const reloadedAt = Date.now();
    await page.reload();
    await expect(page.getByTestId('section-timer')).toBeVisible();
    await question(page, 4);
    const after = await timerSeconds(page);
    const elapsed = (Date.now() - reloadedAt) / 1000;
    expect(Math.abs(after - (before - elapsed))).toBeLessThanOrEqual(2);
    expect(after).toBeLessThan(SECTION_SECONDS - 2);
    // The page was told the server's time, never its own clock: the same on another "device".
    const other = await page.context().browser()!.newContext();
    const otherPage = await other.newPage();
    await openTest(otherPage, p);
    await question(otherPage, 4);
    expect(Math.abs((await timerSeconds(otherPage)) - (await timerSeconds(page)))).toBeLessThanOrEqual(2);
    await other.close();
  });

  test('a section ends at zero and the next waits for Start; an item with its own limit locks at zero', async ({
    page,
    request,
  }) => {
    const run = Date.now().toString(36).toUpperCase();
    const admin = await signInApi(request, 'admin');
    const { id } = await call<{ id: number }>(
      request,
      'instruments/new',
      { code: `E2E-SECTIONS-${run}`, name: `Sections ${run}`, kind: 'ability' },
      admin,
    );
    await call(
      request,
      'instruments/content',
      {
        id,
        sections: [
          { title: 'Warm-up', time_limit_seconds: 12, items: [ITEMS[0]] },
          {
            title: 'Speed',
            time_limit_seconds: null,
            items: [{ ...ITEMS[2], time_limit_seconds: 6 }, ITEMS[6]],
          },
        ],
      },
      admin,
    );
    await call(request, 'instruments/submit', { id }, admin);
    const project = await call<{ id: number }>(
      request,
      'projects/new',
      { account_corporate_id: 1, name: `Sections ${run}`, instrument_ids: [id] },
      setup.consultant,
    );
    await call(
      request,
      'projects/update-setting',
      { id: project.id, proctoring_level: 'off' },
      setup.consultant,
    );
    const p = await newParticipant(request, { ...setup, projectId: project.id }, 'Section Sari');
    await openTest(page, p);
    const main = page.getByRole('main');
    await expect(main.getByText('Section 1 of 2')).toBeVisible();
    // Twelve seconds from the start: the page never says "one minute left" (the red timer says
    // time is short).
    await expect(main.getByText('One minute left in this section.')).toHaveCount(0);
    await main.getByRole('radio', { name: '4', exact: true }).check();
    await expect(page.getByRole('status').filter({ hasText: 'All answers saved' })).toBeVisible();

    // At zero the section ends by itself; the next one waits for the participant.
    await expect(main.getByRole('heading', { name: 'Next: Speed' })).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText('2 questions, no time limit.', { exact: false })).toBeVisible();
    const first = await call<{ section_state: string; remaining_seconds: number }>(
      request,
      'test-activities/participant-last-attempt',
      {
        participant_code: p.code,
        section_id: (
          await call<{ sections: { id: string }[] }>(request, 'test-activities/instrument', {
            participant_code: p.code,
            attempt_id: p.submissionId,
          })
        ).sections[0].id,
      },
    );
    expect(first).toMatchObject({ section_state: 'finished', remaining_seconds: 0 });
    // A reload keeps waiting: the next section's clock never starts behind the participant's back.
    await page.reload();
    await expect(main.getByRole('heading', { name: 'Next: Speed' })).toBeVisible();
    await main.getByRole('button', { name: 'Start section' }).click();

    await expect(main.getByText('Section 2 of 2')).toBeVisible();
    await expect(page.getByTestId('section-timer')).toBeHidden();
    await question2(page, 1);
    await expect(page.getByTestId('item-timer')).toBeVisible();
    // The item's own 6 s run out: it locks and the page moves on.
    await question2(page, 2, 15_000);
    await main.getByRole('button', { name: 'Previous' }).click();
    await expect(main.getByText('The time for this question is over.')).toBeVisible();
    await expect(main.getByRole('radio', { name: 'True' })).toBeDisabled();
    await main.getByRole('button', { name: 'Next', exact: true }).click();
    await main.getByRole('spinbutton').fill('42');
    await main.getByRole('spinbutton').blur();
    await expect(page.getByRole('status').filter({ hasText: 'All answers saved' })).toBeVisible();
    await main.getByRole('button', { name: 'Finish test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Finish', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/test-activity/dashboard/${p.code}`));
  });

  test('the consultant grants a participant extra time in the results drawer; the test gets longer', async ({
    page,
    request,
  }) => {
    const name = `Extra Eko ${Date.now().toString(36)}`;
    const p = await newParticipant(request, setup, name);
    await signIn(page, 'consultant');
    await page.goto(`/project/detail/${setup.projectId}`);
    const row = page
      .getByRole('table', { name: 'Participants of the project' })
      .getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: 'Results' }).click();
    const drawer = page.getByRole('dialog', { name: `Results for ${name}` });
    await expect(
      drawer.getByText('No accommodation: the standard time limits and display apply.'),
    ).toBeVisible();
    await drawer.getByRole('button', { name: 'Grant an accommodation' }).click();
    const form = page.getByRole('dialog', { name: 'Grant an accommodation' });
    await form.getByLabel('Extra time on every timed section').fill('50');
    await form.getByLabel('Reason').fill('Dyslexia (report on file)');
    await form.getByRole('button', { name: 'Grant', exact: true }).click();
    await expect(page.locator('.ant-message-notice', { hasText: 'Accommodation granted' })).toBeVisible();
    await expect(drawer.getByText('extra time 50 %')).toBeVisible();
    await expect(drawer.getByText('Dyslexia (report on file)')).toBeVisible();

    const attempt = await call<{ extra_time_percent: number; remaining_seconds: number }>(
      request,
      'test-activities/mark-as-started',
      { participant_code: p.code, submission_id: p.submissionId },
    );
    expect(attempt.extra_time_percent).toBe(50);
    expect(attempt.remaining_seconds).toBeGreaterThan(SECTION_SECONDS * 1.5 - 10);
  });

  test.describe('on a 360 × 740 phone, by keyboard only', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    /** Presses Tab until the focus is on `target` or inside it. */
    async function tabTo(page: Page, target: Locator, max = 60) {
      for (let i = 0; i < max; i++) {
        if (await target.evaluate((el) => el.contains(document.activeElement)).catch(() => false)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`could not reach ${target} with the Tab key`);
    }

    /**
     * Chooses `name` in a radio group by keyboard. A named group is one Tab stop (which of its
     * radios takes the focus is the browser's choice); the arrow keys then move and choose.
     */
    async function chooseRadio(page: Page, group: Locator, name: string) {
      const target = group.getByRole('radio', { name, exact: true });
      await tabTo(page, group);
      for (let i = 0; i < 10 && !(await target.isChecked()); i++) {
        const onTarget = await target.evaluate((el) => el === document.activeElement);
        await page.keyboard.press(onTarget ? 'Space' : 'ArrowDown');
      }
      await expect(target).toBeChecked();
    }

    async function noHorizontalScroll(page: Page) {
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
    }

    test('every item type is answered with the keyboard and nothing scrolls sideways', async ({
      page,
      request,
    }) => {
      const p = await newParticipant(request, setup, 'Keyboard Kirana');
      await openTest(page, p);
      const main = page.getByRole('main');
      const nextButton = main.getByRole('button', { name: 'Next', exact: true });
      const goNext = async () => {
        await tabTo(page, nextButton);
        await page.keyboard.press('Enter');
      };

      await question(page, 1);
      await noHorizontalScroll(page);
      await chooseRadio(page, main.getByRole('radiogroup', { name: 'What is 2 + 2?' }), '4');
      await goNext();

      await question(page, 2);
      await noHorizontalScroll(page);
      await tabTo(page, main.getByRole('checkbox', { name: '2', exact: true }));
      await page.keyboard.press('Space');
      await tabTo(page, main.getByRole('checkbox', { name: '5', exact: true }));
      await page.keyboard.press('Space');
      await goNext();

      await question(page, 3);
      await noHorizontalScroll(page);
      await chooseRadio(page, main.getByRole('radiogroup'), 'True');
      await goNext();

      await question(page, 4);
      await noHorizontalScroll(page);
      await chooseRadio(page, main.getByRole('radiogroup'), 'Agree');
      await goNext();

      await question(page, 5);
      await noHorizontalScroll(page);
      const most = main.getByRole('radiogroup', { name: /Most like me/ });
      const least = main.getByRole('radiogroup', { name: /Least like me/ });
      await chooseRadio(page, most, 'I plan ahead.');
      await chooseRadio(page, least, 'I stay calm under pressure.');
      await goNext();

      await question(page, 6);
      await noHorizontalScroll(page);
      // The moved option keeps the focus: Enter twice moves "Check" to the end.
      await tabTo(page, main.getByRole('button', { name: 'Move "Check" down' }));
      await page.keyboard.press('Enter');
      await expect(main.getByText('"Check" is now 2 of 3.')).toBeAttached();
      await page.keyboard.press('Enter');
      await expect(main.getByText('"Check" is now 3 of 3.')).toBeAttached();
      await goNext();

      await question(page, 7);
      await noHorizontalScroll(page);
      await tabTo(page, main.getByRole('spinbutton'));
      await page.keyboard.type('42');
      await goNext();

      await question(page, 8);
      await noHorizontalScroll(page);
      await tabTo(page, main.getByRole('textbox', { name: /Your answer/ }));
      await page.keyboard.type(String(EXPECTED[7]));
      await tabTo(page, main.getByRole('button', { name: 'Finish test' }));
      await noHorizontalScroll(page);
      await expect(page.getByRole('status').filter({ hasText: 'All answers saved' })).toBeVisible();
      await expect.poll(() => serverAnswers(request, p), { timeout: 15_000 }).toEqual(EXPECTED);

      // Finish by keyboard: the confirmation dialog, then the dashboard.
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Finish this test?');
      await tabTo(page, dialog.getByRole('button', { name: 'Finish', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/test-activity/dashboard/${p.code}`));
      await noHorizontalScroll(page);
    });
  });
});
