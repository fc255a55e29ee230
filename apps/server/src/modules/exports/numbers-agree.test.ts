import {
  type NumberFormatter,
  numberFormatter,
  type ParticipantResults,
  REPORT_LANGUAGES,
  type ReportLanguage,
  translated,
} from '@asesa/contracts';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-reader';
import { startAppAs } from '../../../test/support/module-setup';
import { headersOf, workbookOf } from '../../../test/support/workbooks';
import { demoProject, scoredDemoParticipants } from '../../../test/tenants';

// One value, one format: for the same demo candidate the hiring manager's PDF and the .xlsx export
// carry the values the results drawer shows, which it formats from projects/participants/results
// through the shared formatter (contracts' number-format.ts) in the reader's language. The PDF's
// text must hold each value as the formatter writes it; each .xlsx cell must be the value rounded
// so the formatter writes it alike.

let t: TestApp;
let consultant: string;
let projectId: number;
let candidates: { id: number; code: string; name: string }[];
/** The library's names in Indonesian by code, as stored: the export's headers use them. */
let namesId: Map<string, string>;

beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
  projectId = (await demoProject(t)).id;
  candidates = await scoredDemoParticipants(t, projectId);
  const library = [
    ...(await t.deps.db.selectFrom('competences').select(['code', 'name', 'translations_json']).execute()),
    ...(await t.deps.db
      .selectFrom('test_dimensions')
      .select(['code', 'name', 'translations_json'])
      .execute()),
  ];
  namesId = new Map(
    library.map((r) => [r.code, translated(r.name, JSON.parse(r.translations_json || '{}'), 'id', ['name'])]),
  );
});
afterAll(() => t.close());

/** Text without its spaces: pdftotext may drop or add them around large type and table cells. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** The values the drawer shows of a candidate, each as the shared formatter writes it. */
function shownValues(results: ParticipantResults, f: NumberFormatter): { what: string; text: string }[] {
  const fit = results.job_fit;
  const values: { what: string; text: string }[] = [];
  if (fit?.fit !== null && fit?.fit !== undefined) {
    values.push({ what: 'job fit', text: f.jobFit(fit.fit) });
    if (fit.band) values.push({ what: 'job-fit band', text: f.fitBand(fit.band) });
    if (fit.probability_all_met !== null && fit.probability_all_met !== undefined)
      values.push({ what: 'all targets met', text: f.probability(fit.probability_all_met) });
  }
  for (const c of results.competences) {
    if (c.score !== null)
      values.push({ what: `${c.code} score`, text: `Sten ${f.plusMinus(c.score, c.se_sten)}` });
    if (c.probability_met !== null)
      values.push({ what: `${c.code} target met`, text: f.probability(c.probability_met) });
  }
  for (const d of results.instruments.flatMap((i) => i.dimensions)) {
    if (d.sten === null) continue;
    values.push({
      what: `${d.code} sten and band`,
      text: `Sten ${f.of('sten', d.sten)}${d.sten_band ? ` (${f.stenBand(d.sten_band)})` : ''}`,
    });
    if (d.percentile !== null)
      values.push({ what: `${d.code} percentile`, text: f.of('percentile', d.percentile) });
  }
  return values;
}

async function exportWorkbook(lang: ReportLanguage): Promise<ExcelJS.Workbook> {
  const started = await t.callOk('projects/participants/export', { project_id: projectId, lang }, consultant);
  await t.deps.jobs.drain();
  const file = await fileCall(t, 'downloads/file', { download_id: started.download_id }, consultant);
  expect(file.status).toBe(200);
  const workbook = await workbookOf(file.bytes);
  return workbook;
}

/** A sheet's row of one participant as header → cell value. */
function rowOf(sheet: ExcelJS.Worksheet, code: string): Map<string, unknown> {
  const headers = headersOf(sheet);
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row, n) => {
    if (n > 1 && row.getCell(1).value === code) found = row;
  });
  expect(found, `${sheet.name} has ${code}`).toBeDefined();
  return new Map(headers.map((h, i) => [h, found!.getCell(i + 1).value]));
}

describe('the drawer, the PDF and the .xlsx show one value alike', () => {
  for (const lang of REPORT_LANGUAGES)
    it(`in ${lang === 'id' ? 'Indonesian' : 'English'}`, async () => {
      const f = numberFormatter(lang);
      const workbook = await exportWorkbook(lang);
      const summary = workbook.worksheets[0];
      for (const candidate of candidates) {
        // The drawer read in the same language, so it names the tests as the file's sheets do.
        const drawer = await t.call<ParticipantResults>(
          'projects/participants/results',
          { participant_id: candidate.id },
          consultant,
          { 'content-language': lang },
        );
        const results = drawer.body.data as ParticipantResults;

        const pdf = await fileCall(
          t,
          'projects/participants/report',
          { participant_id: candidate.id, type: 'hiring-manager', lang },
          consultant,
        );
        expect(pdf.status).toBe(200);
        // In the order the values were drawn: reading order can interleave a value with a chart's
        // labels beside it (the fit band beside the gauge's ticks once lost its decimal point).
        const text = squeeze(pdfText(pdf.bytes, { raw: true }));
        for (const { what, text: value } of shownValues(results, f))
          expect(text, `${candidate.name}: the PDF's ${what}`).toContain(squeeze(value));

        // The .xlsx: each cell, written by the same formatter, reads as the drawer's value.
        const row = rowOf(summary, candidate.code);
        const fit = results.job_fit;
        const headers = lang === 'id' ? ID_HEADERS : EN_HEADERS;
        const cell = (header: string) => {
          expect(row.has(header), header).toBe(true);
          return row.get(header) as number | null;
        };
        expect(f.of('jobFit', cell(headers.jobFit)), 'job fit').toBe(
          f.of('jobFit', results.participant.job_fit),
        );
        if (fit?.band)
          expect(
            f.fitBand({ lower: cell(headers.lower) as number, upper: cell(headers.upper) as number }),
            'job-fit band',
          ).toBe(f.fitBand(fit.band));
        for (const c of results.competences) {
          const name = lang === 'id' ? (namesId.get(c.code) ?? c.name) : c.name;
          expect(f.of('sten', cell(`${name} sten`)), `${c.code} sten`).toBe(f.of('sten', c.score));
          // The cell is the shown value itself, not a more precise one Excel would round its own way.
          expect(cell(`${name} sten`), `${c.code} sten cell`).toBe(
            Number(numberFormatter('en').of('sten', c.score)),
          );
        }
        for (const ins of results.instruments) {
          const sheet = workbook.getWorksheet(ins.instrument_name)!;
          const cells = rowOf(sheet, candidate.code);
          for (const d of ins.dimensions.filter((x) => x.sten !== null)) {
            const name = lang === 'id' ? (namesId.get(d.code) ?? d.name) : d.name;
            const words =
              lang === 'id'
                ? { sten: 'sten', percentile: 'persentil' }
                : { sten: 'sten', percentile: 'percentile' };
            expect(f.of('sten', cells.get(`${name} ${words.sten}`) as number), `${d.code} sten`).toBe(
              f.of('sten', d.sten),
            );
            expect(
              f.of('percentile', cells.get(`${name} ${words.percentile}`) as number),
              `${d.code} percentile`,
            ).toBe(f.of('percentile', d.percentile));
          }
        }
      }
    });
});

const EN_HEADERS = { jobFit: 'Job fit %', lower: 'Job fit band lower', upper: 'Job fit band upper' };
const ID_HEADERS = {
  jobFit: 'Kecocokan jabatan %',
  lower: 'Rentang kecocokan bawah',
  upper: 'Rentang kecocokan atas',
};
