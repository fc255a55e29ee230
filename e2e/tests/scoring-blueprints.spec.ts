import { expect, type Page, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { demoAbilityId } from '../fixtures/demo-project';
import { signIn } from '../fixtures/session';

// An admin opens the demo ability test's scoring blueprint, edits its norm table, and previews
// scores computed by the scoring engine.
test('admin previews the demo scoring blueprint', async ({ page }) => {
  const id = await demoAbilityId(page);
  await signIn(page, 'admin');
  await page.goto(`/assessment-center/test-instrument/${id}`);
  await page.getByRole('link', { name: 'General reasoning norms (demo)' }).click();
  await expect(page).toHaveURL(/\/assessment-center\/scoring\/\d+$/);
  await expect(page.getByRole('heading', { name: 'General reasoning norms (demo)' })).toBeVisible();

  // Nothing answered: 0 correct → the first sten row (sten 1), band "Below expectations".
  const scores = page.getByRole('table', { name: 'Live preview' });
  await expect(scores.getByRole('row', { name: /GENERAL-REASONING/ })).toContainText('Below expectations');
  await page
    .getByRole('group', { name: /Berapakah 15% dari 240/ })
    .getByRole('radio', { name: '36' })
    .check();
  await expect(page.getByText('Number correct: 1 / 8')).toBeVisible();
  await page.getByRole('button', { name: 'Randomise' }).click();
  await expect(page.getByText(/Number correct: \d \/ 8/)).toBeVisible();

  // The evidence journey may have saved a newer norm version on this blueprint: any version shows.
  await page.getByRole('tab', { name: 'Final scores' }).click();
  await expect(page.getByRole('table', { name: 'Final scores' })).toContainText(/2026\.\d+/);
});

// Authoring a scoring blueprint from scratch: an admin opens the demo ability test, creates a new
// blueprint for it, configures it like the seeded demo blueprint (settings feeding untagged items to
// GR-ITEMS, the GENERAL-REASONING dimension, a sten norm table typed in the grid, gob bands), and
// checks the live preview's scores for all-correct and all-wrong answers.

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice', { hasText: text });

/**
 * The demo ability items (stem, correct option, a wrong option), keys from demo-content.ts. The
 * back office shows an instrument's base texts: Indonesian.
 */
const ITEMS: Array<{ stem: RegExp; right: string; wrong: string }> = [
  { stem: /Berapakah 15% dari 240\?/, right: '36', wrong: '24' },
  { stem: /Bilangan berapakah yang muncul berikutnya: 3, 6, 12, 24/, right: '48', wrong: '36' },
  { stem: /Sebuah harga naik dari 80 menjadi 100/, right: '25%', wrong: '20%' },
  { stem: /Jika 4 pekerja menyelesaikan suatu pekerjaan dalam 6 hari/, right: '8', wrong: '7' },
  { stem: /Berapakah 7 × 8 − 6\?/, right: '50', wrong: '48' },
  { stem: /maknanya paling dekat dengan "lugas"/, right: 'Terus terang', wrong: 'Tertutup' },
  { stem: /maknanya berlawanan dengan "langka"/, right: 'Berlimpah', wrong: 'Jarang' },
  { stem: /Buku untuk membaca, seperti garpu untuk/, right: 'Makan', wrong: 'Menggambar' },
];

// An anonymous group, so that the wide viewport below applies to the authoring test only.
test.describe(() => {
  // Wide enough for the blueprint page's seven tabs to show without an overflow menu.
  test.use({ viewport: { width: 1920, height: 1080 } });

  const DIMENSION = 'General reasoning (GENERAL-REASONING)';
  const INDICATOR = 'Reasoning items (GR-ITEMS) · General reasoning';

  test('an admin authors a new scoring blueprint for the demo ability test and previews its scores', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const run = Date.now().toString(36).toUpperCase();
    const blueprintName = `E2E reasoning norms ${run}`;
    await signIn(page, 'admin');

    await test.step('open the demo ability test from the All tests search', async () => {
      await page.goto('/assessment-center/test-instrument');
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('DEMO-ABILITY');
      await search.press('Enter');
      // The demo test itself, not a copy imported from its package by another journey.
      await page
        .getByRole('row', { name: /DEMO-ABILITY(?!-)/ })
        .getByRole('link', { name: 'Penalaran Umum (demo)' })
        .click();
      await expect(page).toHaveURL(/\/assessment-center\/test-instrument\/\d+$/);
      await expect(page.getByRole('heading', { name: 'Penalaran Umum (demo)' })).toBeVisible();
    });

    await test.step('create a new blueprint from the instrument page', async () => {
      await page.getByRole('button', { name: 'New blueprint' }).click();
      const dialog = page.getByRole('dialog', { name: 'New scoring blueprint' });
      await dialog.getByLabel('Name').fill(blueprintName);
      await dialog.getByLabel('Description').fill('Authored end to end');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(toast(page, 'Blueprint created')).toBeVisible();
      await expect(page).toHaveURL(/\/assessment-center\/scoring\/\d+$/);
      await expect(page.getByRole('heading', { name: blueprintName })).toBeVisible();
      await expect(page.getByText('No settings yet: the defaults (sum, count as zero) apply.')).toBeVisible();
      // The demo blueprint goes on scoring the instrument: a new one only previews until chosen.
      await expect(
        page.getByText(/^Not in use: this blueprint previews scores but scores no participant/),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Use for scoring' })).toBeVisible();
    });

    await test.step('settings: sum, missing as zero, untagged items feed GR-ITEMS', async () => {
      await chooseOption(page, page.getByRole('combobox', { name: 'Raw score method' }), 'Sum');
      await chooseOption(page, page.getByRole('combobox', { name: 'Missing answers' }), 'Count as zero');
      await chooseOption(
        page,
        page.getByRole('combobox', { name: 'Indicator for items without one' }),
        INDICATOR,
      );
      // The settings tab's Save (the blueprint's Translations card has one too).
      await page
        .getByRole('tabpanel', { name: 'Settings' })
        .getByRole('button', { name: 'Save', exact: true })
        .click();
      await expect(toast(page, 'Changes saved').last()).toBeVisible();
      await expect(page.getByText('No settings yet: the defaults (sum, count as zero) apply.')).toBeHidden();
    });

    await test.step('a dimension fed by the GR-ITEMS indicator', async () => {
      await page.getByRole('tab', { name: 'Dimensions', exact: true }).click();
      await expect(page.getByRole('tab', { name: 'Dimensions', exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const panel = page.getByRole('tabpanel', { name: 'Dimensions', exact: true });
      await panel.getByRole('button', { name: 'Add', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add: Dimensions' });
      await chooseOption(page, dialog.getByRole('combobox', { name: 'Test dimension' }), DIMENSION);
      await chooseOption(page, dialog.getByRole('combobox', { name: 'Indicators 1' }), INDICATOR);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(dialog).toBeHidden();
      await expect(panel.getByRole('row', { name: /GENERAL-REASONING/ })).toContainText('GR-ITEMS × 1');
      // The aggregation reads as a word of the reader's language, not the stored code.
      await expect(panel.getByRole('row', { name: /GENERAL-REASONING/ })).toContainText('Sum');
    });

    await test.step('a sten norm table typed in the grid; the server rejects overlapping rows', async () => {
      await page.getByRole('tab', { name: 'Final scores' }).click();
      await expect(page.getByRole('tab', { name: 'Final scores' })).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel', { name: 'Final scores' });
      await panel.getByRole('button', { name: 'Add', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add: Final scores' });
      await chooseOption(page, dialog.getByRole('combobox', { name: 'Dimension' }), DIMENSION);
      await dialog.getByLabel('Norm version').fill(`E2E-${run}`);
      const rows = [
        [0, 3, 3], // overlaps the next row on raw 3
        [3, 5, 6],
        [6, 8, 9],
      ];
      for (const [i, [min, max, scaled]] of rows.entries()) {
        if (i > 0) await dialog.getByRole('button', { name: 'Add row' }).click();
        await dialog.getByRole('spinbutton', { name: `raw_min ${i + 1}` }).fill(String(min));
        await dialog.getByRole('spinbutton', { name: `raw_max ${i + 1}` }).fill(String(max));
        await dialog.getByRole('spinbutton', { name: `scaled ${i + 1}` }).fill(String(scaled));
      }
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(toast(page, 'rows 1 and 2 overlap: 0–3 and 3–5')).toBeVisible();
      await expect(dialog).toBeVisible();

      await dialog.getByRole('spinbutton', { name: 'raw_max 1' }).fill('2');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(dialog).toBeHidden();
      const finals = panel.getByRole('row', { name: new RegExp(`GENERAL-REASONING.*E2E-${run}`) });
      await expect(finals).toContainText('Norm table');
      await expect(finals.getByRole('cell', { name: '3', exact: true })).toBeVisible();
    });

    await test.step('gob bands on the sten', async () => {
      await page.getByRole('tab', { name: 'Gob blueprints' }).click();
      await expect(page.getByRole('tab', { name: 'Gob blueprints' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const panel = page.getByRole('tabpanel', { name: 'Gob blueprints' });
      await panel.getByRole('button', { name: 'Add', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add: Gob blueprints' });
      await chooseOption(page, dialog.getByRole('combobox', { name: 'Dimension' }), DIMENSION);
      const bands = [
        [1, 4, 'E2E low'],
        [5, 7, 'E2E average'],
        [8, 10, 'E2E high'],
      ] as const;
      for (const [i, [min, max, level]] of bands.entries()) {
        if (i > 0) await dialog.getByRole('button', { name: 'Add band' }).click();
        await dialog.getByRole('spinbutton', { name: `Min ${i + 1}` }).fill(String(min));
        await dialog.getByRole('spinbutton', { name: `Max ${i + 1}` }).fill(String(max));
        await dialog.getByRole('textbox', { name: `Level ${i + 1}` }).fill(level);
      }
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(dialog).toBeHidden();
      await expect(panel.getByRole('row', { name: /GENERAL-REASONING/ })).toContainText('E2E high (8–10)');
    });

    const scores = page.getByRole('table', { name: 'Live preview' });
    const line = scores.getByRole('row', { name: /GENERAL-REASONING/ });
    // Columns: Code, Raw, z, T, Sten, Stanine, Percentile, Level.
    const cell = (n: number) => line.getByRole('cell').nth(n);
    const item = (stem: RegExp) => page.getByRole('group', { name: stem });

    await test.step('live preview: every item right → raw 8, sten 9', async () => {
      for (const { stem, right } of ITEMS) {
        await item(stem).getByRole('radio', { name: right, exact: true }).check();
      }
      await expect(page.getByText('Number correct: 8 / 8')).toBeVisible();
      await expect(cell(1)).toHaveText('8');
      await expect(cell(4)).toHaveText('9');
      await expect(cell(7)).toHaveText('E2E high');
    });

    await test.step('live preview: every item wrong → raw 0, sten 3', async () => {
      for (const { stem, wrong } of ITEMS) {
        await item(stem).getByRole('radio', { name: wrong, exact: true }).check();
      }
      await expect(page.getByText('Number correct: 0 / 8')).toBeVisible();
      await expect(cell(1)).toHaveText('0');
      await expect(cell(4)).toHaveText('3');
      await expect(cell(7)).toHaveText('E2E low');
    });

    await test.step('live preview: nothing answered counts as zero → sten 3', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      await expect(item(ITEMS[0].stem).getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(page.getByText('Number correct: 0 / 8')).toBeVisible();
      await expect(cell(1)).toHaveText('0');
      await expect(cell(4)).toHaveText('3');
    });

    await test.step('the instrument page says which blueprint scores it; choosing another asks first', async () => {
      await page.getByRole('link', { name: 'Back to the instrument' }).click();
      const blueprints = page.getByRole('table', { name: 'Scoring blueprints' });
      await expect(
        blueprints
          .getByRole('row', { name: /General reasoning norms \(demo\)/ })
          .getByText('In use for scoring'),
      ).toBeVisible();
      const authored = blueprints.getByRole('row', { name: new RegExp(blueprintName) });
      await authored.getByRole('button', { name: `Use ${blueprintName} for scoring` }).click();
      const confirm = page.getByRole('tooltip').filter({ hasText: 'Score Penalaran Umum (demo) with' });
      await expect(confirm).toContainText('every project using the instrument is at its next recalculation');
      // Other journeys read the demo project's scores: leave the demo blueprint in use.
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(authored.getByRole('button', { name: `Use ${blueprintName} for scoring` })).toBeVisible();
    });
  });
});
