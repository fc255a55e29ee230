// How an item's rich text and a sheet cell's text turn into each other: a stem or option that is
// plain text (or one plain paragraph) is written as that text, anything with more markup as its
// HTML; a cell holding an allowed HTML tag is read as HTML (sanitised later like every stem), any
// other cell as plain text.

/** Tags of the stored rich text (instrument-content.ts); other `<…>` in a cell is text. */
const HTML_TAG = /<\/?(p|br|b|strong|i|em|u|s|sub|sup|ul|ol|li|a|img|span|blockquote|code|pre)\b[^>]*>/i;
const ONE_PLAIN_PARAGRAPH = /^<p>([^<]*)<\/p>$/;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A stored rich text as the sheet shows it: plain text where that says all of it, else HTML. */
export function richToCell(html: string): string {
  if (!/<[a-z/!]/i.test(html)) return decodeEntities(html);
  const one = ONE_PLAIN_PARAGRAPH.exec(html);
  return one ? decodeEntities(one[1]) : html;
}

/** A cell's text as rich text: HTML when it holds a tag of ours, else plain text escaped. */
export function cellToRich(text: string): string {
  return HTML_TAG.test(text) ? text : escapeText(text);
}
