/** Text helpers of spec 5 ("General"). */

/** Default number of words `truncateWords` keeps. */
export const TRUNCATE_WORDS_DEFAULT = 8;
export const ELLIPSIS = '...';

/** Upper-cases the first letter of every word and lower-cases the rest: "jOHN doe" → "John Doe". */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|\s)(\S)/g, (_m, space: string, ch: string) => space + ch.toUpperCase());
}

/** Upper-cases only the first character, leaving the rest untouched: "hello World" → "Hello World". */
export function capitalizeFirst(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** Keeps the first `n` words followed by '...' when the text has more; otherwise returns it unchanged. */
export function truncateWords(text: string, n: number = TRUNCATE_WORDS_DEFAULT): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= n) return text;
  return `${words.slice(0, Math.max(0, n)).join(' ')}${ELLIPSIS}`;
}
