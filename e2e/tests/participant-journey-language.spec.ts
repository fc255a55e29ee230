import { expect, type Page, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { call, newParticipant, signInApi } from '../fixtures/api';
import { accessCodes, consultantApi, partnerProject } from '../fixtures/partner-setup';

// The candidate's language everywhere: the demo test is written in Indonesian with an English
// translation; the participant pages start in Indonesian and the header's switcher turns the test's
// questions, instructions and screens to English (and back) without restarting it. A project that
// fixes the language shows only its language and no switcher. The access-code page speaks the
// same language with the same switcher.

/** The demo reasoning test's first section, in order (demo-content.ts and demo-translations.ts). */
const NUMERICAL = {
  id: [
    'Berapakah 15% dari 240?',
    'Bilangan berapakah yang muncul berikutnya: 3, 6, 12, 24, …?',
    'Sebuah harga naik dari 80 menjadi 100. Berapa persen kenaikannya?',
    'Jika 4 pekerja menyelesaikan suatu pekerjaan dalam 6 hari, berapa hari yang dibutuhkan oleh 3 pekerja?',
    'Berapakah 7 × 8 − 6?',
  ],
  en: [
    'What is 15% of 240?',
    'Which number comes next: 3, 6, 12, 24, …?',
    'A price rises from 80 to 100. By what percentage did it rise?',
    'If 4 workers finish a job in 6 days, how many days do 3 workers need?',
    'What is 7 × 8 − 6?',
  ],
};

const SCREENSHOTS = process.env.LANG_SCREENSHOTS;

/** The question shown: its number (1-based) from "Soal n dari 5" or "Question n of 5". */
async function questionNumber(page: Page, pattern: RegExp): Promise<number> {
  const progress = page.getByText(pattern);
  await expect(progress).toBeVisible();
  const match = (await progress.textContent())?.match(/(\d+)/);
  return Number(match?.[1]);
}

const stem = (page: Page, text: string) => page.getByRole('radiogroup', { name: text, exact: true });

test('the demo candidate takes the test in Indonesian and switches it to English and back', async ({
  page,
}) => {
  const code = 'DEMO-PCODE-01';
  await page.goto(`/test-activity/${code}`);
  const registration = page.getByRole('heading', { name: 'Pendaftaran' });
  const dashboard = page.getByRole('heading', { name: /^Selamat datang/ });
  await expect(registration.or(dashboard)).toBeVisible();
  // Other journeys may have registered the demo participant already.
  if (await registration.isVisible()) {
    await page.getByLabel('Nomor telepon').fill('0812345678');
    await page
      .getByRole('checkbox', { name: 'Saya telah membaca dan menyetujui syarat dan ketentuan asesmen ini.' })
      .check();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
  }
  await expect(dashboard).toBeVisible();
  await page
    .getByRole('button', { name: /^(Mulai|Lanjutkan)$/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/test-activity/test/${code}\\?submission=\\d+$`));

  await test.step('the questions and the screens are Indonesian', async () => {
    const n = await questionNumber(page, /^Soal \d+ dari 5 · Penalaran numerik$/);
    await expect(stem(page, NUMERICAL.id[n - 1])).toBeVisible();
    await expect(page.getByRole('button', { name: 'Petunjuk' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Bahasa' })).toBeVisible();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/lang-test-id.png`, fullPage: true });
  });

  await test.step('the header switches the test to English without restarting it', async () => {
    const n = await questionNumber(page, /^Soal \d+ dari 5/);
    await chooseOption(page, page.getByRole('combobox', { name: 'Bahasa' }), 'English');
    await expect(page.getByText(new RegExp(`^Question ${n} of 5 · Numerical reasoning$`))).toBeVisible();
    await expect(stem(page, NUMERICAL.en[n - 1])).toBeVisible();
    await expect(page.getByRole('button', { name: 'Instructions' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    // Answering still works in the other language.
    await stem(page, NUMERICAL.en[n - 1])
      .getByRole('radio')
      .nth(1)
      .check();
    await expect(page.getByRole('status').filter({ hasText: 'All answers saved' })).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(stem(page, NUMERICAL.en[n])).toBeVisible();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/lang-test-en.png`, fullPage: true });
  });

  await test.step('a reload keeps English; switching back shows Indonesian again', async () => {
    await page.reload();
    const n = await questionNumber(page, /^Question \d+ of 5/);
    await expect(stem(page, NUMERICAL.en[n - 1])).toBeVisible();
    await chooseOption(page, page.getByRole('combobox', { name: 'Language' }), 'Bahasa Indonesia');
    await expect(stem(page, NUMERICAL.id[n - 1])).toBeVisible();
    await expect(page.getByText(new RegExp(`^Soal ${n} dari 5 · Penalaran numerik$`))).toBeVisible();
  });
});

test('a project that fixes English shows only English and no switcher', async ({ page, request }) => {
  const run = Date.now().toString(36).toUpperCase();
  const admin = await signInApi(request, 'admin');
  const consultant = await signInApi(request, 'consultant');
  const instruments = await call<{ id: number; code: string }[]>(
    request,
    'instruments/compact-list',
    {},
    admin,
  );
  const ability = instruments.find((i) => i.code === 'DEMO-ABILITY');
  expect(ability).toBeDefined();
  const project = await call<{ id: number }>(
    request,
    'projects/new',
    { account_corporate_id: 1, name: `English only ${run}`, instrument_ids: [ability?.id] },
    consultant,
  );
  await call(
    request,
    'projects/update-setting',
    { id: project.id, proctoring_level: 'off', allow_language_choice: false, default_language: 'en' },
    consultant,
  );
  const p = await newParticipant(request, { projectId: project.id, consultant }, `Eka English ${run}`);

  // This device chose Indonesian before: the project's language wins.
  await page.addInitScript(() => localStorage.setItem('language', 'id'));
  await page.goto(`/test-activity/dashboard/${p.code}`);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^(Language|Bahasa)$/ })).toHaveCount(0);

  await page.goto(`/test-activity/test/${p.code}?submission=${p.submissionId}`);
  await expect(page.getByText(/^Question 1 of 5 · Numerical reasoning$/)).toBeVisible();
  await expect(stem(page, NUMERICAL.en[0])).toBeVisible();
  await expect(
    page.getByText('Choose the one best answer for each question. Work quickly but carefully.'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^(Language|Bahasa)$/ })).toHaveCount(0);
  // The device's own choice is kept for projects that let the candidate choose.
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('id');
});

test('the access-code page is Indonesian by default and switches to English', async ({ page, request }) => {
  const run = Date.now().toString(36).toUpperCase();
  const consultant = await consultantApi(request);
  const project = await partnerProject(consultant, `LANG${run}`, {
    colour: '#003366',
    font: '',
    proctoring: 'off',
  });
  const [accessCode] = await accessCodes(consultant, project.projectId, 1);

  await page.goto('/access-codes/');
  await expect(page.getByRole('heading', { name: 'Kode Akses' })).toBeVisible();
  await expect(page.getByLabel('Kode akses')).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/lang-access-code.png`, fullPage: true });
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Silakan masukkan kode akses!', { exact: true }).first()).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/lang-access-code-id.png`, fullPage: true });

  await chooseOption(page, page.getByRole('combobox', { name: 'Bahasa' }), 'English');
  await expect(page.getByRole('heading', { name: 'Access Code' })).toBeVisible();
  await expect(page.getByLabel('Access code')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  // The message already under the field follows the language too.
  await expect(page.locator('.ant-form-item-explain-error')).toHaveText('Please input a access code!');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/lang-access-code-en.png`, fullPage: true });

  // The registration form it leads to keeps the language.
  await page.getByLabel('Access code').fill(accessCode);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/test-activity\/form\//);
  await expect(page.getByRole('heading', { name: 'Registration' })).toBeVisible();
});
