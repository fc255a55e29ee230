import { describe, expect, it } from 'vitest';
import { asReportLanguage, reportLanguage } from './reports';

describe('the report language', () => {
  it('takes id and en, and reads a regional code as its language', () => {
    expect(reportLanguage.parse('id')).toBe('id');
    expect(reportLanguage.parse('en')).toBe('en');
    expect(asReportLanguage('id-ID')).toBe('id');
    expect(asReportLanguage('EN-gb')).toBe('en');
    expect(asReportLanguage('zh')).toBeNull();
    expect(asReportLanguage(undefined)).toBeNull();
  });

  it('refuses anything else with a message naming the choice, never failing on odd input', () => {
    const message = (value: unknown) => reportLanguage.safeParse(value).error?.issues[0].message;
    expect(message('fr')).toBe('reports are written in id (Bahasa Indonesia) or en (English), not "fr"');
    expect(message('x'.repeat(500))).toBe(
      `reports are written in id (Bahasa Indonesia) or en (English), not "${'x'.repeat(20)}"`,
    );
    expect(message(5)).toContain('not a number');
    expect(message([])).toContain('not a list');
    expect(message(null)).toContain('not null');
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = { a: deep };
    expect(message(deep)).toContain('not an object');
  });
});
