import { expect, type Page, test } from '@playwright/test';
import {
  type EnglishText,
  englishTexts,
  expectNoEnglish as expectNoEnglishIn,
  englishOnPage as findEnglish,
} from '../fixtures/english-on-page';
import {
  accessCodes,
  consultantApi,
  participantCall,
  partnerProject,
  registerParticipant,
} from '../fixtures/partner-setup';

// The candidate at the door, in Bahasa Indonesia (the participant pages' default): an unknown
// code, a code someone else registered, an e-mail with an emoji, the participant area's
// page-not-found and a registration resumed after the tab was closed. Every error is a sentence in
// Indonesian (no status code, no field path), checked by the app rather than the browser, and no
// page shows English that has an Indonesian text (fixtures/english-on-page.ts). LANG_SCREENSHOTS=dir
// keeps screenshots of the pages.

const run = Date.now().toString(36).toUpperCase();
const SCREENSHOTS = process.env.LANG_SCREENSHOTS;

// The door's English: the participant pages' seeded strings, the catalogues and the server's
// messages (its refusals reach these pages); a sentence of three words or more is English
// anywhere, and the names given to controls are read too.
let doorEnglish: Promise<EnglishText[]> | undefined;
function english(): Promise<EnglishText[]> {
  doorEnglish ??= englishTexts({
    seededPages: true,
    serverMessages: true,
    keptInBothIsEnglish: true,
    anywhereFrom: 3,
  });
  return doorEnglish;
}
const expectNoEnglish = async (page: Page, where: string) =>
  expectNoEnglishIn(page, await english(), where, { attributes: true });
const englishOnPage = async (page: Page) =>
  (await findEnglish(page, await english(), { attributes: true })).map((f) => f.text);

const heading = (page: Page) => page.getByRole('heading', { name: 'Kode Akses' });
const codeField = (page: Page) => page.getByLabel('Kode akses');
const emailField = (page: Page) => page.getByLabel('Email');
const submit = (page: Page) => page.getByRole('button', { name: 'Kirim' });
const notice = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });

let codes: string[] = [];
test.beforeAll(async ({ request }) => {
  const call = await consultantApi(request);
  const project = await partnerProject(call, `ID${run}`, { colour: '#003366', font: '', proctoring: 'off' });
  codes = await accessCodes(call, project.projectId, 3);
});
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'id'));
});

/** A screenshot once the page has settled (the 404 picture and the switcher load a moment later). */
async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** The access-code page, its Indonesian strings loaded. */
async function openAccessCodes(page: Page) {
  await page.goto('/access-codes/');
  await expect(heading(page)).toBeVisible();
  await expect(page.getByText('Masukkan kode akses yang Anda terima untuk memulai asesmen.')).toBeVisible();
}

test('the errors at the door are Indonesian sentences, checked by the app', async ({ page, request }) => {
  const used = codes[0];
  const owner = `pemilik.${run.toLowerCase()}@example.com`;
  const redeemed = await participantCall(request, 'test-activities/submit-code', { code: used });
  await registerParticipant(request, redeemed.code, { name: 'Pemilik Kode', email: owner });

  await openAccessCodes(page);
  await expectNoEnglish(page, 'the access-code page');

  await test.step('an unknown code: the server’s sentence, no status code', async () => {
    await codeField(page).fill('ZZ9ZZ9');
    await submit(page).click();
    await expect(notice(page, 'Kode akses tidak ditemukan.')).toBeVisible();
    await expect(page.getByText(/\b404\b/)).toHaveCount(0);
    await expectNoEnglish(page, 'an unknown code');
  });

  await test.step('a code someone registered asks for the e-mail; an emoji is refused by the page', async () => {
    await codeField(page).fill(used);
    await submit(page).click();
    await expect(emailField(page)).toBeVisible();
    await expect(page.getByText('Kode akses ini sudah digunakan.', { exact: false })).toBeVisible();
    // Checked by the app in the page's language: the browser's own tooltip never blocks the form.
    await expect(page.locator('form')).toHaveAttribute('novalidate', '');
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/test-activities/submit-code')) asked++;
    });
    await emailField(page).fill('pemilik😀@example.com');
    await submit(page).click();
    await expect(page.getByText('Silakan masukkan format email yang benar!').first()).toBeVisible();
    // The form sends only once its checks pass: the message came from the page, not the server.
    expect(asked).toBe(0);
    await expectNoEnglish(page, 'an e-mail with an emoji');
    if (SCREENSHOTS) await shoot(page, 'access-code-emoji-id');
  });

  await test.step('another e-mail: the server’s sentence, no field path', async () => {
    await emailField(page).fill(`orang.lain.${run.toLowerCase()}@example.com`);
    await submit(page).click();
    await expect(notice(page, 'Kode akses ini sudah digunakan dengan alamat email lain.')).toBeVisible();
    await expect(page.getByText(/email:/)).toHaveCount(0);
    await expectNoEnglish(page, 'another e-mail');
    if (SCREENSHOTS) await shoot(page, 'access-code-errors-id');
  });

  await test.step('its owner’s e-mail opens the registration', async () => {
    await emailField(page).fill(owner.toUpperCase());
    await submit(page).click();
    await page.waitForURL(`**/test-activity/form/${redeemed.code}`);
  });
});

test('a code redeemed and left before registering opens the same registration again', async ({
  page,
  browser,
}) => {
  const code = codes[1];
  let pcode = '';
  await test.step('the code opens a registration, and the tab is closed', async () => {
    await openAccessCodes(page);
    await codeField(page).fill(code);
    await submit(page).click();
    await page.waitForURL(/\/test-activity\/form\/[^/]+$/);
    pcode = decodeURIComponent(page.url().split('/').pop() ?? '');
    await expect(page.getByRole('heading', { name: 'Pendaftaran' })).toBeVisible();
    await page.close();
  });

  // Another browser: no cookie or storage of the first visit.
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('language', 'id'));
  const again = await context.newPage();
  try {
    await test.step('the same code, later, elsewhere: the same registration, no refusal', async () => {
      await openAccessCodes(again);
      await codeField(again).fill(code);
      await submit(again).click();
      await again.waitForURL(`**/test-activity/form/${pcode}`);
      await expect(again.getByRole('heading', { name: 'Pendaftaran' })).toBeVisible();
      await expectNoEnglish(again, 'the resumed registration');
    });

    await test.step('registered, the code is the candidate’s: another e-mail is refused', async () => {
      await again.getByLabel('Nama lengkap').fill('Kandidat Kembali');
      await again.getByLabel('E-mail').fill(`kembali.${run.toLowerCase()}@example.com`);
      const phone = again.getByLabel('Nomor telepon');
      if (await phone.isVisible()) await phone.fill('0812345678');
      await again
        .getByRole('checkbox', {
          name: 'Saya telah membaca dan menyetujui syarat dan ketentuan asesmen ini.',
        })
        .check();
      await again.getByRole('button', { name: 'Lanjutkan' }).click();
      await again.waitForURL(`**/test-activity/dashboard/${pcode}`);
      await openAccessCodes(again);
      await codeField(again).fill(code);
      await submit(again).click();
      await emailField(again).fill(`bukan.saya.${run.toLowerCase()}@example.com`);
      await submit(again).click();
      await expect(notice(again, 'Kode akses ini sudah digunakan dengan alamat email lain.')).toBeVisible();
      await expectNoEnglish(again, 'the registered code with another e-mail');
    });
  } finally {
    await context.close();
  }
});

test('the participant area’s page-not-found is Indonesian and leads to the access-code page', async ({
  page,
}) => {
  await page.goto('/test-activity/');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Maaf, halaman yang Anda kunjungi tidak ditemukan.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Bahasa' })).toBeVisible();
  await expectNoEnglish(page, 'the page-not-found');
  if (SCREENSHOTS) await shoot(page, 'participant-404-id');
  await page.getByRole('button', { name: 'Masukkan kode akses' }).click();
  await expect(page).toHaveURL(/\/access-codes\/$/);
  await expect(heading(page)).toBeVisible();
});

test('the check sees English: the same pages in English are caught', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/test-activity/');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  expect(await englishOnPage(page)).toEqual(
    expect.arrayContaining(['Sorry, the page you visited does not exist.', 'Enter an access code']),
  );
  await page.getByRole('button', { name: 'Enter an access code' }).click();
  await expect(page.getByRole('heading', { name: 'Access Code' })).toBeVisible();
  await page.getByLabel('Access code').fill('ZZ9ZZ9');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(notice(page, 'Access code not found.')).toBeVisible();
  // The server's English (its message table) is caught as well as the catalogues'.
  expect(await englishOnPage(page)).toEqual(
    expect.arrayContaining(['Access code not found.', 'Access Code']),
  );
});
