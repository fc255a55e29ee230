import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { call, signInApi } from '../fixtures/api';
import { englishAgainAfterEach } from '../fixtures/demo-locale';
import { openDemoProject } from '../fixtures/demo-project';
import {
  type EnglishFinding,
  type EnglishText,
  englishIn,
  englishTexts,
  visibleTexts,
} from '../fixtures/english-on-page';
import { type DemoRole, signIn } from '../fixtures/session';

// The back office in Bahasa Indonesia shows no English: every page of the router, each tab, the
// results drawer of a scored candidate (an adaptive test among theirs) and the evidence workbench
// are read as a person sees them, and a text that is the English value of a catalogue key whose
// Indonesian value differs fails the journey, naming the page and the text. So do texts the server
// once made in English only (below), kept as a guard against their return.

/** English texts the server used to send whatever the reader's language; now in the catalogues. */
const FORMER_SERVER_ENGLISH = [
  'These browser events are evidence for a reviewer',
  'score on the sten scale',
  "for 'minimum' targets",
  "Each competence's target is the lowest sten",
  '(likely ',
  'for a graduate role',
  'Fewer than two groups of at least',
  'no norm table, so no comparison',
  '55 and over',
  'under 25',
];
/** Group names that are English words when they stand alone in a cell (as DIF and make-up show them). */
const FORMER_SERVER_WORDS = ['male', 'female'];
/**
 * The demo library's English base texts, which a drawer must show in the reader's language (the
 * library's own pages edit the base texts, so these are looked for in the drawer only).
 */
const LIBRARY_ENGLISH = ['Meets expectations', 'Exceeds expectations', 'Below expectations'];
/** Library names in English, looked for whole (a blueprint may be called "General reasoning norms"). */
const LIBRARY_WORDS = [
  'Analytical thinking',
  'Planning and organising',
  'Teamwork',
  'General reasoning',
  'Adaptive reasoning',
  'Organisation',
  'Low',
  'High',
  'Moderate',
  'Proficient',
  'Developing',
  'basic',
  'strict',
];

/**
 * Catalogue keys left out for now: the credit ledger's lines are being rewritten elsewhere, and
 * their texts are checked by the ledger's own journey once they are.
 */
const SKIPPED_KEYS = [/^credits\.ledger/];

/** The back office's English: the catalogues' texts with a word of four letters, each whole. */
let catalogue: Promise<EnglishText[]> | undefined;
function backOfficeEnglish(): Promise<EnglishText[]> {
  catalogue ??= englishTexts({ skipKeys: SKIPPED_KEYS, minWordLetters: 4, anywhereFrom: Infinity });
  return catalogue;
}

/** Each page's English, collected so one run names every offender at once. */
const findings: Array<{ page: string } & EnglishFinding> = [];

async function settle(page: Page) {
  const main = page.getByRole('main');
  await expect(main.locator('h1, .ant-result-title').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
}

/** Reads the page (or one part of it) and keeps what is English, under the page's name. */
async function readPage(
  page: Page,
  label: string,
  options: { within?: Locator; except?: string; library?: boolean } = {},
) {
  let texts = await visibleTexts(page, { within: options.within });
  if (options.except) {
    const left = new Set(await visibleTexts(page, { within: page.locator(options.except) }));
    texts = texts.filter((t) => !left.has(t));
  }
  const server = options.library ? [...FORMER_SERVER_ENGLISH, ...LIBRARY_ENGLISH] : FORMER_SERVER_ENGLISH;
  const words = new Set(options.library ? [...FORMER_SERVER_WORDS, ...LIBRARY_WORDS] : FORMER_SERVER_WORDS);
  const english = englishIn(texts, await backOfficeEnglish(), server);
  for (const text of texts)
    if (words.has(text)) english.push({ text, source: 'a server or library word in English' });
  for (const f of english) findings.push({ page: label, ...f });
  for (const title of await brokenTitles(page, options.within))
    findings.push({ page: label, text: title, source: 'a column title too narrow for its longest word' });
}

/**
 * Column titles whose longest word does not fit their column: a title wraps between words only
 * (styles.css), so such a word overflows its cell instead of breaking ("Terkir/im").
 */
function brokenTitles(page: Page, within?: Locator): Promise<string[]> {
  return (within ?? page.locator('body')).locator('th.ant-table-cell').evaluateAll((cells) =>
    cells
      .filter((th) => (th as HTMLElement).checkVisibility())
      .filter((th) => {
        const title = th.querySelector('.ant-table-column-title') ?? th;
        return title.scrollWidth > title.clientWidth + 1;
      })
      .map((th) => th.textContent?.trim() ?? ''),
  );
}

/** Every tab of the page's tab lists, each read once it has loaded. */
async function readTabs(page: Page, label: string) {
  const lists = page.getByRole('main').getByRole('tablist');
  const count = await lists.count();
  for (let l = 0; l < count; l++) {
    const tabs = lists.nth(l).getByRole('tab');
    const names = await tabs.allInnerTexts();
    for (const name of names) {
      await tabs.filter({ hasText: name }).first().click();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
      await readPage(page, `${label}, tab ${name}`);
    }
  }
}

interface Visit {
  /** The router's pattern the visit stands for. */
  route: string;
  label: string;
  open: (page: Page) => Promise<void>;
  tabs?: boolean;
  except?: string;
  /** After the page is read: what else to open and read on it (a drawer, a dialog). */
  more?: (page: Page) => Promise<void>;
}

const at = (path: string, route = path, extra: Partial<Visit> = {}): Visit => ({
  route,
  label: path,
  open: async (page) => {
    await page.goto(path);
    await settle(page);
  },
  ...extra,
});

const firstRowLink = (page: Page) => page.locator('.ant-table-tbody').getByRole('link').first();

/** A detail page reached by its list's first link. */
const firstOf = (route: string, list: string): Visit => ({
  route,
  label: `${route} (first of ${list})`,
  open: async (page) => {
    await page.goto(list);
    await settle(page);
    await firstRowLink(page).click();
    await expect(page).toHaveURL(new RegExp(`${route.replace(/:\w+/g, '\\d+')}(\\?.*)?$`));
    await settle(page);
  },
});

async function instrumentIdOf(page: Page, code: string): Promise<number> {
  const admin = await signInApi(page.request, 'admin');
  const list = await call<{ id: number; code: string }[]>(
    page.request,
    'instruments/compact-list',
    {},
    admin,
  );
  const found = list.find((i) => i.code === code);
  expect(found, `instrument ${code} exists`).toBeTruthy();
  return found?.id as number;
}

const instrumentPage = (suffix: '' | '/bank' | '/evidence', route: string, code: string): Visit => ({
  route,
  label: `${route} (${code})`,
  open: async (page) => {
    await page.goto(`/assessment-center/test-instrument/${await instrumentIdOf(page, code)}${suffix}`);
    await settle(page);
  },
});

/** The demo ability test's evidence, with a finished analysis to read (one is run when there is none). */
const evidence: Visit = {
  ...instrumentPage('/evidence', '/assessment-center/test-instrument/:id/evidence', 'DEMO-ABILITY'),
  tabs: true,
  open: async (page) => {
    const id = await instrumentIdOf(page, 'DEMO-ABILITY');
    const admin = await signInApi(page.request, 'admin');
    const listed = () =>
      call<{ rows: { id: number; status: string }[] }>(
        page.request,
        'evidence/analyses',
        { instrument_id: id },
        admin,
      );
    if ((await listed()).rows.length === 0)
      await call(page.request, 'evidence/analyses/new', { instrument_id: id }, admin);
    await expect
      .poll(async () => (await listed()).rows[0]?.status, { timeout: 90_000 })
      .toMatch(/done|failed/);
    await page.goto(`/assessment-center/test-instrument/${id}/evidence`);
    await settle(page);
    await expect(page.getByRole('main').getByRole('tab').first()).toBeVisible();
  },
};

const blueprint: Visit = {
  route: '/assessment-center/scoring/:blueprintId',
  label: 'blueprint of the demo ability test',
  tabs: true,
  open: async (page) => {
    await instrumentPage('', '', 'DEMO-ABILITY').open(page);
    await page.getByRole('link', { name: 'General reasoning norms (demo)' }).click();
    await expect(page).toHaveURL(/\/assessment-center\/scoring\/\d+$/);
    await settle(page);
  },
};

const jobProfiles = at('/assessment-center/job-profile/all', '/assessment-center/job-profile/all', {
  more: async (page) => {
    await page
      .getByRole('button', { name: /Graduate Trainee \(demo\)/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await readPage(page, 'job profile dialog', { within: page.getByRole('dialog') });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  },
});

/** The demo candidates whose results drawers are read: an adaptive test among their three. */
const DRAWER_CANDIDATES = ['Indra Santoso', 'Kartika Lestari'];

const demoProject: Visit = {
  route: '/project/detail/:id',
  label: 'demo project',
  tabs: true,
  open: async (page) => {
    await openDemoProject(page);
    await settle(page);
  },
  more: async (page) => {
    const tab = page.getByRole('tab', { name: 'Peserta', exact: true });
    await tab.click();
    for (const name of DRAWER_CANDIDATES) {
      const search = page.getByRole('searchbox').first();
      await search.fill(name);
      await search.press('Enter');
      await page
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('button', { name: 'Hasil', exact: true })
        .click();
      const drawer = page.getByRole('dialog', { name: `Hasil ${name}` });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByTestId('job-fit-headline')).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await expect(drawer.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
      await readPage(page, `results drawer of ${name}`, { within: drawer, library: true });
      // The tests, their blueprints and norm groups under their Indonesian names, none in English.
      await expect(drawer.getByText(/Penalaran Umum \(demo\)/).first()).toBeVisible();
      await expect(drawer.getByText(/Norma penalaran umum \(demo\)/).first()).toBeVisible();
      await expect(
        drawer.getByText(
          /General Reasoning \(demo\)|Work Style Inventory|Adaptive Reasoning \(demo\)|norms \(demo\)/,
        ),
      ).toHaveCount(0);
      // The job-fit table takes the drawer's width: its last column is never cut at the edge.
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expectInside(drawer.getByRole('table', { name: 'Kecocokan jabatan per kompetensi' }), drawer);
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
  },
};

/** The table shows whole inside `frame`: no sideways scrolling, its right edge inside the frame's. */
async function expectInside(table: Locator, frame: Locator) {
  await expect(table).toBeVisible();
  const m = await table.evaluate((el) => {
    const area = el.closest('.ant-table-content, .ant-table-body') as HTMLElement;
    return { scroll: area.scrollWidth, client: area.clientWidth, right: el.getBoundingClientRect().right };
  });
  const box = await frame.boundingBox();
  expect(m.scroll, 'the table scrolls sideways').toBeLessThanOrEqual(m.client + 1);
  expect(m.right, 'the table ends past the drawer').toBeLessThanOrEqual(
    (box?.x ?? 0) + (box?.width ?? 0) + 1,
  );
}

/** Each role's pages in one sign-in; together every back-office route of the router. */
const RUNS: Array<{ role: DemoRole; visits: Visit[] }> = [
  {
    role: 'consultant',
    visits: [
      at('/project/all-project'),
      demoProject,
      at('/project/all-candidate-admin'),
      at('/project/download-list-all'),
      at('/project/outbox'),
      at('/corporate-account/all-account'),
      { ...firstOf('/corporate-account/detail/:id', '/corporate-account/all-account'), tabs: true },
      at('/corporate-account/sector'),
      at('/consultant-account/edit-profile'),
      at('/consultant-account/collaborators'),
    ],
  },
  {
    role: 'admin',
    visits: [
      at('/consultant-account/all-account'),
      firstOf('/consultant-account/detail/:id', '/consultant-account/all-account'),
      at('/consultant-account/outbox'),
      at('/consultant-account/audit-log'),
      at('/consultant-account/security'),
      at('/assessment-center/test-instrument'),
      instrumentPage('', '/assessment-center/test-instrument/:id', 'DEMO-ABILITY'),
      evidence,
      instrumentPage('/bank', '/assessment-center/test-instrument/:id/bank', 'DEMO-CAT'),
      blueprint,
      at('/assessment-center/test-dimensions'),
      at('/assessment-center/competence-library/all'),
      firstOf('/assessment-center/competence-library/:id', '/assessment-center/competence-library/all'),
      jobProfiles,
      at('/assessment-center/instrument-lang/all'),
      at('/languages/master-languages'),
      // Its table lists the translations of every language (English ones too): the page around it is read.
      at('/translations/master-translations', '/translations/master-translations', {
        except: '.ant-table-tbody',
      }),
    ],
  },
  {
    role: 'collaborator',
    visits: [
      at('/project/corporate-projects'),
      at('/project/all-candidate'),
      // The ledger's lines too: each is written from its kind and reason in the reader's language.
      at('/corporate-account/credit-history/1', '/corporate-account/credit-history/:page'),
      at('/corporate-account/edit-profile'),
      // The collaborator's own company account (its ATS keys and collaborators).
      at('/corporate-account/mine'),
    ],
  },
];

for (const run of RUNS) {
  test(`the ${run.role}'s back office in Indonesian shows no English`, async ({ page, request }) => {
    test.setTimeout(300_000);
    findings.length = 0;
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await signInApi(request, run.role);
    await call(request, 'auth/save-user-data', { locale: 'id' }, token);
    await signIn(page, run.role);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    // The footer names this year, not the year the layout was written.
    await expect(page.getByText(`Asesa © ${new Date().getFullYear()}`, { exact: true })).toBeVisible();
    for (const visit of run.visits) {
      await test.step(visit.label, async () => {
        await visit.open(page);
        await readPage(page, visit.label, { except: visit.except });
        if (visit.tabs) await readTabs(page, visit.label);
        await visit.more?.(page);
      });
    }
    const report = findings.map((f) => `${f.page}: "${f.text}" (${f.source})`);
    expect(report, 'English on Indonesian back-office pages').toEqual([]);
  });
}

// These journeys switch the demo users to Indonesian; the others expect English.
englishAgainAfterEach('admin', 'collaborator', 'consultant');

test('every back-office route of the router is read in Indonesian', () => {
  const covered = new Set(RUNS.flatMap((run) => run.visits.map((v) => v.route)));
  const routes = backOfficeRoutes();
  expect(routes.length).toBeGreaterThan(20);
  // credit-history without a page only redirects to its first page.
  expect(routes.filter((r) => !covered.has(r) && r !== '/corporate-account/credit-history')).toEqual([]);
});

/** The router's back-office routes that show a page, read from its source. */
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
