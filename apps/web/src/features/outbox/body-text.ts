/** A piece of an e-mail body: plain text or a web link. */
export type BodyPart = { kind: 'text'; text: string } | { kind: 'link'; text: string };

const LINK = /https?:\/\/[^\s<>"')\]]+/g;
/** Punctuation that ends a sentence rather than the link it follows. */
const TRAILING = /[.,;:!?]+$/;

/** Splits a plain-text e-mail body into text and links, so links can be shown clickable. */
export function splitLinks(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of body.matchAll(LINK)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', text: url });
    last = start + url.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}
