import { XMLParser, XMLValidator } from 'fast-xml-parser';

// QTI files as an ordered tree. QTI 3.0 names its elements and attributes in kebab case with a
// qti- prefix (qti-choice-interaction, response-identifier); both versions are read as the 2.x
// names (canon), so one reading serves 2.1, 2.2 and 3.0.

export type XNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: {
    enabled: true,
    maxEntityCount: 50,
    maxTotalExpansions: 1000,
    maxExpandedLength: 100_000,
  },
});

/** QTI 3 names as QTI 2 names: qti-choice-interaction → choiceInteraction, max-choices → maxChoices. */
export const canon = (name: string) =>
  name.replace(/^qti-/, '').replace(/-([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());

/** The parser is lenient (an unclosed tag reads as closed): a file must be well-formed first. */
export function parseXml(xml: string): XNode[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`${valid.err.msg} (line ${valid.err.line})`);
  return parser.parse(xml) as XNode[];
}

export const tagOf = (node: XNode): string | null => Object.keys(node).find((k) => k !== ':@') ?? null;
export const childrenOf = (node: XNode): XNode[] => {
  const tag = tagOf(node);
  return tag && Array.isArray(node[tag]) ? (node[tag] as XNode[]) : [];
};
export const nameOf = (node: XNode) => {
  const tag = tagOf(node);
  return tag && tag !== '#text' && !tag.startsWith('?') ? canon(tag) : null;
};
export function attrOf(node: XNode, name: string): string | undefined {
  const attrs = (node[':@'] ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(attrs)) if (canon(key) === name) return String(value);
  return undefined;
}
export const textOf = (node: XNode): string =>
  tagOf(node) === '#text'
    ? String(node['#text'])
    : childrenOf(node)
        .map((c) => textOf(c))
        .join('');
export const elements = (nodes: XNode[], name: string) => nodes.filter((n) => nameOf(n) === name);
export const firstElement = (nodes: XNode[], name: string): XNode | undefined =>
  nodes.find((n) => nameOf(n) === name);
/** Elements anywhere below (not inside a match) whose name passes the test. */
export function findAll(nodes: XNode[], test: (name: string) => boolean, out: XNode[] = []): XNode[] {
  for (const n of nodes) {
    const name = nameOf(n);
    if (name && test(name)) out.push(n);
    else if (name) findAll(childrenOf(n), test, out);
  }
  return out;
}

export const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** HTML elements without content: written `<br>`, never `<br></br>` (which a browser reads as two breaks). */
export const VOID_ELEMENTS = new Set(['br', 'img', 'hr', 'col', 'source', 'track', 'wbr']);

/** A folder-relative path made absolute within the package (`a/../b` → `b`); null when it leaves it. */
export function resolvePath(folder: string, href: string): string | null {
  let path = href;
  try {
    path = decodeURIComponent(href);
  } catch {}
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('/')) return null;
  const parts: string[] = [];
  for (const part of (folder + path).split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (!parts.length) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

export const folderOf = (path: string) =>
  path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
