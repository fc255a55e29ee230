import { numberFormatter } from '@asesa/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { call, signInApi } from '../fixtures/api';
import { demoCandidateId, openDemoProject } from '../fixtures/demo-project';
import { signIn } from '../fixtures/session';

// One value, one format: the results drawer shows a candidate's numbers as the shared formatter
// (contracts' number-format.ts) writes them in the back office's language, the same strings the
// PDF reports and the .xlsx export carry (the server's numbers-agree test compares those two).

interface Results {
  participant: { job_fit: number | null };
  instruments: {
    instrument_name: string;
    dimensions: {
      sten: number | null;
      sten_band: { low: number; high: number } | null;
      percentile: number | null;
    }[];
  }[];
  competences: { score: number | null }[];
  job_fit: {
    fit: number;
    band: { lower: number; upper: number } | null;
    probability_all_met?: number | null;
  };
}

const WORDS = {
  en: {
    open: 'Results',
    drawer: 'Results for Hadi Pratama',
    jobFit: 'Job fit',
    competences: 'Competences',
    scores: 'Scores',
    numberCorrectOn: 'Number correct on',
    adaptiveNotCounted: ': adaptive, scored as θ (not counted)',
  },
  id: {
    open: 'Hasil',
    drawer: 'Hasil Hadi Pratama',
    jobFit: 'Kecocokan jabatan',
    competences: 'Kompetensi',
    scores: 'Skor',
    numberCorrectOn: 'Jumlah benar pada',
    adaptiveNotCounted: ': adaptif, dinilai dengan θ (tidak dihitung)',
  },
} as const;

/** The table's body rows, in order. */
const bodyRows = (table: Locator) => table.locator('tbody tr.ant-table-row');

async function expectDrawerNumbers(page: Page, lang: 'en' | 'id', results: Results) {
  const f = numberFormatter(lang);
  const words = WORDS[lang];
  const row = page.getByRole('row', { name: /Hadi Pratama/ });
  // The number correct names the test it counts (the adaptive test and the inventory add none),
  // and its tooltip says why the adaptive one is not counted.
  const which = row.getByTestId('score-tests');
  await expect(which).toHaveText(results.instruments[0].instrument_name);
  await which.hover();
  await expect(page.getByRole('tooltip')).toContainText(words.adaptiveNotCounted);
  await page.mouse.move(0, 0);
  await row.getByRole('button', { name: words.open, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: words.drawer });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('score-tests')).toHaveText(
    `${words.numberCorrectOn} ${results.instruments[0].instrument_name}`,
  );

  const jobFit = drawer.getByRole('region', { name: words.jobFit });
  const headline = jobFit.getByTestId('job-fit-headline');
  await expect(headline).toContainText(f.of('jobFit', results.job_fit.fit));
  if (results.job_fit.band) await expect(headline).toContainText(f.fitBand(results.job_fit.band));
  if (results.job_fit.probability_all_met != null)
    await expect(jobFit).toContainText(f.probability(results.job_fit.probability_all_met));
  await expect(drawer).toContainText(f.jobFit(results.participant.job_fit));

  const competences = drawer.getByRole('table', { name: words.competences, exact: true });
  for (const [i, c] of results.competences.entries())
    await expect(bodyRows(competences).nth(i).locator('td').nth(1)).toHaveText(f.of('sten', c.score));

  for (const ins of results.instruments) {
    const table = drawer.getByRole('table', { name: `${ins.instrument_name}: ${words.scores}` });
    for (const [i, d] of ins.dimensions.entries()) {
      if (d.sten === null) continue;
      const cells = bodyRows(table).nth(i).locator('td');
      await expect(cells.nth(1)).toHaveText(`${f.of('sten', d.sten)} (${f.stenBand(d.sten_band)})`);
      await expect(cells.nth(3)).toHaveText(f.of('percentile', d.percentile));
    }
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

test('the results drawer writes a candidate’s numbers as the reports and the export do, in English and Indonesian', async ({
  page,
  request,
}) => {
  const token = await signInApi(request, 'consultant');
  await signIn(page, 'consultant');
  const projectId = await openDemoProject(page);
  const hadiId = await demoCandidateId(request, projectId, token);
  // The results as each drawer reads them: content names (tests, blueprints) in its language.
  const resultsIn = (language: 'en' | 'id') =>
    call<Results>(request, 'projects/participants/results', { participant_id: hadiId }, token, {
      'content-language': language,
    });

  await test.step('in English', async () => {
    await expectDrawerNumbers(page, 'en', await resultsIn('en'));
  });

  await test.step('in Indonesian: decimal commas, the same rounding', async () => {
    try {
      await call(request, 'auth/save-user-data', { locale: 'id' }, token);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      await expectDrawerNumbers(page, 'id', await resultsIn('id'));
    } finally {
      await call(request, 'auth/save-user-data', { locale: 'en' }, token);
    }
  });
});
