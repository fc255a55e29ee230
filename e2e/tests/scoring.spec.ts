import { expect, test } from '@playwright/test';
import { signIn } from '../fixtures/session';

// An admin opens the demo ability test's scoring blueprint, edits its norm table, and previews
// scores computed by the scoring engine.
test('admin previews the demo scoring blueprint', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/assessment-center/test-instrument');
  // Other journeys import copies of the demo test under other codes: open the one coded DEMO-ABILITY.
  await page
    .getByRole('row', { name: /DEMO-ABILITY(?!-)/ })
    .getByRole('link', { name: 'General Reasoning (demo)' })
    .click();
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

  await page.getByRole('tab', { name: 'Final scores' }).click();
  await expect(page.getByRole('table', { name: 'Final scores' })).toContainText('2026.1');
});
