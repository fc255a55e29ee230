import { readFileSync } from 'node:fs';
import { SIDEBAR_MENUS } from '@asesa/contracts';
import { expect, type Page, test } from '@playwright/test';
import { call, signInApi } from '../fixtures/api';
import { expectAccessible, WCAG_22_AA } from '../fixtures/axe';
import { DEMO_PROJECT_NAME, openDemoProject } from '../fixtures/demo-project';
import { type DemoRole, sidebar, signIn } from '../fixtures/session';

// The back office meets WCAG 2.2 AA as far as axe-core can tell: every route of every role's
// sidebar, the detail pages behind them (each tab, the results drawer with its charts, a job
// profile's dialog) and the stock error pages have no serious or critical violation. A further
// test reads the router's back-office routes, so a route added later without a check here fails.

const DEMO_CANDIDATE = 'Hadi Pratama';

/** One page to check: the router's pattern it stands for, and how to get there. */
interface Visit {
  route: string;
  label: string;
  open: (page: Page) => Promise<void>;
  /** Check each of its tabs too (one role a page is enough: the tabs are the same for all). */
  tabs?: boolean;
}

/** The back-office content has arrived: a title (or the stock error), no skeleton or spinner left. */
async function settle(page: Page) {
  const main = page.getByRole('main');
  await expect(main.locator('h1, .ant-result-title').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
}

const go =
  (path: string) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
    await settle(page);
  };

/** A plain route, opened by its path. */
const at = (path: string, route = path): Visit => ({ route, label: path, open: go(path) });

/** Clicks through to a detail page from its list. */
const via = (
  route: string,
  label: string,
  list: string,
  link: (page: Page) => ReturnType<Page['getByRole']>,
): Visit => ({
  route,
  label,
  open: async (page: Page) => {
    await go(list)(page);
    await link(page).click();
    await expect(page).toHaveURL(new RegExp(`${route.replace(/:\w+/g, '\\d+')}(\\?.*)?$`));
    await settle(page);
  },
});

const firstRowLink = (page: Page) => page.locator('.ant-table-tbody').getByRole('link').first();
/**
 * The demo project's page, opened by its id from the server: other journeys' projects can push it
 * off the list's first page.
 */
const demoProject: Visit = {
  route: '/project/detail/:id',
  label: `project detail: ${DEMO_PROJECT_NAME}`,
  open: async (page) => {
    await openDemoProject(page);
    await settle(page);
  },
};

// Journeys add instruments, so the demo test is found through the list's search, as a user would.
const instrumentDetail: Visit = {
  route: '/assessment-center/test-instrument/:id',
  label: 'instrument detail: Penalaran Umum (demo)',
  open: async (page: Page) => {
    await go('/assessment-center/test-instrument')(page);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('DEMO-ABILITY');
    await search.press('Enter');
    await page
      .getByRole('row', { name: /DEMO-ABILITY(?!-)/ })
      .getByRole('link', { name: 'Penalaran Umum (demo)' })
      .click();
    await expect(page).toHaveURL(/\/assessment-center\/test-instrument\/\d+(\?.*)?$/);
    await settle(page);
  },
};

/**
 * The demo ability test's evidence, with an analysis of its own run first when there is none yet, so
 * each tab (tables, charts, or the reason a part is unavailable for the small demo sample) is checked.
 */
const instrumentEvidence: Visit = {
  route: '/assessment-center/test-instrument/:id/evidence',
  label: 'instrument evidence: Penalaran Umum (demo)',
  tabs: true,
  open: async (page) => {
    await instrumentDetail.open(page);
    await page.getByRole('button', { name: 'Evidence' }).click();
    await expect(page).toHaveURL(/\/assessment-center\/test-instrument\/\d+\/evidence/);
    await settle(page);
    const empty = page.getByText(/No analysis yet: run one/);
    await expect(empty.or(page.getByRole('tab', { name: 'Sample' }))).toBeVisible();
    if (await empty.isVisible()) {
      await page.getByRole('button', { name: 'New analysis' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Start analysis' }).click();
    }
    await expect(page.getByRole('tab', { name: 'Sample' })).toBeVisible({ timeout: 60_000 });
    await settle(page);
  },
};

/** The demo adaptive test's item bank: the paged table of its 168 items. */
const instrumentBank: Visit = {
  route: '/assessment-center/test-instrument/:id/bank',
  label: 'instrument item bank: Penalaran Adaptif (demo)',
  open: async (page) => {
    await go('/assessment-center/test-instrument')(page);
    // Journeys add instruments: the demo adaptive test is found through the list's search.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('DEMO-CAT');
    await search.press('Enter');
    await page
      .getByRole('row', { name: /DEMO-CAT(?!-)/ })
      .getByRole('link', { name: 'Penalaran Adaptif (demo)' })
      .click();
    await page.getByRole('button', { name: 'Bank view' }).click();
    await expect(page).toHaveURL(/\/assessment-center\/test-instrument\/\d+\/bank$/);
    // The URL changes before the lazy page renders: wait for its own heading, not the editor's.
    await expect(page.getByRole('heading', { name: 'Item bank: Penalaran Adaptif (demo)' })).toBeVisible({
      timeout: 20_000,
    });
    await settle(page);
  },
};

const jobProfileDialog: Visit = {
  route: '/assessment-center/job-profile/all',
  label: 'job profile detail: Graduate Trainee (demo)',
  open: async (page) => {
    await go('/assessment-center/job-profile/all')(page);
    await page.getByRole('button', { name: 'Edit Graduate Trainee (demo)' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit job profile' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  },
};

const blueprintDetail: Visit = {
  route: '/assessment-center/scoring/:blueprintId',
  label: 'blueprint detail: General reasoning norms (demo)',
  tabs: true,
  open: async (page) => {
    await instrumentDetail.open(page);
    await page.getByRole('link', { name: 'General reasoning norms (demo)' }).click();
    await expect(page).toHaveURL(/\/assessment-center\/scoring\/\d+$/);
    await settle(page);
  },
};

/**
 * An admin reads an e-mail in the outbox: an invitation, with its link, to a project of its own
 * (a person invited into the demo project would change what other journeys read of it).
 */
const outboxMessage: Visit = {
  route: '/consultant-account/outbox',
  label: 'outbox e-mail',
  open: async (page) => {
    const run = Date.now().toString(36).toUpperCase();
    const email = `axe.reader.${run.toLowerCase()}@example.com`;
    const consultant = await signInApi(page.request, 'consultant');
    const instruments = await call<{ id: number; code: string }[]>(
      page.request,
      'instruments/compact-list',
      {},
      consultant,
    );
    const ability = instruments.find((i) => i.code === 'DEMO-ABILITY');
    expect(ability, 'the demo ability test is published').toBeTruthy();
    const project = await call<{ id: number }>(
      page.request,
      'projects/new',
      { account_corporate_id: 1, name: `Axe outbox ${run}`, instrument_ids: [ability?.id] },
      consultant,
    );
    await call(
      page.request,
      'projects/invitations/invite',
      { project_id: project.id, name: 'Axe Reader', email },
      consultant,
    );
    await go(`/consultant-account/outbox?q=${encodeURIComponent(email)}`)(page);
    await page
      .getByRole('button', { name: `View the e-mail to ${email}` })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  },
};

/**
 * Each role's pages, its sidebar's links and the pages reached from them, in runs of a sign-in
 * each (the admin's in two: projects and accounts, then the assessment library).
 */
const RUNS: { role: DemoRole; name: string; visits: Visit[]; drawer?: boolean }[] = [
  {
    role: 'admin',
    name: 'projects, people and accounts',
    visits: [
      at('/project/all-project'),
      demoProject,
      at('/project/all-candidate-admin'),
      at('/project/download-list-all'),
      at('/consultant-account/all-account'),
      via(
        '/consultant-account/detail/:id',
        'consultant detail',
        '/consultant-account/all-account',
        firstRowLink,
      ),
      at('/consultant-account/outbox'),
      outboxMessage,
      at('/consultant-account/audit-log'),
      at('/consultant-account/security'),
      at('/corporate-account/all-account'),
      {
        ...via(
          '/corporate-account/detail/:id',
          'corporate detail',
          '/corporate-account/all-account',
          firstRowLink,
        ),
        tabs: true,
      },
    ],
  },
  {
    role: 'admin',
    // The instruments apart from the rest of the library: the evidence workbench opens on the
    // demo's analyses (seven tabs of charts and tables), and axe on all of it with the pages
    // below outlasted one test's time on a loaded machine.
    name: 'instruments, their evidence and item bank',
    visits: [at('/assessment-center/test-instrument'), instrumentDetail, instrumentEvidence, instrumentBank],
  },
  {
    role: 'admin',
    name: 'scoring, competences, job profiles and languages',
    visits: [
      blueprintDetail,
      at('/assessment-center/test-dimensions'),
      at('/assessment-center/competence-library/all'),
      via(
        '/assessment-center/competence-library/:id',
        'competence detail',
        '/assessment-center/competence-library/all',
        firstRowLink,
      ),
      at('/assessment-center/job-profile/all'),
      jobProfileDialog,
      at('/assessment-center/instrument-lang/all'),
      at('/languages/master-languages'),
      at('/translations/master-translations'),
    ],
  },
  {
    role: 'consultant',
    name: 'pages',
    drawer: true,
    visits: [
      at('/project/all-project'),
      { ...demoProject, tabs: true },
      at('/project/all-candidate-admin'),
      at('/project/download-list-all'),
      at('/project/outbox'),
      at('/corporate-account/all-account'),
      via(
        '/corporate-account/detail/:id',
        'corporate detail: Demo Corporation',
        '/corporate-account/all-account',
        (p) => p.getByRole('link', { name: 'Demo Corporation' }),
      ),
      at('/corporate-account/sector'),
      at('/consultant-account/edit-profile'),
      at('/consultant-account/collaborators'),
    ],
  },
  {
    role: 'collaborator',
    name: 'pages',
    visits: [
      at('/project/corporate-projects'),
      demoProject,
      at('/project/all-candidate'),
      at('/project/download-list-all'),
      at('/project/outbox'),
      at('/corporate-account/credit-history'),
      at('/corporate-account/credit-history/1', '/corporate-account/credit-history/:page'),
      at('/corporate-account/edit-profile'),
      // The collaborator's own company account (its ATS keys and collaborators).
      at('/corporate-account/mine'),
    ],
  },
];

const visitsOf = (role: DemoRole) => RUNS.filter((run) => run.role === role).flatMap((run) => run.visits);

async function checkTabs(page: Page, label: string) {
  const tabs = page.getByRole('main').getByRole('tablist').first().getByRole('tab');
  const names = await tabs.allInnerTexts();
  for (const name of names) {
    await test.step(`${label}, tab ${name}`, async () => {
      await tabs.filter({ hasText: name }).first().click();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
      await expectAccessible(page, `${label}, tab ${name}`, WCAG_22_AA);
    });
  }
}

/** The demo project's participants tab with a scored candidate's results (charts, tables) open. */
async function checkResultsDrawer(page: Page, label: string) {
  await test.step(`${label}, results drawer`, async () => {
    await page.getByRole('tab', { name: 'Participants' }).click();
    // Found by name: other journeys' participants can push the candidate off the first page.
    await page.getByRole('searchbox', { name: 'Search' }).fill(DEMO_CANDIDATE);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const participants = page.getByRole('table', { name: 'Participants of the project' });
    await participants
      .getByRole('row', { name: new RegExp(DEMO_CANDIDATE) })
      .getByRole('button', { name: 'Results' })
      .click();
    const drawer = page.getByRole('dialog', { name: `Results for ${DEMO_CANDIDATE}` });
    await expect(drawer).toBeVisible();
    await expect(
      drawer
        .getByRole('img', { name: /sten profile/ })
        .first()
        .locator('svg'),
    ).toBeVisible({
      timeout: 20_000,
    });
    await page.waitForLoadState('networkidle');
    await expect(drawer.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
    await expectAccessible(page, `${label}, results drawer`, WCAG_22_AA);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
}

for (const run of RUNS) {
  test(`the ${run.role}'s ${run.name} have no serious or critical axe violation`, async ({ page }) => {
    test.setTimeout(420_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, run.role);

    await test.step('the sidebar links are all checked here', async () => {
      const links = sidebar(page).getByRole('link');
      await expect(links.first()).toBeVisible();
      const hrefs = await links.evaluateAll((all) =>
        all.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      );
      const checked = visitsOf(run.role).map((v) => v.label);
      expect(hrefs.filter((href) => !checked.includes(href))).toEqual([]);
    });

    for (const visit of run.visits) {
      const label = `${run.role}: ${visit.label}`;
      await test.step(visit.label, async () => {
        await visit.open(page);
        await expectAccessible(page, label, WCAG_22_AA);
        if (visit.tabs) await checkTabs(page, label);
        if (run.drawer && visit.route === '/project/detail/:id') await checkResultsDrawer(page, label);
      });
    }
  });
}

test('the sign-in and stock pages have no serious or critical axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page, 'sign-in page', WCAG_22_AA);
  await page.goto('/404');
  await expect(page.locator('.ant-result-title')).toBeVisible();
  await expectAccessible(page, '404 page', WCAG_22_AA);
});

test("every role's sidebar link and every back-office route of the router is checked", () => {
  for (const role of ['admin', 'consultant', 'collaborator'] as const) {
    const visited = visitsOf(role).map((v) => v.label);
    const missing = SIDEBAR_MENUS[role].map((m) => m.path).filter((path) => !visited.includes(path));
    expect(missing, `${role}'s sidebar links without a check`).toEqual([]);
  }
  const covered = new Set(RUNS.flatMap((run) => run.visits.map((v) => v.route)));
  const routes = backOfficeRoutes();
  expect(routes.length).toBeGreaterThan(20);
  expect(routes.filter((route) => !covered.has(route))).toEqual([]);
});

/**
 * The full paths of the router's back-office routes that show a page (not the areas holding them),
 * read from its source: each `path:` joined to those of the route objects around it.
 */
function backOfficeRoutes(): string[] {
  const source = readFileSync(new URL('../../apps/web/src/app/routes.tsx', import.meta.url), 'utf8');
  const start = source.indexOf('const backOffice');
  const block = source.slice(source.indexOf('[', start), source.indexOf('/** Top-level routes', start));
  const stack: { path?: string; parent: boolean }[] = [];
  const found: { full: string; frame: { parent: boolean } }[] = [];
  for (const [token, path] of block.matchAll(/path: '([^']*)'|[{}]/g)) {
    if (token === '{') stack.push({ parent: false });
    else if (token === '}') stack.pop();
    else {
      const frame = stack[stack.length - 1];
      frame.path = path;
      for (const outer of stack.slice(0, -1)) if (outer.path) outer.parent = true;
      found.push({ full: `/${stack.flatMap((f) => (f.path ? [f.path] : [])).join('/')}`, frame });
    }
  }
  return found.filter(({ frame }) => !frame.parent).map(({ full }) => full);
}
