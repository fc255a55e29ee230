import { describe, expect, it } from 'vitest';
import { catalogueTranslator as translator } from '../../lib/catalogue-translator';
import { periodText } from './status-text';

const format = (date: string) => `<${date}>`;

describe("a project's period", () => {
  it('both dates, one of them, or none, in words', () => {
    const id = translator('id');
    expect(periodText(id, '2026-01-01', '2026-02-01', format)).toBe('<2026-01-01> – <2026-02-01>');
    expect(periodText(id, '2026-01-01', null, format)).toBe('Mulai <2026-01-01>, tanpa tanggal akhir');
    expect(periodText(id, null, '2026-02-01', format)).toBe('Sampai <2026-02-01>');
    expect(periodText(id, null, null, format)).toBe('Tanpa batas waktu');
    expect(periodText(translator('en'), null, null, format)).toBe('No dates set');
  });
});
