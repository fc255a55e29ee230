import { REPORT_LANGUAGES, REPORT_TYPES, type ReportLanguage } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-reader';
import { startAppAs } from '../../../test/support/module-setup';
import { demoProject, scoredDemoParticipants } from '../../../test/tenants';
import { nowIso } from '../../lib/clock';
import { jobFitExplanation } from '../scoring-runs/competence-scoring';
import { CANDIDATE_LABELS, COMMON_LABELS } from './participant-report.labels';
import { renderParticipantReport } from './participant-report.pdf';
import { type ReportData, readReport } from './participant-report.reader';
import { participantReader } from './participant-report.service';
import { HIRING_LABELS } from './report-hiring-manager.labels';
import { TECHNICAL_LABELS } from './report-technical-appendix.labels';

// Every report type is written whole in each language: an Indonesian report prints no label that
// exists only in the English label tables, and an English one none that exists only in the
// Indonesian tables. The check is built from the tables themselves, so a label added in one
// language without the other, or printed from the wrong table, fails it.

const MARK = '\u0001';
const TABLES = [COMMON_LABELS, CANDIDATE_LABELS, HIRING_LABELS, TECHNICAL_LABELS];

/** The fixed texts of a label table: strings as they are, functions called with markers and cut there. */
function fragments(value: unknown): string[] {
  if (typeof value === 'string') return value.split(MARK);
  if (typeof value === 'function')
    return fragments(String((value as (...a: unknown[]) => unknown)(MARK, MARK, MARK, MARK, MARK)));
  if (value instanceof RegExp || value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(fragments);
  if (typeof value === 'object') return Object.values(value).flatMap(fragments);
  return [];
}

/** Texts worth checking: trimmed, at least three characters, with a letter. */
const meaningful = (texts: string[]) =>
  [...new Set(texts.map((t) => t.replace(/\s+/g, ' ').trim()))].filter(
    (t) => t.length >= 3 && /\p{L}/u.test(t),
  );

function textsOf(lang: ReportLanguage): string[] {
  return meaningful(TABLES.flatMap((table) => fragments(table[lang])));
}

/**
 * The label texts of `lang` the other language's tables do not have. The engine's English texts
 * an Indonesian report replaces (the job-fit rule in words, the formula's glosses) count as English.
 */
function onlyIn(lang: ReportLanguage): string[] {
  const other = textsOf(lang === 'id' ? 'en' : 'id');
  const own = [
    ...textsOf(lang),
    ...(lang === 'en'
      ? meaningful([...jobFitExplanation(Number.NaN).split('NaN'), 'score on the', 'targets'])
      : []),
  ];
  return own.filter((text) => !other.some((o) => o.includes(text)));
}

/**
 * What a report prints that has no translation by design, cut out of its text before the check:
 * names of people, projects, instruments, blueprints and norms, and the library's interview
 * questions (the competence library has no translations of them).
 */
function untranslated(data: ReportData): string[] {
  return [
    data.participant.name,
    data.participant.code,
    data.project.name,
    data.project.corporateName,
    data.brand.name,
    ...data.instruments.flatMap((i) => [
      i.name,
      i.code,
      i.blueprint?.name ?? '',
      ...i.norms.flatMap((n) => [n.id, n.group ?? '']),
    ]),
    ...data.competences.flatMap((c) => c.interviewQuestions),
  ]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
}

let t: TestApp;
let scored: number[];
let corporateId: number;

beforeAll(async () => {
  [t] = await startAppAs('consultant');
  const project = await demoProject(t);
  corporateId = project.account_corporate_id;
  scored = (await scoredDemoParticipants(t, project.id)).map((p) => p.id);
});
afterAll(() => t.close());

describe('every report in each language', () => {
  it('has label tables whose languages differ where they should', () => {
    // A sanity check of the check: it knows English-only and Indonesian-only words.
    expect(onlyIn('en')).toEqual(expect.arrayContaining(['Job-fit breakdown', 'Your strengths', 'Norms']));
    expect(onlyIn('id')).toEqual(expect.arrayContaining(['Rincian kecocokan jabatan', 'Kekuatan Anda']));
    // Both languages name the same labels (the same keys, every one filled in).
    for (const table of TABLES) expect(Object.keys(table.id).sort()).toEqual(Object.keys(table.en).sort());
  });

  for (const type of REPORT_TYPES)
    for (const lang of REPORT_LANGUAGES)
      it(`${type} in ${lang}: prints no label of the other language only`, async () => {
        const foreign = onlyIn(lang === 'id' ? 'en' : 'id');
        // Two candidates: one meets every target, one falls short (the interview questions differ).
        for (const id of [scored[0], scored[scored.length - 1]]) {
          const data = (await readReport(t.deps, participantReader(corporateId), id))!;
          const pdf = await renderParticipantReport(data, {
            generatedAt: nowIso(),
            productName: 'Asesa',
            type,
            lang,
          });
          let text = pdfText(pdf).replace(/\s+/g, ' ');
          for (const name of untranslated(data)) text = text.replaceAll(name.replace(/\s+/g, ' '), ' ');
          const found = foreign.filter((label) => text.includes(label));
          expect(found, `${type} (${lang}) of participant ${id}`).toEqual([]);
        }
      });
});
