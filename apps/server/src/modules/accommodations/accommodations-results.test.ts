import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-reader';
import { startAppAs } from '../../../test/support/module-setup';
import { downloadedWorkbook, headersOf } from '../../../test/support/workbooks';
import { demoProject, scoredDemoParticipants } from '../../../test/tenants';

// An accommodation travels with the result it was taken with: a neutral "Taken with: …" line on
// the reports and a column of the participants .xlsx, in the reader's language, and nothing for a
// candidate without one.

let t: TestApp;
let consultant: string;
let projectId: number;
let accommodated: { id: number; code: string };
let other: { id: number; code: string };

beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
  projectId = (await demoProject(t)).id;
  [accommodated, other] = await scoredDemoParticipants(t, projectId);
  const res = await t.call(
    'projects/participants/accommodations/grant',
    {
      participant_id: accommodated.id,
      extra_time_percent: 25,
      larger_text: true,
      reason: 'Visual impairment (assessment report on file)',
      requested_by: 'candidate',
    },
    consultant,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
});
afterAll(() => t.close());

const report = (participantId: number, type: string, lang: string) =>
  fileCall(t, 'projects/participants/report', { participant_id: participantId, type, lang }, consultant);
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('the reports', () => {
  it('say what the tests were taken with, in English and Indonesian, on every report type', async () => {
    for (const type of ['hiring-manager', 'technical-appendix', 'candidate-feedback']) {
      const en = oneLine(pdfText((await report(accommodated.id, type, 'en')).bytes));
      expect(en, type).toContain('Taken with: extra time 25 %, larger text');
      const id = oneLine(pdfText((await report(accommodated.id, type, 'id')).bytes));
      expect(id, type).toContain('Dikerjakan dengan: waktu tambahan 25 %, teks lebih besar');
    }
    // Six PDFs, each a second or more on a busy machine.
  }, 120_000);

  it('print no such line for a candidate without an accommodation', async () => {
    const en = oneLine(pdfText((await report(other.id, 'hiring-manager', 'en')).bytes));
    expect(en).not.toContain('Taken with');
  });
});

describe('the participants .xlsx', () => {
  it('has an Accommodation column, filled only for the accommodated candidate', async () => {
    for (const [lang, header, value] of [
      ['en', 'Accommodation', 'Taken with: extra time 25 %, larger text'],
      ['id', 'Akomodasi', 'Dikerjakan dengan: waktu tambahan 25 %, teks lebih besar'],
    ] as const) {
      const started = await t.callOk(
        'projects/participants/export',
        { project_id: projectId, lang },
        consultant,
      );
      await t.deps.jobs.drain();
      const wb = await downloadedWorkbook(t, started.download_id, consultant);
      const sheet = wb.worksheets[0];
      const headers = headersOf(sheet);
      const column = headers.indexOf(header) + 1;
      expect(column, lang).toBeGreaterThan(0);
      const byCode = new Map<string, unknown>();
      sheet.eachRow((row, n) => {
        if (n > 1) byCode.set(String(row.getCell(1).value), row.getCell(column).value);
      });
      expect(String(byCode.get(accommodated.code)).replace(/\u00a0/g, ' ')).toBe(value);
      expect(byCode.get(other.code) ?? null).toBeNull();
    }
  });
});
