import {
  type ImportProblem,
  type InstrumentItem,
  ITEM_IMPORT_MAX_ITEMS,
  instrumentItem,
} from '@asesa/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import yauzl from 'yauzl';
import { badRequest, fieldError } from '../../lib/errors';
import { fieldMessage, fillMessage, type ServerMessage } from '../../lib/server-messages';
import { INSTRUMENT_MESSAGES as M } from './instruments.messages';

// QTI 2.2 and 3.0 packages in: an IMS content package (a zip with imsmanifest.xml) whose item
// resources are assessmentItem (2.x) or qti-assessment-item (3.0) files. QTI 3.0 names its
// elements and attributes in kebab case with a qti- prefix (qti-choice-interaction,
// response-identifier); both versions are read as the 2.x names, so one reading serves both.
// Choice (single and multiple response), order, text-entry and extended-text interactions map to
// item types here; anything else is listed as skipped with the reason, never dropped silently.

const NOT_QTI = fieldMessage('file', M.notQti);
/** Bounds on what a package may make the server inflate: a zip bomb stops at these. */
const MAX_ENTRIES = 20_000;
const MAX_XML_BYTES = 2 * 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

/** Reads the XML files of a zip (by name), refusing what is not a zip or inflates beyond bounds. */
function readXmlEntries(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, strictFileNames: false }, (err, zip) => {
      if (err || !zip) return reject(badRequest(NOT_QTI, 'file'));
      const files = new Map<string, string>();
      let entries = 0;
      let total = 0;
      const fail = (message: ServerMessage) => {
        zip.close();
        reject(badRequest(message, 'file'));
      };
      zip.on('error', () => fail(NOT_QTI));
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (++entries > MAX_ENTRIES)
          return fail(fieldMessage('file', fillMessage(M.tooManyFiles, { max: MAX_ENTRIES })));
        if (!/\.xml$/i.test(entry.fileName) || entry.fileName.endsWith('/')) return zip.readEntry();
        if (entry.uncompressedSize > MAX_XML_BYTES)
          return fail(
            fieldMessage(
              'file',
              fillMessage(M.xmlTooLarge, { file: entry.fileName, mb: MAX_XML_BYTES / 1024 / 1024 }),
            ),
          );
        total += entry.uncompressedSize;
        if (total > MAX_TOTAL_BYTES)
          return fail(
            fieldMessage('file', fillMessage(M.packageXmlTooLarge, { mb: MAX_TOTAL_BYTES / 1024 / 1024 })),
          );
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return fail(NOT_QTI);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', () => fail(NOT_QTI));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

// ---- XML as an ordered tree ----

type XNode = Record<string, unknown>;
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
const canon = (name: string) =>
  name.replace(/^qti-/, '').replace(/-([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());

/** The parser is lenient (an unclosed tag reads as closed): a file must be well-formed first. */
function parseXml(xml: string): XNode[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`${valid.err.msg} (line ${valid.err.line})`);
  return parser.parse(xml) as XNode[];
}

const tagOf = (node: XNode): string | null => Object.keys(node).find((k) => k !== ':@') ?? null;
const childrenOf = (node: XNode): XNode[] => {
  const tag = tagOf(node);
  return tag && Array.isArray(node[tag]) ? (node[tag] as XNode[]) : [];
};
const nameOf = (node: XNode) => {
  const tag = tagOf(node);
  return tag && tag !== '#text' ? canon(tag) : null;
};
function attrOf(node: XNode, name: string): string | undefined {
  const attrs = (node[':@'] ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(attrs)) if (canon(key) === name) return String(value);
  return undefined;
}
const textOf = (node: XNode): string =>
  tagOf(node) === '#text'
    ? String(node['#text'])
    : childrenOf(node)
        .map((c) => textOf(c))
        .join('');
const elements = (nodes: XNode[], name: string) => nodes.filter((n) => nameOf(n) === name);
function findAll(nodes: XNode[], test: (name: string) => boolean, out: XNode[] = []): XNode[] {
  for (const n of nodes) {
    const name = nameOf(n);
    if (name && test(name)) out.push(n);
    else if (name) findAll(childrenOf(n), test, out);
  }
  return out;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');
/** Body parts that are not the item's question: feedback, rubrics, templates. */
const LEFT_OUT = new Set([
  'feedbackBlock',
  'feedbackInline',
  'modalFeedback',
  'rubricBlock',
  'templateBlock',
  'templateInline',
  'printedVariable',
  'stylesheet',
  'companionMaterialsInfo',
]);
const isInteraction = (name: string) => name.endsWith('Interaction');

/**
 * Mixed content as HTML (sanitised later like every stem): interactions left out, an inline
 * text entry shown as a blank to fill.
 */
function html(nodes: XNode[]): string {
  return nodes
    .map((n) => {
      const tag = tagOf(n);
      if (!tag || tag.startsWith('?')) return '';
      if (tag === '#text') return escapeText(String(n['#text']));
      const name = canon(tag);
      if (name === 'textEntryInteraction') return '_____';
      if (isInteraction(name) || LEFT_OUT.has(name)) return '';
      const attrs = Object.entries((n[':@'] ?? {}) as Record<string, unknown>)
        .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
        .join('');
      return `<${tag}${attrs}>${html(childrenOf(n))}</${tag}>`;
    })
    .join('')
    .replace(/>\s+</g, '><')
    .trim();
}

// ---- items ----

export interface QtiItemResult {
  /** The item file in the package. */
  file: string;
  item?: InstrumentItem;
  skipped?: string;
  problems?: string[];
}

const LETTERS = 'ABCDEFGHIJ';

interface Declaration {
  cardinality: string;
  baseType: string;
  correct: string[];
}

/** One item file made into an item, skipped (a type with no match here) or refused (its problems). */
export function qtiToItem(file: string, xml: string): QtiItemResult {
  let tree: XNode[];
  try {
    tree = parseXml(xml);
  } catch (err) {
    return { file, problems: [`is not well-formed XML: ${(err as Error).message.split('\n')[0]}`] };
  }
  const root = tree.find((n) => nameOf(n) === 'assessmentItem');
  if (!root) return { file, skipped: 'is not an assessment item' };
  const children = childrenOf(root);
  const declarations = new Map<string, Declaration>();
  for (const d of elements(children, 'responseDeclaration')) {
    const correct = elements(childrenOf(d), 'correctResponse').flatMap((c) =>
      elements(childrenOf(c), 'value').map((v) => textOf(v).trim()),
    );
    declarations.set(attrOf(d, 'identifier') ?? '', {
      cardinality: attrOf(d, 'cardinality') ?? 'single',
      baseType: attrOf(d, 'baseType') ?? '',
      correct,
    });
  }
  const body = elements(children, 'itemBody')[0];
  if (!body) return { file, skipped: 'has no item body' };
  const interactions = findAll(childrenOf(body), isInteraction);
  if (interactions.length === 0) return { file, skipped: 'has no interaction (nothing to answer)' };
  if (interactions.length > 1)
    return { file, skipped: `has ${interactions.length} interactions; an item here holds one` };
  const interaction = interactions[0];
  const kind = nameOf(interaction) as string;
  const declaration = declarations.get(attrOf(interaction, 'responseIdentifier') ?? '') ?? {
    cardinality: 'single',
    baseType: '',
    correct: [],
  };
  const prompt = elements(childrenOf(interaction), 'prompt').map((p) => html(childrenOf(p)));
  const stem = [html(childrenOf(body)), ...prompt.map((p) => `<p>${p}</p>`)].filter(Boolean).join('');
  const identifier = attrOf(root, 'identifier')?.trim();
  const common: Record<string, unknown> = { stem };
  if (identifier && identifier.length <= 40) common.id = identifier;
  const problems: string[] = [];

  // Choices lettered A, B, C… like the item editor's; keys follow their choice.
  const choicesOf = (choiceName: string) => {
    const choices = elements(childrenOf(interaction), choiceName);
    const letterOf = new Map(choices.map((c, i) => [attrOf(c, 'identifier') ?? '', LETTERS[i] ?? `X${i}`]));
    const options = choices.map((c, i) => ({ id: LETTERS[i] ?? `X${i}`, text: html(childrenOf(c)) }));
    const keys = declaration.correct.map((v) => {
      const letter = letterOf.get(v);
      if (!letter) problems.push(`its correct response '${v}' is not one of its choices`);
      return letter ?? v;
    });
    return { options, keys };
  };

  let item: Record<string, unknown>;
  switch (kind) {
    case 'choiceInteraction': {
      const { options, keys } = choicesOf('simpleChoice');
      const maxChoices = Number(attrOf(interaction, 'maxChoices') ?? '1');
      const multiple =
        declaration.cardinality === 'multiple' || (declaration.cardinality !== 'single' && maxChoices !== 1);
      if (!keys.length)
        return {
          file,
          skipped: 'is a choice interaction without a correct response (a choice item here needs its key)',
        };
      if (!multiple) {
        if (keys.length > 1) problems.push(`has ${keys.length} correct responses for a single choice`);
        item = { ...common, type: 'single', options, key: keys[0] };
      } else {
        const minChoices = Number(attrOf(interaction, 'minChoices') ?? '0');
        item = { ...common, type: 'multiple', options, keys };
        if (Number.isInteger(maxChoices) && maxChoices > 0) item.max_choices = maxChoices;
        if (Number.isInteger(minChoices) && minChoices > 0) item.min_choices = minChoices;
      }
      break;
    }
    case 'orderInteraction': {
      const { options, keys } = choicesOf('simpleChoice');
      if (!keys.length)
        return {
          file,
          skipped: 'is an order interaction without a correct order (a ranking item here needs its key)',
        };
      if (keys.length !== options.length) problems.push('its correct order does not rank every choice once');
      item = { ...common, type: 'ranking', options, keys };
      break;
    }
    case 'textEntryInteraction': {
      const numeric = declaration.baseType === 'integer' || declaration.baseType === 'float';
      const value = Number(declaration.correct[0]);
      if (numeric && declaration.correct.length && Number.isFinite(value))
        item = { ...common, type: 'numeric', key: { value } };
      else item = { ...common, type: 'text', scoring: 'unscored' };
      break;
    }
    case 'extendedTextInteraction':
      item = { ...common, type: 'text', scoring: 'unscored' };
      break;
    default:
      return { file, skipped: `is a ${kind}, which no item type here matches` };
  }
  const parsed = instrumentItem.safeParse(item);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      problems.push(`${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`);
  return problems.length ? { file, problems } : { file, item: item as InstrumentItem };
}

/** The item files a manifest names, in its order (hrefs resolved against the manifest's folder). */
function manifestItems(manifestPath: string, xml: string): string[] | null {
  let tree: XNode[];
  try {
    tree = parseXml(xml);
  } catch {
    return null;
  }
  const folder = manifestPath.includes('/') ? manifestPath.slice(0, manifestPath.lastIndexOf('/') + 1) : '';
  const resources = findAll(tree, (name) => name === 'resource');
  const hrefs: string[] = [];
  for (const r of resources) {
    const type = attrOf(r, 'type') ?? '';
    const href = attrOf(r, 'href');
    if (!/imsqti_item/i.test(type) || !href) continue;
    let path = href;
    try {
      path = decodeURIComponent(href);
    } catch {}
    hrefs.push(normalise(folder + path));
  }
  return hrefs;
}

function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

export interface QtiPackageRead {
  items: { file: string; item: InstrumentItem }[];
  skipped: { item: string; reason: string }[];
  problems: ImportProblem[];
}

/** Reads a QTI package: every item file the manifest names (all assessment items when it names none). */
export async function readQtiPackage(buffer: Buffer): Promise<QtiPackageRead> {
  const files = await readXmlEntries(buffer);
  const manifestPath = [...files.keys()]
    .filter((name) => /(^|\/)imsmanifest\.xml$/i.test(name))
    .sort((a, b) => a.length - b.length)[0];
  if (!manifestPath) throw badRequest(NOT_QTI, 'file');
  const named = manifestItems(manifestPath, files.get(manifestPath) as string);
  if (named === null) throw fieldError('file', M.manifestNotXml);
  const paths = named.length
    ? named
    : [...files.keys()].filter(
        (p) =>
          p !== manifestPath && /<(\w+:)?(qti-assessment-item|assessmentItem)\b/.test(files.get(p) ?? ''),
      );
  if (paths.length > ITEM_IMPORT_MAX_ITEMS)
    throw fieldError('file', fillMessage(M.tooManyItems, { max: ITEM_IMPORT_MAX_ITEMS }));
  const out: QtiPackageRead = { items: [], skipped: [], problems: [] };
  for (const path of paths) {
    const xml = files.get(path);
    if (xml === undefined) {
      out.problems.push({ item: path, message: 'is named by imsmanifest.xml but is not in the package' });
      continue;
    }
    const result = qtiToItem(path, xml);
    if (result.item) out.items.push({ file: path, item: result.item });
    else if (result.skipped) out.skipped.push({ item: path, reason: result.skipped });
    for (const message of result.problems ?? []) out.problems.push({ item: path, message });
  }
  return out;
}
