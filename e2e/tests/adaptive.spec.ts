import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { call, newParticipant, signInApi } from '../fixtures/api';
import { signIn } from '../fixtures/session';

// Adaptive testing in the browser: a candidate takes the demo's adaptive reasoning test on a
// phone, one question at a time as the server chooses them, reloads in the middle and goes on
// with the same question, and finishes when the test has measured enough.

interface Setup {
  projectId: number;
  consultant: string;
}

async function demoAdaptiveProject(request: APIRequestContext): Promise<Setup> {
  const consultant = await signInApi(request, 'consultant');
  const admin = await signInApi(request, 'admin');
  const instruments = await call<Array<{ id: number; code: string }>>(
    request,
    'instruments/compact-list',
    {},
    admin,
  );
  const adaptive = instruments.find((i) => i.code === 'DEMO-CAT');
  expect(adaptive, 'the demo has its adaptive reasoning test').toBeTruthy();
  const project = await call<{ id: number }>(
    request,
    'projects/new',
    {
      account_corporate_id: 1,
      name: `Adaptive ${Date.now().toString(36)}`,
      instrument_ids: [adaptive?.id],
    },
    consultant,
  );
  await call(request, 'projects/update-setting', { id: project.id, proctoring_level: 'off' }, consultant);
  return { projectId: project.id, consultant };
}

const questionLabel = (page: Page) => page.getByRole('main').getByText(/^Question \d+ \(at most \d+\)/);

/** The number of the question on screen and its stem. */
async function onScreen(page: Page): Promise<{ n: number; stem: string }> {
  const label = (await questionLabel(page).textContent()) ?? '';
  const stem = (await page.getByRole('main').getByRole('radiogroup').getAttribute('aria-labelledby')) ?? '';
  const text = stem ? ((await page.locator(`[id="${stem}"]`).textContent()) ?? '') : '';
  return { n: Number(/Question (\d+)/.exec(label)?.[1]), stem: text.trim() };
}

test.describe('an adaptive test on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 240_000 });

  test('a candidate takes the demo adaptive test to the end, reloading in the middle', async ({
    page,
    request,
  }) => {
    const setup = await demoAdaptiveProject(request);
    const p = await newParticipant(request, setup, 'Adaptive Ayu');
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto(`/test-activity/test/${p.code}?submission=${p.submissionId}`);
    await expect(
      page.getByText('The next question is chosen from your answers.', { exact: false }),
    ).toBeVisible();

    const seen: string[] = [];
    for (let step = 1; ; step++) {
      const done = page.getByText('You have answered all the questions of this section.');
      await expect(questionLabel(page).or(done)).toBeVisible();
      if (await done.isVisible()) break;
      const here = await onScreen(page);
      expect(here.n).toBe(step);
      expect(seen).not.toContain(here.stem);
      seen.push(here.stem);

      if (step === 4) {
        // Reload before answering: the same question comes back, nothing else.
        await page.reload();
        await expect(questionLabel(page)).toHaveText(/^Question 4 /);
        expect((await onScreen(page)).stem).toBe(here.stem);
      }
      const next = page.getByRole('main').getByRole('button', { name: 'Next', exact: true });
      await expect(next).toBeDisabled();
      // Alternate right-looking and other options: any answer is a valid course.
      const radios = page.getByRole('main').getByRole('radio');
      await radios.nth(step % 4).check();
      await next.click();
      await expect(questionLabel(page).or(done)).not.toHaveText(new RegExp(`^Question ${step} `));
    }
    // The page never scrolls sideways on the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(seen.length).toBeGreaterThanOrEqual(8);
    expect(seen.length).toBeLessThanOrEqual(20);

    await page.getByRole('button', { name: 'Finish test' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Finish/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/test-activity/.*${p.code}`));

    // The server holds one answer per question shown, and the test is finished.
    const attempt = await call<{ state: string; answers: Record<string, unknown> }>(
      request,
      'test-activities/instrument',
      {
        participant_code: p.code,
        attempt_id: p.submissionId,
      },
    );
    expect(attempt.state).toBe('finished');
    expect(Object.keys(attempt.answers)).toHaveLength(seen.length);
  });
});

// An author simulates an adaptive bank from its authoring page before publishing it.
test('an author runs a simulation of an adaptive bank and sees its figures and charts', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await signInApi(request, 'admin');
  const run = Date.now().toString(36).toUpperCase();
  const { id } = await call<{ id: number }>(
    request,
    'instruments/new',
    { code: `E2E-CAT-${run}`, name: `Adaptive bank ${run}`, kind: 'ability' },
    admin,
  );
  const options = ['A', 'B', 'C', 'D'].map((o) => ({ id: o, text: `Option ${o}` }));
  await call(
    request,
    'instruments/content',
    {
      id,
      sections: [
        {
          title: 'Reasoning bank',
          time_limit_seconds: null,
          adaptive: {
            exposure: 'randomesque',
            randomesque_n: 4,
            max_exposure: 0.5,
            se_target: 0.5,
            min_items: 5,
            max_items: 10,
          },
          items: Array.from({ length: 40 }, (_, i) => ({
            type: 'single',
            stem: `Bank question ${i + 1}`,
            options,
            key: 'A',
            irt: { model: '2PL', a: 1 + (i % 5) * 0.2, b: -2 + (4 * i) / 39 },
          })),
        },
      ],
    },
    admin,
  );
  await signIn(page, 'admin');
  await page.goto(`/assessment-center/test-instrument/${id}`);
  await expect(page.getByText('No simulation of this section yet.', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Candidates', { exact: true }).fill('300');
  await page.getByLabel('Seed', { exact: true }).fill('7');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByText(/with 300 candidates, N\(0, 1\), seed 7/)).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Current', { exact: true })).toBeVisible();
  // Each chart under its title, drawn (ECharts describes its series to screen readers).
  const chartOf = (title: string) =>
    page
      .getByText(title, { exact: true })
      .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-card ")][1]')
      .locator('[role="img"][aria-label]')
      .first();
  for (const title of ['Bias and RMSE by true θ', 'Test length', 'Item exposure rates'])
    await expect(chartOf(title)).toHaveAttribute('aria-label', /This is a chart/);
  // Randomesque among 4 of 40 items cannot keep every item under half of the candidates.
  await expect(page.getByText('Above the ceiling')).toBeVisible();
  // The largest rate with the interval its 300 simulees allow: above the ceiling beyond that noise.
  await expect(page.getByText(/^95 % interval of the largest true rate: 0\.\d{3}–0\.\d{3}$/)).toBeVisible();
  await chartOf('Item exposure rates').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('simulation.png'), fullPage: false });

  // Sympson–Hetter instead: the calibration says it converged, judged on a final check of five
  // times the simulees, and the ceiling holds.
  const detail = await call<{
    sections: Array<Record<string, unknown> & { adaptive: Record<string, unknown> }>;
  }>(request, 'instruments/detail', { id }, admin);
  const [section] = detail.sections;
  await call(
    request,
    'instruments/content',
    { id, sections: [{ ...section, adaptive: { ...section.adaptive, exposure: 'sympson-hetter' } }] },
    admin,
  );
  await page.reload();
  await page.getByLabel('Candidates', { exact: true }).fill('300');
  await page.getByLabel('Seed', { exact: true }).fill('8');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByText(/with 300 candidates, N\(0, 1\), seed 8/)).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText(/\d+ simulations, converged/)).toBeVisible();
  await expect(
    page.getByText(
      /^Final check on 1,500 fresh simulees: maximum 0\.\d{3} \(95 % interval 0\.\d{3}–0\.\d{3}\)$/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/^Within (the ceiling|sampling noise)$/)).toBeVisible();
  await page.getByText('Maximum exposure', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('simulation-sympson-hetter.png'), fullPage: false });
});

// Conditional exposure control: the author chooses it with its θ strata, and the simulation shows
// each stratum's largest rate with its interval.
test('an author simulates conditional exposure control and sees each θ stratum against the ceiling', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await signInApi(request, 'admin');
  const run = Date.now().toString(36).toUpperCase();
  const { id } = await call<{ id: number }>(
    request,
    'instruments/new',
    { code: `E2E-CSH-${run}`, name: `Conditional bank ${run}`, kind: 'ability' },
    admin,
  );
  const options = ['A', 'B', 'C', 'D'].map((o) => ({ id: o, text: `Option ${o}` }));
  await call(
    request,
    'instruments/content',
    {
      id,
      sections: [
        {
          title: 'Reasoning bank',
          time_limit_seconds: null,
          adaptive: {
            exposure: 'conditional-sympson-hetter',
            exposure_strata: [-1, 1],
            max_exposure: 0.5,
            se_target: null,
            min_items: 5,
            max_items: 8,
          },
          items: Array.from({ length: 40 }, (_, i) => ({
            type: 'single',
            stem: `Bank question ${i + 1}`,
            options,
            key: 'A',
            irt: { model: '2PL', a: 1 + (i % 5) * 0.2, b: -2 + (4 * i) / 39 },
          })),
        },
      ],
    },
    admin,
  );
  await signIn(page, 'admin');
  await page.goto(`/assessment-center/test-instrument/${id}`);
  await expect(page.getByText('Conditional Sympson–Hetter (per θ stratum', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('θ strata edges', { exact: true })).toBeVisible();
  await page.getByLabel('Candidates', { exact: true }).fill('300');
  await page.getByLabel('Seed', { exact: true }).fill('9');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByText(/with 300 candidates, N\(0, 1\), seed 9/)).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText('Exposure by θ stratum', { exact: true })).toBeVisible();
  const rows = page
    .getByText('Exposure by θ stratum', { exact: true })
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-card ")][1]')
    .locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('below −1.0');
  await expect(rows.nth(1)).toContainText('−1.0 to below 1.0');
  await expect(rows.nth(2)).toContainText('from 1.0');
  await expect(rows.nth(1)).toContainText(/0\.\d{3}–0\.\d{3}/);
  await page.getByText('Exposure by θ stratum', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('simulation-conditional.png'), fullPage: false });
  await page.getByText('θ strata edges', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('setup-conditional.png'), fullPage: false });

  // The same screen in Indonesian (the admin's own locale; the other journeys expect English).
  await call(request, 'auth/save-user-data', { locale: 'id' }, admin);
  try {
    await page.goto(`/assessment-center/test-instrument/${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByText('Paparan per stratum θ', { exact: true })).toBeVisible({ timeout: 30_000 });
    const baris = page
      .getByText('Paparan per stratum θ', { exact: true })
      .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-card ")][1]')
      .locator('tbody tr');
    await expect(baris.nth(1)).toContainText('−1,0 sampai di bawah 1,0');
    await page.getByText('Paparan per stratum θ', { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('simulation-conditional-id.png'), fullPage: false });
  } finally {
    await call(request, 'auth/save-user-data', { locale: 'en' }, admin);
  }
});
