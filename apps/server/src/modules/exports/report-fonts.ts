import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

// The reports' typeface: Inter (SIL Open Font License), from its npm package. Unlike pdfkit's
// built-in Helvetica (WinAnsi only) it has every character the reports print: Indonesian and
// English text, Σ − ≤ ≥ θ ± · √ ² ’ – … and the subscript j of the job-fit formula. Noto Sans
// lacks ≤ ≥ √, which would need a second font and per-character switching.

const require = createRequire(import.meta.url);

export const REPORT_FONT = 'Report';
export const REPORT_FONT_BOLD = 'Report-Bold';

type Font = fontkit.Font;
let loaded: { regular: Font; bold: Font } | null = null;

function open(file: string): Font {
  const font = fontkit.create(readFileSync(require.resolve(`@expo-google-fonts/inter/${file}`)));
  // A .ttf holds one font (a collection would answer a list of them).
  if (!('layout' in font)) throw new Error(`${file} is not a single font`);
  return font as Font;
}

/**
 * The parsed fonts, read from disk once per process (or worker thread): every report shares them,
 * and each PDF embeds only the glyphs it uses (pdfkit subsets embedded fonts).
 */
export function reportFonts(): { regular: Font; bold: Font } {
  loaded ??= {
    regular: open('400Regular/Inter_400Regular.ttf'),
    bold: open('700Bold/Inter_700Bold.ttf'),
  };
  return loaded;
}

/** Shaped words kept per font; past this many the cache starts again (names vary, labels repeat). */
const LAYOUT_CACHE_MAX = 50_000;
let documents = 0;
const shapedWords: Record<string, Record<string, unknown>> = {};

/**
 * Registers the report fonts on a document under REPORT_FONT and REPORT_FONT_BOLD and selects the
 * regular one. Shaping a word (OpenType substitutions and kerning) was most of a report's
 * rendering time, and pdfkit keeps the shaped words per document; reports repeat the same words,
 * so every document's font gets the one cache of its typeface (pdfkit only reads the runs it
 * keeps there, scaled for the font, which is the same in every document).
 */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  const fonts = reportFonts();
  if (++documents % 100 === 0)
    for (const name of Object.keys(shapedWords))
      if (Object.keys(shapedWords[name]).length > LAYOUT_CACHE_MAX) shapedWords[name] = Object.create(null);
  // pdfkit accepts an already parsed fontkit font (its types only list paths and buffers).
  for (const [name, font] of [
    [REPORT_FONT_BOLD, fonts.bold],
    [REPORT_FONT, fonts.regular],
  ] as const) {
    doc.registerFont(name, font as unknown as Buffer);
    doc.font(name);
    const embedded = (doc as unknown as { _font: { layoutCache?: Record<string, unknown> } })._font;
    shapedWords[name] ??= Object.create(null);
    if (embedded.layoutCache) embedded.layoutCache = shapedWords[name];
  }
}

/** Whether the report font can draw every character of `text` (tests look for missing glyphs). */
export function missingCharacters(text: string): string[] {
  const { regular } = reportFonts();
  return [...new Set(text)].filter(
    (ch) => /\S/.test(ch) && !regular.hasGlyphForCodePoint(ch.codePointAt(0)!),
  );
}
