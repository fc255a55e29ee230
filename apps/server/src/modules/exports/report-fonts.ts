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
    const embedded = (doc as unknown as { _font: EmbeddedFont })._font;
    shapedWords[name] ??= Object.create(null);
    if (embedded.layoutCache) embedded.layoutCache = shapedWords[name];
    mapGlyphsToTheirCharacters(embedded, font);
  }
}

/** The parts of pdfkit's embedded font the text layer is made from. */
interface EmbeddedFont {
  layoutCache?: Record<string, unknown>;
  unicode: number[][];
  subset: { glyphs: number[] };
  embed(): void;
}

const charactersOfGlyphs = new WeakMap<Font, Map<number, number>>();

/** Each glyph the font's character map reaches, with the character it is drawn for. */
function characterOfGlyph(font: Font): Map<number, number> {
  let map = charactersOfGlyphs.get(font);
  if (map) return map;
  map = new Map();
  const lookup = (font as unknown as { _cmapProcessor: { lookup(cp: number): number } })._cmapProcessor;
  for (const cp of font.characterSet) {
    const privateUse = cp >= 0xe000 && cp <= 0xf8ff;
    const glyph = lookup.lookup(cp);
    // Where characters share a glyph (ʼ and ’, Δ and ∆), the later one is the common one.
    if (glyph && !privateUse) map.set(glyph, cp);
  }
  charactersOfGlyphs.set(font, map);
  return map;
}

/**
 * pdfkit writes a PDF's text layer (what copy, search and screen readers read) from the characters
 * fontkit remembers for each glyph, and fontkit remembers a glyph as it was first made in this
 * process. Writing a font subset makes the parts of composite glyphs with no characters (the
 * periods of "…", the apostrophes of "”"), so after one report printed those, every later report's
 * periods and apostrophes read as nothing ("62 5–100"). Before the font is written, each glyph
 * whose remembered characters are missing, or are a single character the font draws with another
 * glyph, is mapped to the character that selects it; ligatures keep their characters.
 */
function mapGlyphsToTheirCharacters(embedded: EmbeddedFont, font: Font): void {
  const embed = embedded.embed.bind(embedded);
  embedded.embed = () => {
    const characterOf = characterOfGlyph(font);
    const lookup = (font as unknown as { _cmapProcessor: { lookup(cp: number): number } })._cmapProcessor;
    embedded.unicode.forEach((characters, subsetId) => {
      const glyph = embedded.subset.glyphs[subsetId];
      const own = characterOf.get(glyph);
      if (own === undefined || subsetId === 0) return;
      const wrong =
        characters.length === 0 || (characters.length === 1 && lookup.lookup(characters[0]) !== glyph);
      if (wrong) embedded.unicode[subsetId] = [own];
    });
    embed();
  };
}

/** Whether the report font can draw every character of `text` (tests look for missing glyphs). */
export function missingCharacters(text: string): string[] {
  const { regular } = reportFonts();
  return [...new Set(text)].filter(
    (ch) => /\S/.test(ch) && !regular.hasGlyphForCodePoint(ch.codePointAt(0)!),
  );
}
