import { expect, type Page, test } from '@playwright/test';
import { newParticipant, publishedTestProject, signInStaff } from '../fixtures/api';
import { expectAccessible, WCAG_22_AA } from '../fixtures/axe';
import { signIn } from '../fixtures/session';

// Accommodations as people meet them: a candidate asks for an adjustment from the dashboard (by
// keyboard, the page passing axe's WCAG 2.2 AA rules), the consultant grants the request in the
// results drawer, and the candidate then takes the timed test with it: the grant in force on the
// dashboard, larger text on every page, a section clock longer by the extra time.

const SECTION_SECONDS = 600;
const run = Date.now().toString(36).toUpperCase();
let setup: { projectId: number; consultant: string };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  const options = ['3', '4', '5'].map((text, i) => ({ id: String.fromCharCode(65 + i), text }));
  const staff = await signInStaff(request);
  const { projectId, consultant } = await publishedTestProject(
    request,
    staff,
    { code: 'ACC', name: 'Reasoning', project: 'Accommodations', run },
    [
      {
        title: 'Numbers',
        time_limit_seconds: SECTION_SECONDS,
        items: [{ type: 'single', stem: 'What is 2 + 2?', options, key: 'B' }],
      },
    ],
  );
  setup = { projectId, consultant };
});

/** Presses Tab until the focus is on the element. */
async function tabTo(page: Page, name: string | RegExp, role: 'button' | 'checkbox' | 'textbox', max = 60) {
  const target = page.getByRole(role, { name });
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (
      await target
        .evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 })
        .catch(() => false)
    )
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${String(name)} with the Tab key`);
}

test('a candidate asks for an adjustment, the consultant grants it, the candidate takes the test with it', async ({
  page,
  browser,
  request,
}) => {
  const name = `Adi Adjusted ${run}`;
  const p = await newParticipant(request, setup, name);

  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await test.step('the candidate asks from the dashboard, by keyboard', async () => {
    await page.goto(`/test-activity/dashboard/${p.code}`);
    await expect(page.getByRole('heading', { name: 'Need an adjustment?' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'dashboard with the request card', WCAG_22_AA);
    await tabTo(page, /^Extra time$/, 'checkbox');
    await page.keyboard.press('Space');
    await tabTo(page, /Your message to the project team/, 'textbox');
    await page.keyboard.type('I have dyslexia and read slowly.');
    await tabTo(page, /Send request/, 'button');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Your request was sent and is waiting for an answer' }),
    ).toBeVisible();
  });

  await test.step('the display toggles are pressed buttons any participant can use', async () => {
    const larger = page.getByRole('button', { name: 'Larger text' });
    await expect(larger).toHaveAttribute('aria-pressed', 'false');
    await tabTo(page, /^High contrast$/, 'button');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'High contrast' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-display="high-contrast"]')).toBeVisible();
    await expectAccessible(page, 'dashboard in high contrast', WCAG_22_AA);
    await page.getByRole('button', { name: 'High contrast' }).click();
  });

  const staff = await browser.newPage();
  await test.step('the consultant grants the request in the results drawer', async () => {
    await signIn(staff, 'consultant');
    await staff.goto(`/project/detail/${setup.projectId}`);
    await staff
      .getByRole('table', { name: 'Participants of the project' })
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: 'Results' })
      .click();
    const drawer = staff.getByRole('dialog', { name: `Results for ${name}` });
    await expect(drawer.getByText('I have dyslexia and read slowly.')).toBeVisible();
    await drawer.getByRole('button', { name: 'Grant…' }).click();
    const form = staff.getByRole('dialog', { name: "Grant the candidate's request" });
    await form.getByLabel('Extra time on every timed section').fill('25');
    await form.getByRole('checkbox', { name: 'larger text' }).check();
    await form.getByLabel('Reason').fill('Dyslexia; report seen by the consultant');
    await form.getByRole('button', { name: 'Grant', exact: true }).click();
    await expect(drawer.getByText('extra time 25 %, larger text')).toBeVisible();
    await expect(drawer.getByText('Citra Consultant', { exact: false })).toBeVisible();
    await staff.close();
  });

  await test.step('the candidate sees it in place and takes the test with it', async () => {
    await page.reload();
    await expect(page.getByText('Your adjustment is in place: extra time 25 %, larger text')).toBeVisible();
    await expect(page.locator('[data-display="larger-text"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Larger text' })).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page, 'dashboard with larger text', WCAG_22_AA);
    await page.getByRole('main').getByRole('button', { name: /Start/ }).first().click();
    const agree = page.getByRole('checkbox', { name: /I have read and agree/ });
    if (await agree.isVisible().catch(() => false)) {
      await agree.check();
      await page.getByRole('button', { name: 'I agree, continue' }).click();
    }
    await expect(page.getByTestId('section-timer')).toBeVisible({ timeout: 20_000 });
    const [m, s] = ((await page.getByTestId('section-timer').textContent()) ?? '').split(':').map(Number);
    expect(m * 60 + s).toBeGreaterThan(SECTION_SECONDS * 1.25 - 15);
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.locator('[data-display="larger-text"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'test page with larger text', WCAG_22_AA);
  });
});
