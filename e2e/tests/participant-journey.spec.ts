import { expect, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { accessCodes, consultantApi } from '../fixtures/partner-setup';
import { takeTheTest } from '../fixtures/take-test';

// Issue 7: a candidate's whole journey, from an access code to their own results. A consultant
// prepares (through the API) a project that shows results to its participants, with the demo
// ability test, a registration form asking for city, education level and photo, and access
// codes. The candidate then goes through the real pages: voucher → form (in Indonesian, then
// switched to English) → terms → dashboard → test → completion → results. The same journey runs
// on a desktop and on a 360×740 phone.

const run = Date.now().toString(36).toUpperCase();
/** A 1×1 PNG: a real picture, checked by content on the server. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let codes: string[] = [];
let projectName = '';
test.beforeAll(async ({ request }) => {
  const call = await consultantApi(request);
  const corporate = await call('accounts/corporates/new', {
    name: `Journey Corp ${run}`,
    legal_name: `PT Journey ${run}`,
    slug: `journey-${run.toLowerCase()}`,
  });
  await call('accounts/credits/top-up', {
    account_corporate_id: corporate.id,
    amount: 10,
    remarks: 'e2e journey',
  });
  const instruments = (await call('instruments/compact-list', {})) as { id: number; code: string }[];
  const ability = instruments.find((i) => i.code === 'DEMO-ABILITY');
  expect(ability, 'the demo ability test is published').toBeTruthy();
  projectName = `Journey Intake ${run}`;
  const project = await call('projects/new', {
    account_corporate_id: corporate.id,
    name: projectName,
    instrument_ids: [ability!.id],
    settings: { show_results: true, proctoring_level: 'off' },
  });
  await call('projects/configs/landing-form/update', {
    project_id: project.id,
    fields: {
      city: { show: true, required: true },
      education_level: { show: true, required: true },
      photo: { show: true, required: false },
    },
  });
  codes = await accessCodes(call, project.id, 2);
});

function journey(label: string, codeIndex: number) {
  test(`from an access code to the results (${label})`, async ({ page }) => {
    test.setTimeout(180_000);
    const name = `Citra Candidate ${run} ${codeIndex}`;
    let pcode = '';

    await test.step('the access code opens the registration form', async () => {
      // Indonesian by default, like the participant pages it leads to.
      await page.goto('/access-codes/');
      await page.getByLabel('Kode akses').fill(codes[codeIndex]);
      const answered = page.waitForResponse((r) => r.url().endsWith('/test-activities/submit-code'));
      await page.getByRole('button', { name: 'Kirim' }).click();
      pcode = (await (await answered).json()).data.code as string;
      await page.waitForURL(`**/test-activity/form/${pcode}`);
    });

    await test.step('the form is in Indonesian by default; the language dropdown switches it to English', async () => {
      await expect(page.getByRole('heading', { name: 'Pendaftaran' })).toBeVisible();
      await expect(page.getByText('Pendidikan terakhir')).toBeVisible();
      await chooseOption(page, page.getByRole('combobox', { name: 'Bahasa' }), 'English');
      await expect(page.getByRole('heading', { name: 'Registration' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    });

    await test.step('register: city search, education level, photo, terms', async () => {
      await page.getByLabel('Full name').fill(name);
      await page.getByLabel('E-mail').fill(`citra.${run.toLowerCase()}.${codeIndex}@example.com`);
      await page.getByLabel('Phone number').fill('+62 812 3456 7890');
      const city = page.getByRole('combobox', { name: 'City or regency of residence' });
      await chooseOption(page, city, 'Kota Bandung, Jawa Barat', 'bandung');
      // The search filters by name: only the Bandung regencies and city are offered.
      await chooseOption(
        page,
        page.getByRole('combobox', { name: 'Highest education' }),
        "Bachelor's degree (S1)",
      );
      await page.locator('input[type=file]').first().setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: PHOTO,
      });
      await page.getByRole('button', { name: 'Read the terms and conditions' }).click();
      const terms = page.getByRole('dialog', { name: 'Consent' });
      await expect(terms).toContainText('By continuing you agree');
      // The footer's button (the corner × is named Close too).
      await terms.getByRole('button', { name: 'Close' }).last().click();
      await page
        .getByRole('checkbox', {
          name: 'I have read and agree to the terms and conditions of this assessment.',
        })
        .check();
      // An impatient double click registers once.
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/v1/test-activities/submit')) sent.push(r.url());
      });
      await page.getByRole('button', { name: 'Continue' }).dblclick();
      await page.waitForURL(`**/test-activity/dashboard/${pcode}`);
      expect(sent).toHaveLength(1);
    });

    await test.step('the terms and work instructions, then the dashboard lists the test in order', async () => {
      await page.getByRole('link', { name: 'Terms and instructions' }).click();
      await expect(page.getByRole('heading', { name: 'Work instructions' })).toBeVisible();
      await page
        .getByRole('checkbox', { name: 'I have read and agree to the terms and the instructions.' })
        .check();
      await page.getByRole('button', { name: 'I agree, continue' }).click();
      await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
      const row = page
        .getByRole('region', { name: '1. General Reasoning (demo)' })
        .or(page.getByRole('heading', { name: '1. General Reasoning (demo)' }));
      await expect(row.first()).toBeVisible();
      await expect(page.getByText('Not started').first()).toBeVisible();
    });

    await test.step('take the test', async () => {
      await page.getByRole('button', { name: /^(Start|Continue)$/ }).click();
      await page.waitForURL(/\/test-activity\/test\//);
      await takeTheTest(page);
      await expect(page.getByText('Finished').first()).toBeVisible();
    });

    await test.step('completion: congratulation, calculation, then the verified results', async () => {
      await page.getByRole('button', { name: 'Finish', exact: true }).click();
      await page.waitForURL(`**/test-activity/test-result/${pcode}`);
      await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
      await expect(page.getByText(`Well done, ${name}. You have completed the assessment.`)).toBeVisible();
      // Scoring is a background job: the page polls until the results are verified and shown.
      await expect(page.getByRole('heading', { name: 'Your results', exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('heading', { name: 'General Reasoning (demo)' })).toBeVisible();
      await expect(page.getByText(/^You answered \d of 8 questions correctly\.$/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Ability summary' })).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download the report (PDF)' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    });

    await test.step('the results page speaks Indonesian too', async () => {
      await chooseOption(page, page.getByRole('combobox', { name: 'Language' }), 'Bahasa Indonesia');
      await expect(page.getByRole('heading', { name: 'Hasil Anda', exact: true })).toBeVisible();
      await expect(page.getByText(/^Anda menjawab \d dari 8 soal dengan benar\.$/)).toBeVisible();
    });

    await test.step('nothing scrolls sideways', async () => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test.describe('participant journey on a desktop', () => {
  journey('desktop', 0);
});

test.describe('participant journey on a 360×740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  journey('phone', 1);
});
