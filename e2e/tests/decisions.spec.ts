import { expect, type Page, test } from '@playwright/test';
import { call, signInApi } from '../fixtures/api';
import { expectAccessible, WCAG_22_AA } from '../fixtures/axe';
import { openDemoProject } from '../fixtures/demo-project';
import { signIn } from '../fixtures/session';

// Human oversight of job fit: a reviewer overrides the pre-selection job fit suggests, the list
// shows who was reviewed, and the candidate reads the explanation of the decision in their
// language and contests it.

interface Row {
  id: number;
  name: string;
  participant_code: string;
  status: string;
  job_fit: number | null;
  suggestion: 'accept' | 'reject' | 'hold' | null;
  review: unknown;
}

const participants = (page: Page) => page.getByRole('table', { name: 'Participants of the project' });
let candidate: Row;
let projectId: number;

test.describe.configure({ mode: 'serial' });

test('a reviewer overrides job fit’s suggestion with a reason, and the list shows the review', async ({
  page,
  request,
}) => {
  await signIn(page, 'consultant');
  projectId = await openDemoProject(page);
  const consultant = await signInApi(request, 'consultant');
  await call(
    request,
    'projects/update-setting',
    { id: projectId, job_fit_use: 'preselect', job_fit_cutoff: 50 },
    consultant,
  );
  const list = await call<{ data: Row[] }>(
    request,
    'projects/participants/datatable',
    { project_id: projectId, start: 0, length: 100 },
    consultant,
  );
  candidate = list.data.find((r) => r.status === 'scored' && r.suggestion !== null && !r.review)!;
  expect(candidate, 'a scored demo candidate with a suggestion').toBeTruthy();
  const other = candidate.suggestion === 'accept' ? 'Reject' : 'Accept';

  await page.reload();
  await participants(page)
    .getByRole('row', { name: new RegExp(candidate.name) })
    .getByRole('button', { name: 'Results' })
    .click();
  const drawer = page.getByRole('dialog', { name: `Results for ${candidate.name}` });
  const decision = drawer.getByRole('region', { name: 'Decision' });
  await expect(decision.getByText('A suggestion, not a decision: a person decides.')).toBeVisible();
  await expect(decision.getByText('No one has reviewed this candidate yet.')).toBeVisible();
  await decision
    .locator('label')
    .filter({ hasText: new RegExp(`^${other}$`) })
    .click();
  await decision.getByLabel('Reason').fill('Interview showed strengths the tests did not measure.');
  await decision.getByRole('button', { name: 'Record decision' }).click();
  const history = decision.getByRole('listitem');
  await expect(history.getByText(/Overrides the suggestion/)).toBeVisible();
  await expect(history.getByText(/Citra Consultant/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('review-drawer.png'), fullPage: true });
  await page.keyboard.press('Escape');

  const row = participants(page).getByRole('row', { name: new RegExp(candidate.name) });
  await expect(row.getByText(other)).toBeVisible();
  await expect(row.getByText('Override')).toBeVisible();
  await page.getByRole('combobox', { name: 'Review' }).click();
  await page.locator('.ant-select-item-option[title="Not reviewed"]').click();
  await expect(participants(page).getByRole('row', { name: new RegExp(candidate.name) })).toHaveCount(0);
});

test('the candidate opens the explanation from their finish page, reads it in both languages and contests', async ({
  page,
  request,
}) => {
  await page.goto(`/test-activity/test-result/${candidate.participant_code}`);
  await page.getByRole('link', { name: 'Buka penjelasan' }).click();
  await expect(page).toHaveURL(/\/explanation\/[A-Za-z0-9_-]{43}\?lang=id/);
  await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();
  await expect(page.getByText(/Citra Consultant meninjau lamaran Anda pada/)).toBeVisible();
  await expect(page.getByText('Interview showed strengths the tests did not measure.')).toBeVisible();
  await expect(page.getByText(/Dalam penilaian ini kecocokan dapat menyarankan praseleksi/)).toBeVisible();
  // Real headings a screen reader lists, as in the PDF.
  await expect(page.getByRole('heading', { level: 2, name: 'Apa yang diukur' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Bagaimana rekomendasi dibentuk' })).toBeVisible();
  await expectAccessible(page, 'explanation (id)', WCAG_22_AA);
  await page.screenshot({ path: test.info().outputPath('explanation-id.png'), fullPage: true });

  await page
    .locator('label')
    .filter({ hasText: /^English$/ })
    .click();
  await expect(page.getByText(/Citra Consultant reviewed your application on/)).toBeVisible();
  await expect(page.getByText(/In this assessment the match could suggest a pre-selection/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What was measured' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'How the recommendation was formed' }),
  ).toBeVisible();
  await expectAccessible(page, 'explanation (en)', WCAG_22_AA);
  await page.screenshot({ path: test.info().outputPath('explanation-en.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as PDF' }).click();
  expect((await download).suggestedFilename()).toBe('decision-explanation.pdf');

  await page
    .getByLabel('Your message')
    .fill('My interview went differently; please look at the decision again.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').getByText(/Your message has been sent/)).toBeVisible();

  const consultant = await signInApi(request, 'consultant');
  const history = await call<{ contests: { message: string }[] }>(
    request,
    'decisions/history',
    { participant_id: candidate.id },
    consultant,
  );
  expect(history.contests[0].message).toContain('My interview went differently');
  await call(request, 'projects/update-setting', { id: projectId, job_fit_use: 'rank_only' }, consultant);
});
