import { readFileSync, writeFileSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { openDemoProject } from '../fixtures/demo-project';
import { sidebar, signIn } from '../fixtures/session';

// Issue 5's journey through the content library: an admin builds an instrument with three item
// types on a new dimension, gives it a scoring blueprint with a norm table, makes a competence
// scored on that dimension, previews and publishes the instrument, and finds both offered when
// creating a job profile. Then the translations overview and the package exports.

// The journey is long and the shared machine is often busy: give each expectation more room.
const expect = baseExpect.configure({ timeout: 20_000 });

// Moves around through the sidebar, as an admin does: in-app navigation also never depends on
// the server answering a deep link while the shared web build is being replaced.
const menu = (page: Page, name: string) => sidebar(page).getByRole('link', { name, exact: true }).click();

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice', { hasText: text });

// Wide enough for the blueprint page's tabs to show without an overflow menu, and tall enough for
// the whole three-item editor to be on screen while an item is dragged.
test.use({ viewport: { width: 1920, height: 2000 } });

test('an admin builds an instrument, its blueprint and a competence, publishes it and uses both in a job profile', async ({
  page,
}, testInfo) => {
  test.setTimeout(480_000);
  // Unique names: reruns on the same database never collide.
  const run = Date.now().toString(36).toUpperCase();
  const dim = { code: `CL-DIM-${run}`, name: `CL Drive ${run}` };
  const indicator = { code: `${dim.code}.ACT`, name: 'Activity' };
  const instrument = { code: `CL-INS-${run}`, name: `CL Drive inventory ${run}` };
  const competence = { code: `CL-CMP-${run}`, name: `CL Initiative ${run}` };
  const blueprintName = `CL norms ${run}`;
  const jobProfile = `CL Starter ${run}`;
  const DIMENSION = `${dim.name} (${dim.code})`;
  const INDICATOR = `${indicator.name} (${indicator.code}) · ${dim.name}`;

  await signIn(page, 'admin');

  await test.step('define a dimension with an indicator', async () => {
    await menu(page, 'All Test');
    await page.getByRole('link', { name: 'Dimensions and indicators' }).click();
    await expect(page.getByRole('heading', { name: 'Test Dimensions' })).toBeVisible();
    await page.getByRole('button', { name: 'New dimension' }).click();
    const dialog = page.getByRole('dialog', { name: 'New dimension' });
    await dialog.getByLabel('Code', { exact: true }).fill(dim.code);
    await dialog.getByLabel('Name', { exact: true }).fill(dim.name);
    await dialog.getByRole('button', { name: 'Add indicator' }).click();
    await dialog.getByLabel('Indicator code 1').fill(indicator.code);
    await dialog.getByLabel('Indicator name 1').fill(indicator.name);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Dimension created')).toBeVisible();
  });

  await test.step('create an instrument', async () => {
    await menu(page, 'All Test');
    await page.getByRole('button', { name: 'New instrument' }).click();
    const dialog = page.getByRole('dialog', { name: 'New instrument' });
    await dialog.getByLabel('Code').fill(instrument.code);
    await dialog.getByLabel('Name').fill(instrument.name);
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Kind' }), 'Personality');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/assessment-center\/test-instrument\/\d+$/);
    await expect(page.getByRole('heading', { name: instrument.name })).toBeVisible();
  });
  const instrumentUrl = page.url();

  await test.step('author a single-choice, a Likert and a true/false item on the indicator', async () => {
    await page.getByLabel('Section title').fill('Part 1');
    const question = (n: number) => page.getByRole('textbox', { name: 'Question' }).nth(n);
    const typeOf = (n: number) => page.getByRole('combobox', { name: 'Item type' }).nth(n);
    const indicatorOf = (n: number) => page.getByRole('combobox', { name: 'Indicator' }).nth(n);
    const indicatorLabel = `${indicator.code} · ${indicator.name}`;
    const indicatorCode = indicator.code;

    await question(0).fill('I start tasks before I am asked');
    await page.getByRole('textbox', { name: 'Option A' }).first().fill('Seldom');
    await page.getByRole('textbox', { name: 'Option B' }).first().fill('Usually');
    await page.getByRole('radio', { name: 'Mark option B as the correct answer' }).check();
    await chooseOption(page, indicatorOf(0), indicatorLabel, indicatorCode);

    await page.getByRole('button', { name: 'Add item' }).click();
    await chooseOption(page, typeOf(1), 'Likert scale');
    await question(1).fill('I look for new things to do');
    await chooseOption(page, indicatorOf(1), indicatorLabel, indicatorCode);

    await page.getByRole('button', { name: 'Add item' }).click();
    await chooseOption(page, typeOf(2), 'True / false');
    await question(2).fill('I <b>volunteer</b> for extra work');
    await page.getByRole('radio', { name: 'True', exact: true }).check();
    await chooseOption(page, indicatorOf(2), indicatorLabel, indicatorCode);

    // Reorder by drag: the true/false item's handle dropped on the first item moves it to the top.
    const handles = page.getByTitle('Drag to reorder');
    // Bring the first handle near the top so all three are on screen for the pointer.
    const top = await handles.nth(0).boundingBox();
    if (!top) throw new Error('the first item has no drag handle');
    await page.mouse.wheel(0, top.y - 150);
    await expect.poll(async () => (await handles.nth(0).boundingBox())?.y ?? -1).toBeGreaterThan(0);
    const from = await handles.nth(2).boundingBox();
    const to = await handles.nth(0).boundingBox();
    if (!from || !to) throw new Error('the items have no drag handles');
    // A real pointer drag: press, leave the handle (starts the HTML5 drag), travel, release.
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect(question(0)).toHaveValue('I <b>volunteer</b> for extra work');
    await expect(question(1)).toHaveValue('I start tasks before I am asked');
    await expect(question(2)).toHaveValue('I look for new things to do');

    await page.getByRole('button', { name: 'Save content' }).click();
    await expect(toast(page, 'Content saved')).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeHidden();
  });

  await test.step('a scoring blueprint with a norm table as the final score', async () => {
    await page.getByRole('button', { name: 'New blueprint' }).click();
    const dialog = page.getByRole('dialog', { name: 'New scoring blueprint' });
    await dialog.getByLabel('Name').fill(blueprintName);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Blueprint created')).toBeVisible();
    await expect(page).toHaveURL(/\/assessment-center\/scoring\/\d+$/);
    await expect(page.getByRole('heading', { name: blueprintName })).toBeVisible();

    await page.getByRole('tab', { name: 'Dimensions', exact: true }).click();
    const dimensions = page.getByRole('tabpanel', { name: 'Dimensions', exact: true });
    await dimensions.getByRole('button', { name: 'Add', exact: true }).click();
    const addDimension = page.getByRole('dialog', { name: 'Add: Dimensions' });
    await chooseOption(page, addDimension.getByRole('combobox', { name: 'Test dimension' }), DIMENSION);
    await chooseOption(page, addDimension.getByRole('combobox', { name: 'Indicators 1' }), INDICATOR);
    await addDimension.getByRole('button', { name: 'Create' }).click();
    await expect(addDimension).toBeHidden();
    await expect(dimensions.getByRole('row', { name: new RegExp(dim.code) })).toContainText(
      `${indicator.code} × 1`,
    );

    await page.getByRole('tab', { name: 'Final scores' }).click();
    const finals = page.getByRole('tabpanel', { name: 'Final scores' });
    await finals.getByRole('button', { name: 'Add', exact: true }).click();
    const addFinal = page.getByRole('dialog', { name: 'Add: Final scores' });
    await chooseOption(page, addFinal.getByRole('combobox', { name: 'Dimension' }), DIMENSION);
    await addFinal.getByLabel('Norm version').fill(`CL-${run}`);
    // The norm table comes from a .csv file, checked in a preview before it fills the grid.
    const csv = testInfo.outputPath('norms.csv');
    writeFileSync(csv, 'raw_min;raw_max;scaled;percentile\r\n0;3;3;10\r\n4;6;6;50\r\n7;10;9;90\r\n');
    await addFinal.locator('input[type="file"]').setInputFiles(csv);
    const imported = page.getByRole('dialog', { name: 'Imported rows' });
    // Valid rows only: the button that takes them is enabled.
    await expect(imported.getByRole('button', { name: 'Use these rows' })).toBeEnabled();
    await imported.getByRole('button', { name: 'Use these rows' }).click();
    await expect(imported).toBeHidden();
    await expect(addFinal.getByRole('spinbutton', { name: 'raw_max 3' })).toHaveValue('10');
    await expect(addFinal.getByRole('spinbutton', { name: 'scaled 2' })).toHaveValue('6');
    await addFinal.getByRole('button', { name: 'Create' }).click();
    await expect(addFinal).toBeHidden();
    const norm = finals.getByRole('row', { name: new RegExp(`${dim.code}.*CL-${run}`) });
    await expect(norm).toContainText('Norm table');
    await expect(norm.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  });

  await test.step('a competence scored on the instrument dimension', async () => {
    await menu(page, 'P-Abilities+');
    await page.getByRole('button', { name: 'New competence' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code').fill(competence.code);
    await dialog.getByLabel('Name').fill(competence.name);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/assessment-center\/competence-library\/\d+$/);
    await expect(
      page.getByRole('heading', { name: `${competence.code} — ${competence.name}` }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Check colours' }).click();
    await expect(page.getByText('All levels are readable and distinguishable')).toBeVisible();

    await page.getByRole('button', { name: 'Add test dimension' }).click();
    await chooseOption(page, page.getByLabel('Test dimension 1'), `${dim.code} — ${dim.name}`, dim.code);
    await page.locator('form[id="competence-scorings"]').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Competence saved').first()).toBeVisible();
    // Saved: after a reload the weight still names the instrument's dimension.
    await page.reload();
    await expect(page.getByTitle(`${dim.code} — ${dim.name}`, { exact: true })).toBeVisible();
  });

  await test.step('preview the instrument as a participant sees it', async () => {
    await menu(page, 'All Test');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(instrument.code);
    await search.press('Enter');
    await page.getByRole('link', { name: instrument.name }).click();
    await expect(page).toHaveURL(instrumentUrl);
    await page.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: `Preview: ${instrument.name}` });
    await expect(dialog.getByText('I start tasks before I am asked')).toBeVisible();
    // The dragged order is what participants get.
    await expect(dialog.locator('section').first().locator('b').first()).toHaveText('volunteer');
    await expect(dialog.getByText('I look for new things to do')).toBeVisible();
    await expect(dialog.locator('b', { hasText: 'volunteer' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Usually' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: 'True' })).toBeDisabled();
    // No keys: nothing marks the correct answer.
    await expect(dialog.getByRole('radio', { name: 'Mark option B as the correct answer' })).toHaveCount(0);
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('publish it', async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'Instrument published')).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
  });

  await test.step('the instrument and the competence are offered when creating a job profile', async () => {
    await menu(page, 'Job Profiles');
    await page.getByRole('button', { name: 'New job profile' }).click();
    const jp = page.getByRole('dialog');
    await jp.getByLabel('Name').fill(jobProfile);
    await jp.getByRole('button', { name: 'Add competence' }).click();
    await chooseOption(
      page,
      jp.getByLabel('Competence 1'),
      `${competence.code} — ${competence.name}`,
      competence.code,
    );
    await chooseOption(page, jp.getByLabel('Target level 1'), '2 Proficient');
    await jp.getByRole('button', { name: 'Add instrument' }).click();
    await chooseOption(
      page,
      jp.getByLabel('Instrument 1', { exact: true }),
      `${instrument.code} — ${instrument.name}`,
      instrument.code,
    );
    await jp.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Job profile created')).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(jobProfile);
    await search.press('Enter');
    await expect(
      page.getByRole('table', { name: 'Job Profiles' }).getByRole('row', { name: new RegExp(jobProfile) }),
    ).toBeVisible();
  });
});

test('the translations overview leads to the side-by-side editor and reflects what was translated', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).toUpperCase();
  const code = `CL-TR-${run}`;
  await signIn(page, 'admin');

  await test.step('a new instrument with one item', async () => {
    await menu(page, 'All Test');
    await page.getByRole('button', { name: 'New instrument' }).click();
    const dialog = page.getByRole('dialog', { name: 'New instrument' });
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Name').fill(`CL Translate ${run}`);
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Kind' }), 'Ability');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/assessment-center\/test-instrument\/\d+$/);
    await page.getByLabel('Section title').fill('Bagian 1');
    await page.getByRole('textbox', { name: 'Question' }).first().fill('Berapa 2 + 2?');
    await page.getByRole('textbox', { name: 'Option A' }).first().fill('Empat');
    await page.getByRole('textbox', { name: 'Option B' }).first().fill('Lima');
    await page.getByRole('radio', { name: 'Mark option A as the correct answer' }).check();
    await page.getByRole('button', { name: 'Save content' }).click();
    await expect(toast(page, 'Content saved')).toBeVisible();
  });

  const table = page.getByRole('table', { name: 'Instrument Translations' });
  const englishRow = table.getByRole('row', { name: new RegExp(`${code}.*\\(en\\)`) });

  await test.step('the overview shows it untranslated in English and in the base language', async () => {
    await menu(page, 'Instrument Translations');
    await expect(page.getByRole('heading', { name: 'Instrument Translations' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(code);
    await search.press('Enter');
    await expect(table.getByRole('row', { name: new RegExp(`${code}.*\\(id\\)`) })).toContainText(
      'Base language',
    );
    await expect(englishRow).toContainText('Missing');
    await expect(englishRow).toContainText('0 / 5 texts');
    await chooseOption(page, page.getByRole('combobox', { name: 'Language' }), 'English (en)');
    await expect(table.getByRole('row', { name: new RegExp(code) })).toHaveCount(1);
  });

  await test.step('its Translate link opens the editor in English; two texts are translated', async () => {
    await englishRow.getByRole('link', { name: `Translate ${code} en` }).click();
    await expect(page).toHaveURL(/\/assessment-center\/test-instrument\/\d+\?lang=en#translations$/);
    const editor = page.locator('#translations');
    await expect(editor.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(editor.locator('.ant-select')).toContainText('(en)');
    await editor
      .getByRole('textbox', { name: /Translation \(en\): Item .* · question/ })
      .fill('What is 2 + 2?');
    await editor
      .getByRole('textbox', { name: 'Translation (en): Section', exact: false })
      .first()
      .fill('Part 1');
    await editor.getByRole('button', { name: 'Save translations' }).click();
    await expect(toast(page, 'Translations saved')).toBeVisible();
  });

  await test.step('the preview in English shows the translations and falls back to the base texts', async () => {
    await page.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: `Preview: CL Translate ${run}` });
    await expect(dialog.getByText('Berapa 2 + 2?')).toBeVisible();
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Preview language' }), 'English (en)');
    await expect(dialog.getByText('What is 2 + 2?')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Part 1' })).toBeVisible();
    // Options have no translation yet: the base texts show.
    await expect(dialog.getByRole('radio', { name: 'Empat' })).toBeVisible();
    await expect(dialog.getByText('Berapa 2 + 2?')).toHaveCount(0);
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  });

  await test.step('back on the overview the English translation is partial (2 of 5: the name counts too)', async () => {
    await page.goto(`/assessment-center/instrument-lang/all?language=en&q=${code}`);
    await expect(englishRow).toContainText('Partial');
    await expect(englishRow).toContainText('2 / 5 texts');
    await expect(englishRow.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });
});

test('an instrument exports as a JSON package and as QTI 2.2, and the JSON package imports back', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).toUpperCase();
  await signIn(page, 'admin');
  await menu(page, 'All Test');
  // The projects page it comes from has a search box of the same name: fill the library's.
  await expect(page.getByRole('heading', { name: 'All Test', exact: true })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('DEMO-ABILITY');
  await search.press('Enter');
  // An earlier import may have added a copy with the same name: take the row with the demo's code.
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'DEMO-ABILITY', exact: true }) })
    .getByRole('link', { name: 'Penalaran Umum (demo)' })
    .click();
  await expect(page.getByRole('heading', { name: 'Penalaran Umum (demo)' })).toBeVisible();

  const jsonPath = testInfo.outputPath('package.json');
  await test.step('Export JSON downloads the package', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('DEMO-ABILITY.json');
    await file.saveAs(jsonPath);
    const pkg = JSON.parse(readFileSync(jsonPath, 'utf8'));
    expect(pkg).toMatchObject({ format: 'asesa-instrument', instrument: { code: 'DEMO-ABILITY' } });
  });

  await test.step('Export QTI 2.2 runs as a job and downloads an IMS content package with its manifest', async () => {
    const download = page.waitForEvent('download');
    let started = false;
    void download.then(() => {
      started = true;
    });
    await page.getByRole('button', { name: 'Export QTI' }).hover();
    await page.getByRole('menuitem', { name: 'QTI 2.2 content package (.zip)' }).click();
    // The export ran as a job in a dialog: its bar reaches 100 %.
    const dialog = page.getByRole('dialog', { name: 'Export QTI 2.2 content package' });
    await expect(dialog.getByRole('progressbar', { name: 'Writing items' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    // The package downloads by itself when the job ends soon after the click; later, the browser
    // blocks a page's second download that no click started, and the dialog's button is the way.
    if (!started) await dialog.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('qti-22-DEMO-ABILITY.zip');
    const zipPath = testInfo.outputPath('qti.zip');
    await file.saveAs(zipPath);
    const bytes = readFileSync(zipPath);
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    // Entry names are stored as they are: the manifest is there.
    expect(bytes.toString('utf8')).toContain('imsmanifest.xml');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('Import JSON on the library creates a copy under a new code', async () => {
    await menu(page, 'All Test');
    await page.getByRole('button', { name: 'Import JSON' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import an instrument package' });
    await dialog.locator('input[type="file"]').setInputFiles(jsonPath);
    await dialog.getByLabel('New code').fill(`CL-IMP-${run}`);
    await dialog.getByRole('button', { name: 'Import JSON' }).click();
    await expect(toast(page, 'Instrument imported')).toBeVisible();
    await expect(page).toHaveURL(/\/assessment-center\/test-instrument\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Penalaran Umum (demo)' })).toBeVisible();
    await expect(page.getByText(`CL-IMP-${run}`)).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  });
});

test('an admin sees which blueprint version scored a result and opens that version as it scored', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await openDemoProject(page);
  const results = page
    .getByRole('table', { name: 'Participants of the project' })
    .getByRole('row', { name: /Hadi Pratama/ })
    .getByRole('button', { name: 'Results' });
  await results.click();
  const drawer = page.getByRole('dialog', { name: 'Results for Hadi Pratama' });
  // The demo blueprint's version is whatever its seeding made it: read it off the drawer.
  const named = drawer.getByText(/General reasoning norms \(demo\) \(version \d+\)/);
  await expect(named).toBeVisible();
  const version = /\(version (\d+)\)/.exec((await named.textContent()) ?? '')?.[1];
  // The reasoning test's blueprint is the first; the inventory's has its own.
  await drawer.getByRole('button', { name: 'View definition' }).first().click();
  const dialog = page.getByRole('dialog', { name: `Scoring blueprint, version ${version}: as it scored` });
  await expect(dialog.getByText('GENERAL-REASONING · general 2026.1')).toBeVisible();
  await expect(dialog.getByText('Kept since')).toBeVisible();
  await expect(dialog.getByText('"raw_step": 1', { exact: false })).toBeVisible();
});
