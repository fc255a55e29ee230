import { REPORT_LANGUAGES, REPORT_TYPES, type ReportLanguage, type ReportType } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-reader';
import { startAppAs } from '../../../test/support/module-setup';
import { renderParticipantReport } from './participant-report.pdf';
import { type ReportData, readReport } from './participant-report.reader';
import { participantReader } from './participant-report.service';

// Every report writes its dates in its reader's language, as the screens and the exports do
// (contracts' date-format.ts): the month in words, the day first, the time of UTC named so. An
// August date tells the languages apart ("August" / "Agustus"); no ISO date is left.

const COMPLETED = '2026-08-12T14:05:00.000Z';
const GENERATED = '2026-11-29T08:30:00.000Z';

/** What each report prints of the two dates, as the reader sees it (pdftotext's text). */
const EXPECTED: Record<ReportLanguage, Record<ReportType, string[]>> = {
  en: {
    'hiring-manager': ['Completed 12 August 2026 14:05 UTC', 'generated 29 November 2026 08:30 UTC'],
    'technical-appendix': [
      'Completed 12 August 2026 14:05 UTC',
      '12 Aug 2026 14:05 UTC',
      'generated 29 November 2026 08:30 UTC',
    ],
    'candidate-feedback': ['Completed 12 August 2026', 'generated 29 November 2026 08:30 UTC'],
  },
  id: {
    'hiring-manager': ['Selesai 12 Agustus 2026 14.05 UTC', 'dibuat 29 November 2026 08.30 UTC'],
    'technical-appendix': [
      'Selesai 12 Agustus 2026 14.05 UTC',
      '12 Agu 2026 14.05 UTC',
      'dibuat 29 November 2026 08.30 UTC',
    ],
    'candidate-feedback': ['Selesai 12 Agustus 2026', 'dibuat 29 November 2026 08.30 UTC'],
  },
};

let t: TestApp;
let data: ReportData;

beforeAll(async () => {
  [t] = await startAppAs('consultant');
  const participant = await t.deps.db
    .selectFrom('participants as p')
    .innerJoin('projects as pr', 'pr.id', 'p.project_id')
    .select(['p.id', 'pr.account_corporate_id'])
    .where('pr.name', '=', 'Graduate Intake 2026 (demo)')
    .where('p.status', '=', 'scored')
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  const read = (await readReport(
    t.deps,
    participantReader(participant.account_corporate_id),
    participant.id,
  ))!;
  // Known dates, so the text can be spelled out: completed and scored in August.
  data = {
    ...read,
    participant: { ...read.participant, completedAt: COMPLETED },
    instruments: read.instruments.map((i) => ({ ...i, scoredAt: COMPLETED })),
  };
});
afterAll(() => t.close());

describe('the reports’ dates in the reader’s language', () => {
  for (const lang of REPORT_LANGUAGES)
    for (const type of REPORT_TYPES)
      it(`${type} in ${lang}`, async () => {
        const pdf = await renderParticipantReport(data, {
          generatedAt: GENERATED,
          productName: 'Asesa',
          type,
          lang,
        });
        const text = pdfText(pdf).replace(/\s+/g, ' ');
        for (const expected of EXPECTED[lang][type]) expect(text).toContain(expected);
        expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      });
});
