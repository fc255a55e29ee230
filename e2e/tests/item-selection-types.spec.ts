import { expect, test } from '@playwright/test';
import { call, candidateForItems } from '../fixtures/api';

// A candidate answers a hottext, a slider and a hotspot question on the test page: toggles a part
// of the text, slides by keyboard (an untouched slider says it is unanswered), selects an area of
// the image, and each answer reaches the server as the item's answer.

/** A 1 × 1 PNG: the hotspot's picture (its areas are in its declared 200 × 100 frame). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC',
  'base64',
);

test('a candidate answers hottext, slider and hotspot questions and the answers are saved', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const p = await candidateForItems(
    request,
    { code: 'SEL', name: 'Selection', candidate: 'Sel Candidate' },
    async (id, admin) => {
      const uploaded = await request.post('/api/v1/instruments/images/upload', {
        headers: { authorization: `Bearer ${admin}` },
        multipart: { id: String(id), image: { name: 'map.png', mimeType: 'image/png', buffer: PNG } },
      });
      const { path } = ((await uploaded.json()) as { data: { path: string } }).data;
      return [
        {
          id: 'nouns',
          type: 'hottext',
          stem: 'Select the animal: the [[h1]] sat on the [[h2]].',
          spans: [
            { id: 'h1', text: 'cat' },
            { id: 'h2', text: 'mat' },
          ],
          keys: ['h1'],
          max_choices: 1,
        },
        {
          id: 'amount',
          type: 'numeric',
          stem: 'How many?',
          min: 0,
          max: 10,
          slider: { step: 1 },
          key: { value: 2 },
        },
        {
          id: 'lake',
          type: 'hotspot',
          stem: 'Select the lake.',
          picture: { src: path, width: 200, height: 100 },
          areas: [
            { id: 'a1', shape: 'rect', coords: [10, 10, 90, 90] },
            { id: 'a2', shape: 'circle', coords: [150, 50, 30] },
          ],
          keys: ['a2'],
        },
      ];
    },
  );
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto(`/test-activity/test/${p.code}?submission=${p.submissionId}`);
  const main = page.getByRole('main');
  const saved = page.getByRole('status').filter({ hasText: 'All answers saved' });

  const cat = main.getByRole('button', { name: 'cat (part 1 of 2)' });
  await expect(cat).toHaveAttribute('aria-pressed', 'false');
  await cat.focus();
  await page.keyboard.press('Enter');
  await expect(cat).toHaveAttribute('aria-pressed', 'true');
  await expect(saved).toBeVisible();
  await main.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(main.getByTestId('slider-value')).toHaveText('Not answered yet');
  await main.getByRole('slider').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(main.getByTestId('slider-value')).toHaveText('Your answer: 2');
  await page.screenshot({ path: test.info().outputPath('slider.png') });
  await expect(saved).toBeVisible();
  await main.getByRole('button', { name: 'Next', exact: true }).click();

  const area2 = main.getByRole('button', { name: 'Area 2 of 2' });
  await area2.focus();
  await page.keyboard.press(' ');
  await expect(area2).toHaveAttribute('aria-pressed', 'true');
  await expect(saved).toBeVisible();

  const attempt = await call<{ answers: Record<string, unknown> }>(request, 'test-activities/instrument', {
    participant_code: p.code,
    attempt_id: p.submissionId,
  });
  expect(attempt.answers).toMatchObject({ nouns: ['h1'], amount: 2, lake: ['a2'] });
});
