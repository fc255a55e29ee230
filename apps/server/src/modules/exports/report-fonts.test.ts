import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-reader';
import { REPORT_FONT, REPORT_FONT_BOLD, registerReportFonts } from './report-fonts';

/** One small PDF drawn with the report fonts, as its bytes. */
function drawn(lines: [font: string, text: string][]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  registerReportFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const [font, text] of lines) doc.font(font).text(text);
  doc.end();
  return done;
}

// The fonts are parsed once per process and shared by every report, so what one report shaped
// first must not change what the next one's text layer says (copy, search, screen readers).
describe('the text layer of reports drawn one after another', () => {
  it('reads every character of a report drawn after texts whose glyphs were first met inside others', async () => {
    // A report that prints an ellipsis and closing quotes but no period or apostrophe: writing its
    // fonts adds the period and the apostrophe as parts of those glyphs, before any text held them
    // (an Indonesian technical appendix did so, and every later report lost them: "62 5–100").
    await drawn([
      [REPORT_FONT_BOLD, 'Rentang… “kecocokan”'],
      [REPORT_FONT, 'Rentang… “kecocokan”'],
    ]);
    const text = pdfText(
      await drawn([
        [REPORT_FONT_BOLD, 'Fit band 62.5–100 (80 %): ‘minimum’'],
        [REPORT_FONT, 'dⱼ = max(0, tⱼ − sⱼ) for ‘minimum’ targets. Done…'],
      ]),
    ).replace(/\s+/g, ' ');
    expect(text).toContain('Fit band 62.5–100 (80 %): ‘minimum’');
    expect(text).toContain('for ‘minimum’ targets. Done…');
  });
});
