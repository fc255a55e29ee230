import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { signIn } from '../fixtures/session';

// An admin edits the library's texts in another language, which the candidate's feedback report
// speaks: the demo competence Teamwork (submitted, yet its translations stay editable), a new test
// dimension, and the bands of the demo ability blueprint. Demo texts changed here are put back,
// since the feedback report journeys read them.

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice', { hasText: text });
/** The base text shown under a translation field (each language has its fields; one language shows). */
const original = (scope: Locator, text: string) =>
  scope.getByText(`Original: ${text}`, { exact: true }).filter({ visible: true });

const ID = 'Bahasa Indonesia';
const TEAMWORK_ID = {
  name: 'Kerja sama tim',
  description: 'Bekerja bersama orang lain, berbagi gagasan, dan mencari solusi yang cocok bagi semua.',
  levels: ['Berkembang', 'Cakap', 'Teladan'],
};
const BANDS_ID = ['Di bawah harapan', 'Sesuai harapan', 'Melampaui harapan'];

// Wide enough for the blueprint page's seven tabs to show without an overflow menu.
test.use({ viewport: { width: 1920, height: 1080 } });

test('an admin translates a competence, a test dimension and score bands', async ({ page }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36).toUpperCase();
  await signIn(page, 'admin');

  const translations = page.locator('form[id="competence-translations"]');
  const openTeamwork = async () => {
    await page.goto('/assessment-center/competence-library/all');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('TEAMWORK');
    await search.press('Enter');
    await page.getByRole('link', { name: 'TEAMWORK', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'TEAMWORK — Teamwork' })).toBeVisible();
  };
  const saveCompetenceTranslations = async () => {
    await translations.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Translations saved').last()).toBeVisible();
  };

  await test.step('the submitted demo competence shows its Indonesian texts', async () => {
    await openTeamwork();
    await expect(page.getByText('Submitted: duplicate it to make changes.')).toBeVisible();
    await expect(translations.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(translations.getByText(`${ID} (id)`)).toBeVisible();
    await expect(translations.getByLabel(`Name (${ID})`)).toHaveValue(TEAMWORK_ID.name);
    await expect(translations.getByLabel(`Description (${ID})`)).toHaveValue(TEAMWORK_ID.description);
    for (const [i, label] of TEAMWORK_ID.levels.entries()) {
      await expect(translations.getByLabel(`Level ${i + 1} (${ID})`)).toHaveValue(label);
    }
    // The translator sees the original next to each field.
    await expect(original(translations, 'Teamwork')).toBeVisible();
    await expect(original(translations, 'Role model')).toBeVisible();
    // Its interview questions too, each beside its original: the hiring manager's report asks them.
    await expect(translations.getByLabel(`Interview question 1 (${ID})`)).toHaveValue(
      'Ceritakan saat seorang rekan tidak setuju dengan gagasan Anda. Apa yang Anda lakukan?',
    );
    await expect(
      original(translations, 'Tell me about a time a colleague disagreed with your idea. What did you do?'),
    ).toBeVisible();
  });

  await test.step('a changed Indonesian description is kept after a reload', async () => {
    const changed = `Bekerja sama dengan tim (e2e ${run}).`;
    await translations.getByLabel(`Description (${ID})`).fill(changed);
    await saveCompetenceTranslations();
    await page.reload();
    await expect(translations.getByLabel(`Description (${ID})`)).toHaveValue(changed);
    await expect(translations.getByLabel(`Name (${ID})`)).toHaveValue(TEAMWORK_ID.name);
    await expect(translations.getByLabel(`Level 3 (${ID})`)).toHaveValue('Teladan');
  });

  await test.step('an English name is refused when too long, then added beside; the demo texts are put back', async () => {
    const language = translations.getByRole('combobox', { name: 'Language' });
    await chooseOption(page, language, 'English (en)');
    await expect(translations.getByLabel(`Name (${ID})`)).toBeHidden();
    await translations.getByLabel('Name (English)').fill('x'.repeat(201));
    await expect(translations.getByText('At most 200 characters')).toBeVisible();
    // Saved from another language, the refusal brings its language back with the message under the field.
    await chooseOption(page, language, `${ID} (id)`);
    await expect(translations.getByLabel('Name (English)')).toBeHidden();
    await translations.getByRole('button', { name: 'Save' }).click();
    await expect(translations.getByLabel('Name (English)')).toBeVisible();
    await expect(translations.getByText('At most 200 characters')).toBeVisible();
    await translations.getByLabel('Name (English)').fill('Team work');
    await expect(translations.getByText('At most 200 characters')).toBeHidden();
    await saveCompetenceTranslations();
    // The page stays on the language being edited after the save.
    await expect(translations.getByLabel('Name (English)')).toHaveValue('Team work');
    await translations.getByLabel('Name (English)').fill('');
    await chooseOption(page, language, `${ID} (id)`);
    await translations.getByLabel(`Description (${ID})`).fill(TEAMWORK_ID.description);
    await saveCompetenceTranslations();
    await page.reload();
    await expect(translations.getByLabel(`Description (${ID})`)).toHaveValue(TEAMWORK_ID.description);
    await chooseOption(page, language, 'English (en)');
    await expect(translations.getByLabel('Name (English)')).toHaveValue('');
  });

  await test.step('a new test dimension gets an Indonesian name', async () => {
    const code = `TR-DIM-${run}`;
    await page.goto('/assessment-center/test-dimensions');
    await page.getByRole('button', { name: 'New dimension' }).click();
    const dialog = page.getByRole('dialog', { name: 'New dimension' });
    await dialog.getByLabel('Code', { exact: true }).fill(code);
    await dialog.getByLabel('Name', { exact: true }).fill('Resilience');
    await expect(original(dialog, 'Resilience')).toBeVisible();
    await dialog.getByLabel(`Name (${ID})`).fill('Ketangguhan');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Dimension created')).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(code);
    await search.press('Enter');
    await page.getByRole('button', { name: `Edit ${code}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit dimension' });
    await expect(edit.getByLabel(`Name (${ID})`)).toHaveValue('Ketangguhan');
    await edit.getByLabel(`Description (${ID})`).fill('Bangkit kembali setelah kemunduran.');
    // A refusal the server names by its field shows under that field, in its language.
    const refusal = 'translations.en.name: refused for this journey';
    await page.route(
      '**/api/v1/test-dimensions/update',
      (route) =>
        route.fulfill({
          status: 400,
          json: { code: 400, data: null, error: { message: refusal, field: 'translations.en.name' } },
        }),
      { times: 1 },
    );
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByLabel('Name (English)')).toBeVisible();
    await expect(edit.getByText(refusal, { exact: true })).toBeVisible();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Dimension saved')).toBeVisible();
    await page.getByRole('button', { name: `Edit ${code}` }).click();
    await expect(edit.getByLabel(`Name (${ID})`)).toHaveValue('Ketangguhan');
    await expect(edit.getByLabel(`Description (${ID})`)).toHaveValue('Bangkit kembali setelah kemunduran.');
    await edit.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step("the demo blueprint's bands carry their Indonesian texts, and keep them on a save", async () => {
    await page.goto('/assessment-center/test-instrument');
    // Journeys add instruments: the demo test is found through the list's search.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('DEMO-ABILITY');
    await search.press('Enter');
    await page
      .getByRole('row', { name: /DEMO-ABILITY(?!-)/ })
      .getByRole('link', { name: 'Penalaran Umum (demo)' })
      .click();
    // The test's own name is one of its texts, translated into English in the demo.
    const editor = page.locator('#translations');
    await expect(editor.getByRole('textbox', { name: 'Translation (en): Test name' })).toHaveValue(
      'General Reasoning (demo)',
    );
    await page.getByRole('link', { name: 'General reasoning norms (demo)' }).click();
    await expect(page.getByRole('heading', { name: 'General reasoning norms (demo)' })).toBeVisible();
    // The blueprint's name and norm group in Indonesian, as the drawer and the reports show them.
    const blueprintTexts = page.locator('form[id="blueprint-translations"]');
    await expect(blueprintTexts.getByLabel(`Name (${ID})`)).toHaveValue('Norma penalaran umum (demo)');
    await expect(blueprintTexts.getByLabel(`Norm group "general" (${ID})`)).toHaveValue('umum');
    await page.getByRole('tab', { name: 'Gob blueprints' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Gob blueprints' });
    const row = panel.getByRole('row', { name: /GENERAL-REASONING/ });
    const editGob = async () => {
      await row.getByRole('button', { name: /^Edit \d+$/ }).click();
      return page.getByRole('dialog', { name: 'Edit: Gob blueprints' });
    };
    const bandLevel = (n: number) => ({ name: `Band ${n} level (${ID})` });

    let dialog = await editGob();
    // Closed, a band's translations take no room but its toggle names the languages it has.
    await expect(dialog.getByRole('textbox', bandLevel(1))).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Translations of band 1' })).toHaveText('id');
    for (const [i, level] of BANDS_ID.entries()) {
      await dialog.getByRole('button', { name: `Translations of band ${i + 1}` }).click();
      await expect(dialog.getByRole('textbox', bandLevel(i + 1))).toHaveValue(level);
    }
    await expect(original(dialog, 'Exceeds expectations')).toBeVisible();
    const changed = `Perlu dikembangkan ${run}`;
    await dialog.getByRole('textbox', bandLevel(1)).fill(changed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    dialog = await editGob();
    await dialog.getByRole('button', { name: 'Translations of band 1' }).click();
    await expect(dialog.getByRole('textbox', bandLevel(1))).toHaveValue(changed);
    // The bands whose translations were not opened kept theirs through the save.
    await dialog.getByRole('button', { name: 'Translations of band 3' }).click();
    await expect(dialog.getByRole('textbox', bandLevel(3))).toHaveValue(BANDS_ID[2]);
    await expect(dialog.getByRole('textbox', { name: `Band 3 description (${ID})` })).toHaveValue(
      'Melampaui harapan untuk peran lulusan baru.',
    );
    await dialog.getByRole('textbox', bandLevel(1)).fill(BANDS_ID[0]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Below expectations');
  });
});
