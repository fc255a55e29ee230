import { describe, expect, it } from 'vitest';
import { pdfFoldedText } from '../../../test/support/poppler';
import { DEFAULT_BRAND_COLOUR } from '../exports/participant-report.reader';
import { ReportWriter } from '../exports/report-layout';
import { impactOverTime, quarterOf } from './bias-audit-over-time';
import { manualText } from './technical-manual.labels';
import type { ManualData } from './technical-manual-data';
import { writeImpactOverTime } from './technical-manual-impact';

// The technical manual's adverse impact over time: job-fit decisions quarter by quarter, worked
// out by hand (Fisher's p as scipy.stats.fisher_exact computes it, two-sided), and the section
// as a reader sees it in English and Indonesian.

interface Row {
  job_fit: number | null;
  gender: string;
  birth_date: string | null;
  education_level: string;
  completed_at: string;
}

/** `count` candidates completing on `day`, `selected` of them with a job fit of 80 and the rest 50. */
const rows = (gender: string, day: string, count: number, selected: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    job_fit: i < selected ? 80 : 50,
    gender,
    birth_date: null,
    education_level: '',
    completed_at: `${day}T09:00:00.000Z`,
  }));

// Q1: women 24 of 40, men 25 of 40 (ratio 0.96); Q2: women 12 of 40, men 24 of 40 (ratio 0.50).
const DRIFT = [
  ...rows('female', '2026-02-10', 40, 24),
  ...rows('male', '2026-03-31', 40, 25),
  ...rows('female', '2026-04-01', 40, 12),
  ...rows('male', '2026-06-30', 40, 24),
  { ...rows('male', '2026-06-30', 1, 1)[0], job_fit: null },
];

async function sectionText(lang: 'en' | 'id'): Promise<string> {
  const w = new ReportWriter({
    title: 'Section',
    subject: 'Section',
    author: 'Asesa',
    brand: { colour: DEFAULT_BRAND_COLOUR, logo: null, name: 'Asesa' },
    runningHead: 'Section',
    footer: 'Asesa',
    page: (page, pages) => `${page}/${pages}`,
    compress: false,
  });
  writeImpactOverTime(w, { impactOverTime: impactOverTime(DRIFT, 70) } as ManualData, manualText(lang));
  return pdfFoldedText(await w.finish());
}

describe('adverse impact over time', () => {
  it('names the quarter of a completion', () => {
    expect(quarterOf('2026-03-31T23:59:59.000Z')).toBe('2026 Q1');
    expect(quarterOf('2026-04-01T00:00:00.000Z')).toBe('2026 Q2');
    expect(quarterOf('2026-12-31T09:00:00.000Z')).toBe('2026 Q4');
  });

  it('follows the lowest impact ratio quarter by quarter, as worked out by hand', () => {
    const over = impactOverTime(DRIFT, 70);
    expect(over.rows.map((r) => [r.period, r.field, r.n, r.flagged])).toEqual([
      ['2026 Q1', 'gender', 80, false],
      ['2026 Q2', 'gender', 80, true],
    ]);
    const [q1, q2] = over.rows;
    expect(q1.lowest).toMatchObject({ values: ['female'], reference: ['male'] });
    expect(q1.lowest!.ratio).toBeCloseTo(24 / 25, 12);
    // scipy.stats.fisher_exact([[24, 16], [25, 15]]) → p = 1.0
    expect(q1.lowest!.fisherP).toBeCloseTo(1, 9);
    expect(q2.lowest).toMatchObject({ values: ['female'], reference: ['male'] });
    expect(q2.lowest!.ratio).toBeCloseTo(0.5, 12);
    // scipy.stats.fisher_exact([[12, 28], [24, 16]]) → p = 0.01292080506975144
    expect(q2.lowest!.fisherP).toBeCloseTo(0.01292080506975144, 12);
  });

  it('prints the quarters in the manual, in English and Indonesian', async () => {
    const en = await sectionText('en');
    expect(en).toContain('Adverse impact over time');
    expect(en).toContain('2026 Q1 Gender 80 female against male 0.96 1.000 passes');
    expect(en).toContain('2026 Q2 Gender 80 female against male 0.50 0.013 fails');
    const id = await sectionText('id');
    expect(id).toContain('Dampak merugikan dari waktu ke waktu');
    expect(id).toContain('2026 Q2 Jenis kelamin 80 perempuan terhadap laki-laki 0,50 0,013 tidak memenuhi');
  });
});
