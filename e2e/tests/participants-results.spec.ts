import { numberFormatter } from '@asesa/contracts';
import { expect, type Page, test } from '@playwright/test';
import { call, newParticipant, signInApi } from '../fixtures/api';
import { openDemoProject } from '../fixtures/demo-project';
import { signIn } from '../fixtures/session';

// The results drawer as a consultant reads it: the trait and ability profile with error bands and
// norm groups, the job fit taken apart per competence with its formula, and the test session with
// its sections by name and the registration's start.

const TRAITS = ['Organisation', 'Drive', 'Sociability', 'Cooperation', 'Composure'];
const COMPETENCES = ['Analytical thinking', 'Planning and organising', 'Teamwork'];

interface Results {
  instruments: {
    instrument_name: string;
    dimensions: {
      name: string;
      sten: number | null;
      norm_group: string | null;
      norm_n: number | null;
      norm_version: string | null;
    }[];
  }[];
  job_fit: { fit: number; contributions: { name: string; target: number }[] };
}

const participants = (page: Page) => page.getByRole('table', { name: 'Participants of the project' });

async function openResults(page: Page, name: string) {
  await participants(page)
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Results' })
    .click();
  const drawer = page.getByRole('dialog', { name: `Results for ${name}` });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('a consultant reads a scored candidate: trait profile, ability profile, job-fit breakdown and formula', async ({
  page,
  request,
}) => {
  await signIn(page, 'consultant');
  await openDemoProject(page);
  await expect(page).toHaveURL(/\/project\/detail\/\d+/);
  const projectId = Number(/\/project\/detail\/(\d+)/.exec(page.url())?.[1]);
  expect(projectId).toBeGreaterThan(0);
  // The candidate's scores as the server has them: the drawer must show these.
  const consultant = await signInApi(request, 'consultant');
  const list = await call<{ data: { id: number; name: string }[] }>(
    request,
    'projects/participants/datatable',
    { project_id: projectId, start: 0, length: 50 },
    consultant,
  );
  const hadi = list.data.find((p) => p.name === 'Hadi Pratama');
  expect(hadi).toBeTruthy();
  const results = await call<Results>(
    request,
    'projects/participants/results',
    { participant_id: hadi!.id },
    consultant,
    // As the English drawer reads them: the tests' and norm groups' English names.
    { 'content-language': 'en' },
  );
  const inventory = results.instruments.find((i) => i.instrument_name.startsWith('Work Style Inventory'));
  expect(inventory, 'the demo candidate took the work-style inventory').toBeTruthy();

  const drawer = await openResults(page, 'Hadi Pratama');

  await test.step('the trait profile: a chart and a table with every trait and its sten', async () => {
    const name = inventory!.instrument_name;
    await expect(
      drawer.getByRole('img', { name: new RegExp(`^${escapeRegExp(name)}: sten profile`) }),
    ).toBeVisible();
    await expect(
      drawer.getByRole('img', { name: new RegExp(`^${escapeRegExp(name)}: sten profile`) }).locator('svg'),
    ).toBeVisible();
    const table = drawer.getByRole('table', { name: `${name}: Scores` });
    for (const trait of TRAITS) {
      const sten = inventory!.dimensions.find((d) => d.name === trait)?.sten;
      expect(sten, `${trait} is normed`).toEqual(expect.any(Number));
      const row = table.getByRole('row', { name: new RegExp(`^${trait}\\b`) });
      // "5 (4.1–5.9)": the sten with its error band.
      await expect(row.getByRole('cell').nth(1)).toHaveText(
        new RegExp(`^${sten} \\(\\d+(\\.\\d)?–\\d+(\\.\\d)?\\)$`),
      );
      await expect(row).toContainText(/Low|Moderate|High/);
    }
    // The norm group is said once for the instrument, with its size and version.
    await expect(drawer.getByText('Compared with: general, N = 1,250, norms 2026.1')).toHaveCount(1);
    // An inventory has no right answers: no number correct for it.
    await expect(drawer.getByText('20 of 20 answered', { exact: true })).toBeVisible();
  });

  await test.step('the ability test keeps its number correct and its profile', async () => {
    await expect(drawer.getByText('General Reasoning (demo) · version 1')).toBeVisible();
    await expect(drawer.getByText(/^7 \/ 8 · 8 of 8 answered$/)).toBeVisible();
    await expect(
      drawer.getByRole('img', { name: /^General Reasoning \(demo\): sten profile/ }),
    ).toBeVisible();
    // The norms that scored it as the server has them: another test may have authored a newer
    // blueprint for this instrument and recalculated the demo project with it.
    const ability = results.instruments.find((i) => i.instrument_name === 'General Reasoning (demo)');
    const normed = ability?.dimensions.find((d) => d.norm_version);
    expect(normed, 'the ability test is normed').toBeTruthy();
    const norm = normed as NonNullable<typeof normed>;
    const said = [
      norm.norm_group,
      norm.norm_n === null ? null : `N = ${norm.norm_n.toLocaleString('en')}`,
      `norms ${norm.norm_version}`,
    ]
      .filter(Boolean)
      .join(', ');
    await expect(drawer.getByText(`Compared with: ${said}`, { exact: true })).toHaveCount(
      said === 'general, N = 1,250, norms 2026.1' ? 2 : 1,
    );
  });

  await test.step('the job fit with its likely range, per competence target, points and chances', async () => {
    const jobFit = drawer.getByRole('region', { name: 'Job fit' });
    // The fit as the PDF reports and the .xlsx export show it (the shared number formatter), with
    // its likely range unless that range is the fit itself.
    await expect(jobFit.getByTestId('job-fit-headline')).toHaveText(
      new RegExp(
        `^${escapeRegExp(numberFormatter('en').of('jobFit', results.job_fit.fit))}( \\(likely \\d+(\\.\\d)?(–\\d+(\\.\\d)?)?\\))?$`,
      ),
    );
    await expect(jobFit.getByText(/^Probability all targets are met: (\d+|[<>] \d+) %$/)).toBeVisible();
    const table = jobFit.getByRole('table', { name: 'Job fit per competence' });
    for (const header of [
      /^Target$/,
      /^Score \(sten\s±\sSE\)$/,
      /^Target met$/,
      /^Max\. points$/,
      /^Points lost$/,
      /^Net points$/,
    ])
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    for (const competence of COMPETENCES) {
      const c = results.job_fit.contributions.find((x) => x.name === competence);
      expect(c, `${competence} is in the job fit`).toBeTruthy();
      const row = table.getByRole('row', { name: new RegExp(`^${competence}`) });
      await expect(row.getByRole('cell').nth(1)).toHaveText(new RegExp(`^\\w[\\w ]* · sten\\s${c!.target}$`));
      await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d+ ± \d+(\.\d)?$/);
      // Max. points, points lost and net points.
      await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d+(\.\d)?$/);
      await expect(row.getByRole('cell').nth(5)).toHaveText(/^(0|−\d+(\.\d)?)$/);
      await expect(row.getByRole('cell').nth(6)).toHaveText(/^(0|[+−]\d+(\.\d)?)$/);
    }
    await expect(table.getByRole('row', { name: /^Total/ })).toContainText('100');
  });

  await test.step('the formula typeset, with the explanation', async () => {
    const formula = drawer.getByRole('figure', { name: 'Formula' });
    await expect(formula).toBeVisible();
    await expect(formula.getByText('Σ').first()).toBeVisible();
    // Subscripts and a stacked fraction, not the raw text.
    await expect(formula.locator('sub').first()).toBeVisible();
    expect(await formula.locator('sub').count()).toBeGreaterThan(4);
    await expect(formula.getByText('w_j')).toHaveCount(0);
    await expect(drawer.getByText('weighted average shortfall S', { exact: false })).toBeVisible();
  });

  await test.step('the registration names the language', async () => {
    const registration = drawer.getByRole('region', { name: 'Registration' });
    await expect(registration.getByText('Bahasa Indonesia')).toBeVisible();
  });
});

test('the drawer names the sections of the test session and says when the participant started', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36).toUpperCase();
  const consultant = await signInApi(request, 'consultant');
  const instruments = await call<{ id: number; code: string }[]>(
    request,
    'instruments/compact-list',
    {},
    consultant,
  );
  const ability = instruments.find((i) => i.code === 'DEMO-ABILITY');
  expect(ability, 'the demo ability test is published').toBeTruthy();
  const project = await call<{ id: number }>(
    request,
    'projects/new',
    { account_corporate_id: 1, name: `Sessions ${run}`, instrument_ids: [ability!.id] },
    consultant,
  );
  const name = `Sesi Wulan ${run}`;
  const p = await newParticipant(request, { projectId: project.id, consultant }, name);
  // The participant starts the test, finishes the first section and starts the second.
  const attempt = await call<{ sections: { id: string; title: string }[] }>(
    request,
    'test-activities/mark-as-started',
    { participant_code: p.code, submission_id: p.submissionId },
  );
  expect(attempt.sections.length).toBeGreaterThan(1);
  const [first, second] = attempt.sections;
  await call(request, 'test-activities/finish-section', {
    participant_code: p.code,
    submission_id: p.submissionId,
    section_id: first.id,
  });
  await call(request, 'test-activities/mark-as-started', {
    participant_code: p.code,
    submission_id: p.submissionId,
  });

  await signIn(page, 'consultant');
  await page.goto(`/project/detail/${project.id}`);
  const drawer = await openResults(page, name);
  const session = drawer.getByRole('table', { name: 'Test session' });
  await expect(session.getByRole('row', { name: /Started the test/ })).toBeVisible();
  await expect(session.getByRole('row', { name: /Section finished/ })).toContainText(first.title);
  await expect(session.getByRole('row', { name: /Section started/ })).toContainText(second.title);
  await expect(session.getByText(first.id, { exact: true })).toHaveCount(0);

  const registration = drawer.getByRole('region', { name: 'Registration' });
  const started = registration.getByRole('row', { name: /Started/ });
  await expect(started).toContainText(/Started\s*\d{1,2} \w{3} \d{4} \d{2}:\d{2}/);
  await expect(registration.getByText('Bahasa Indonesia')).toBeVisible();
});

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
