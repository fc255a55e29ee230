import { expect, test } from '@playwright/test';
import { call, candidateForItems } from '../fixtures/api';

// A candidate answers a match question (a dropdown of targets per source; a target used as often
// as it may be is offered no more) and a gap-match question (a dropdown of the shared gap texts in
// each gap of the text), and each answer reaches the server as the item's answer.

test('a candidate answers match and gap-match questions and the answers are saved', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const items = [
    {
      id: 'capitals',
      type: 'match',
      stem: 'Match each country with its capital.',
      sources: [
        { id: 'FR', text: 'France', match_max: 1 },
        { id: 'ID', text: 'Indonesia', match_max: 1 },
      ],
      targets: [
        { id: 'PAR', text: 'Paris', match_max: 1 },
        { id: 'JKT', text: 'Jakarta', match_max: 1 },
        { id: 'ROM', text: 'Rome', match_max: 1 },
      ],
      key: [
        { source: 'FR', target: 'PAR' },
        { source: 'ID', target: 'JKT' },
      ],
    },
    {
      id: 'weather',
      type: 'gap-match',
      stem: 'In the rain we stay [[g1]]; in the sun we go [[g2]].',
      gap_texts: [
        { id: 'IN', text: 'inside', match_max: 1 },
        { id: 'OUT', text: 'outside', match_max: 1 },
      ],
      gaps: [
        { id: 'g1', key: 'IN' },
        { id: 'g2', key: 'OUT' },
      ],
    },
  ];
  const p = await candidateForItems(
    request,
    { code: 'MATCH', name: 'Match', candidate: 'Match Candidate' },
    items,
  );
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto(`/test-activity/test/${p.code}?submission=${p.submissionId}`);
  const main = page.getByRole('main');
  const saved = page.getByRole('status').filter({ hasText: 'All answers saved' });

  const france = main.getByRole('combobox', { name: 'Match for France' });
  const indonesia = main.getByRole('combobox', { name: 'Match for Indonesia' });
  await france.selectOption({ label: 'Paris' });
  // Paris may be used once: Indonesia's dropdown no longer offers it.
  await expect(indonesia.locator('option', { hasText: 'Paris' })).toBeDisabled();
  await indonesia.selectOption({ label: 'Jakarta' });
  await expect(saved).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('match.png'), fullPage: true });
  await main.getByRole('button', { name: 'Next', exact: true }).click();

  const gap1 = main.getByRole('combobox', { name: 'Gap 1 of 2' });
  const gap2 = main.getByRole('combobox', { name: 'Gap 2 of 2' });
  await gap1.selectOption({ label: 'inside' });
  await expect(gap2.locator('option', { hasText: 'inside' })).toBeDisabled();
  await gap2.selectOption({ label: 'outside' });
  await expect(saved).toBeVisible();
  // The question counts as answered (a gap answer is a map of gap → choice).
  await expect(page.getByText('2 of 2 answered')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('gap-match.png'), fullPage: true });

  const attempt = await call<{ answers: Record<string, unknown> }>(request, 'test-activities/instrument', {
    participant_code: p.code,
    attempt_id: p.submissionId,
  });
  expect(attempt.answers.capitals).toEqual(expect.arrayContaining(['FR PAR', 'ID JKT']));
  expect(attempt.answers.weather).toEqual({ g1: 'IN', g2: 'OUT' });
});
