import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { exportLabels } from '../../apps/server/src/modules/exports/participants-export.labels';
import { call, signInApi } from '../fixtures/api';
import { englishAgainAfterEach } from '../fixtures/demo-locale';
import { demoCandidateId, openDemoProject } from '../fixtures/demo-project';
import { englishTexts, expectNoEnglish } from '../fixtures/english-on-page';
import { signIn } from '../fixtures/session';

// A consultant reading Indonesian goes from the project to a candidate's results, downloads every
// report type and exports the participants, and finds no English in what they take away: the
// reports come in the project's language (Indonesian) by default, named in it; their text shares
// no line with the same report in English but the names it prints; the workbook's sheets and
// headers are the Indonesian ones.

const REPORTS = [
  { type: 'hiring-manager', item: 'Laporan untuk manajer perekrutan', file: 'laporan manajer perekrutan' },
  { type: 'candidate-feedback', item: 'Umpan balik kandidat', file: 'umpan balik' },
  { type: 'technical-appendix', item: 'Lampiran teknis', file: 'lampiran teknis' },
] as const;

/** What a report prints that is the same in either language: people's, projects' and brands' names. */
const NAMES = ['Hadi Pratama', 'Graduate Intake 2026 (demo)', 'Demo Corporation', 'Demo Consulting', 'Asesa'];

/**
 * The PDF's lines with words in them (two with three lower-case letters or more: codes such as
 * DEMO-ABILITY and GENERAL-REASONING@general are not words), spaces made single.
 */
function wordyLines(pdf: Buffer): string[] {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => (line.match(/\p{Ll}{3,}/gu) ?? []).length >= 2);
}

/** Every string of a label table (nested objects included). */
function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

// These journeys switch the demo users to Indonesian; the others expect English.
englishAgainAfterEach('consultant');

test('a consultant in Indonesian downloads every report type and the export, and takes away no English', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await signInApi(request, 'consultant');
  await call(request, 'auth/save-user-data', { locale: 'id' }, token);
  await signIn(page, 'consultant');
  const projectId = await openDemoProject(page);
  const hadiId = await demoCandidateId(request, projectId, token);

  await page.getByRole('tab', { name: 'Peserta', exact: true }).click();
  await page
    .getByRole('row', { name: /Hadi Pratama/ })
    .getByRole('button', { name: 'Hasil', exact: true })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Hasil Hadi Pratama' });
  await expect(drawer.getByTestId('job-fit-headline')).toBeVisible({ timeout: 20_000 });
  await expect(drawer.getByRole('combobox', { name: 'Bahasa laporan' })).toBeVisible();
  const catalogues = await englishTexts({ serverMessages: true });
  await expectNoEnglish(page, catalogues, 'the results drawer', { within: drawer });

  for (const report of REPORTS) {
    await test.step(`${report.item}: Indonesian by default, its name and its text too`, async () => {
      await drawer.getByRole('button', { name: 'Laporan PDF' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: report.item }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(
          `^Hadi Pratama Graduate Intake 2026 \\(demo\\) ${report.file} \\d{4}-\\d{2}-\\d{2}\\.pdf$`,
        ),
      );
      const indonesian = wordyLines(readFileSync(await download.path()));
      expect(indonesian.length).toBeGreaterThan(10);
      // The same report in English: any of its lines printed in the Indonesian one is English
      // there, unless it is a name.
      const res = await request.post('/api/v1/projects/participants/report', {
        data: { participant_id: hadiId, type: report.type, lang: 'en' },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status()).toBe(200);
      const english = new Set(wordyLines(await res.body()));
      const shared = indonesian.filter((line) => english.has(line) && !NAMES.some((n) => line.includes(n)));
      expect(shared, `English in the Indonesian ${report.type} report`).toEqual([]);
    });
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await test.step('the participants export: an Indonesian workbook, named in Indonesian', async () => {
    await page.getByRole('button', { name: 'Ekspor', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Ekspor peserta' });
    await expect(modal).toBeVisible();
    await expectNoEnglish(page, catalogues, 'the export dialog', { within: modal });
    await modal.getByRole('button', { name: 'Mulai ekspor' }).click();
    await expect(modal.getByRole('progressbar', { name: 'Mengekspor' })).toHaveAttribute(
      'aria-valuenow',
      '100',
      { timeout: 30_000 },
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: 'Unduh' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(
        `^Graduate Intake 2026 \\(demo\\) ${exportLabels('id').participantsFile} \\d{4}-\\d{2}-\\d{2}\\.xlsx$`,
      ),
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await download.path());
    const en = strings(exportLabels('en')).filter((s) => /\p{L}{3,}/u.test(s));
    const id = new Set(strings(exportLabels('id')));
    const englishOnly = en.filter((s) => !id.has(s));
    const seen: string[] = [];
    for (const ws of wb.worksheets) {
      seen.push(ws.name);
      ws.getRow(1).eachCell((cell) => seen.push(String(cell.value ?? '')));
      ws.getColumn(1).eachCell((cell) => seen.push(String(cell.value ?? '')));
    }
    // The check knows the English it looks for, and reads the workbook's own words.
    expect(englishOnly).toEqual(expect.arrayContaining(['Summary', 'Participant code']));
    expect(seen).toEqual(expect.arrayContaining(['Ringkasan', 'Kode peserta']));
    expect(seen.filter((s) => englishOnly.includes(s.trim()))).toEqual([]);
    await modal.getByRole('button', { name: 'Tutup' }).first().click();
    await expect(modal).toBeHidden();
  });

  await test.step('the reports as a .zip: Indonesian by default, its name and its note too', async () => {
    for (const name of [/Hadi Pratama/, /Gita Maharani/])
      await page.getByRole('row', { name }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Laporan (.zip)' }).click();
    const modal = page.getByRole('dialog', { name: 'Laporan dalam .zip' });
    await expect(modal.getByRole('radio', { name: 'Bahasa Indonesia' })).toBeChecked();
    await modal.getByRole('radio', { name: 'Umpan balik kandidat' }).check();
    await expectNoEnglish(page, catalogues, 'the .zip dialog', { within: modal });
    await modal.getByRole('button', { name: 'Mulai ekspor' }).click();
    await expect(modal.getByRole('progressbar', { name: 'Mengekspor' })).toHaveAttribute(
      'aria-valuenow',
      '100',
      { timeout: 30_000 },
    );
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: 'Unduh' }).click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(
      /^Graduate Intake 2026 \(demo\) laporan umpan balik \d{4}-\d{2}-\d{2}\.zip$/,
    );
    const file = await zip.path();
    const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
    expect(names).toEqual(
      expect.arrayContaining([
        'belum-dinilai.txt',
        expect.stringMatching(/^Hadi Pratama .* umpan balik\.pdf$/),
      ]),
    );
    // Gita has not been scored: the note names her, in Indonesian.
    const note = execFileSync('unzip', ['-p', file, 'belum-dinilai.txt'], { encoding: 'utf8' });
    expect(note).toContain('Peserta berikut belum dinilai');
    expect(note).toContain('Gita Maharani');
    await modal.getByRole('button', { name: 'Tutup' }).first().click();
  });
});
