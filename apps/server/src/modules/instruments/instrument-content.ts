import {
  adaptiveSettings,
  FORCED_CHOICE_BLOCK,
  type InstrumentDetail,
  type InstrumentSection,
  type ParticipantItem,
  type StoredItem,
} from '@asesa/contracts';
import sanitizeHtml from 'sanitize-html';
import { randomCode } from '../../lib/crypto';
import { fieldError } from '../../lib/errors';
import { fillMessage, type ServerMessage } from '../../lib/server-messages';
import { UPLOADS_URL_PREFIX } from '../../lib/storage';
import { adaptiveBankProblems } from './adaptive-bank';
import { INSTRUMENT_MESSAGES as M } from './instruments.messages';
import { matchHasKey, matchParticipantItem, normaliseMatchChoices } from './match-items';
import { participantSelection, selectionProblems } from './selection-items';

export type StoredSection = Omit<InstrumentDetail['sections'][number], 'items'> & { items: StoredItem[] };
export interface StoredContent {
  sections: StoredSection[];
}
export type { StoredItem };
// Answers are checked against their item's shape; the rules live beside the content they read.
export { type AnswerInput, answerProblem, decodeAnswer, encodeAnswer } from './item-answers';

const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const UPLOADED_IMAGE = /^\/uploads\/[A-Za-z0-9/_.-]+$/;

/** MathML Core, which browsers render themselves: formulas stay formulas (from QTI, from authors). */
const MATHML_TAGS = [
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'mspace',
  'mrow',
  'mfrac',
  'msqrt',
  'mroot',
  'mstyle',
  'merror',
  'mpadded',
  'mphantom',
  'msub',
  'msup',
  'msubsup',
  'munder',
  'mover',
  'munderover',
  'mmultiscripts',
  'mprescripts',
  'none',
  'mtable',
  'mtr',
  'mtd',
  'semantics',
  'annotation',
];
const MATHML_ATTRIBUTES = [
  'display',
  'mathvariant',
  'displaystyle',
  'scriptlevel',
  'fence',
  'separator',
  'stretchy',
  'symmetric',
  'largeop',
  'movablelimits',
  'accent',
  'accentunder',
  'form',
  'lspace',
  'rspace',
  'linethickness',
  'columnspan',
  'rowspan',
  'width',
  'height',
  'depth',
  'encoding',
];
const UPLOADED_MEDIA = (src: string | undefined) => UPLOADED_IMAGE.test(src ?? '') && !src?.includes('..');

/**
 * Rich text of stems, options and instructions: basic formatting, lists, links, images and audio
 * that were uploaded here, MathML. Scripts, event handlers, styles and foreign media are dropped.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'blockquote',
    'code',
    'pre',
    'audio',
    ...MATHML_TAGS,
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    audio: ['src', 'controls'],
    ...Object.fromEntries(MATHML_TAGS.map((tag) => [tag, MATHML_ATTRIBUTES])),
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [], audio: [] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' || frame.tag === 'audio') && !UPLOADED_MEDIA(frame.attribs.src),
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

/** The stored (sanitised) form of rich text. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** Sanitises a required rich text; text that is empty once unsafe HTML is gone is refused by name. */
function requiredRich(html: string, field: string): string {
  const clean = sanitizeRichText(html);
  if (!clean) throw fieldError(field, M.emptyOnceSanitised);
  return clean;
}

/**
 * Gives every section and item a stable id (kept when the editor sends one back), stores rich
 * text sanitised, a single key as one option id, and refuses indicator codes that do not exist.
 */
export function normaliseContent(
  sections: InstrumentSection[],
  knownIndicators: ReadonlySet<string>,
): StoredContent {
  const used = new Set<string>();
  const fresh = (prefix: string, given?: string) => {
    let id = given && !used.has(given) ? given : `${prefix}${randomCode(8, ID_ALPHABET)}`;
    while (used.has(id)) id = `${prefix}${randomCode(8, ID_ALPHABET)}`;
    used.add(id);
    return id;
  };
  return {
    sections: sections.map((s, si) => ({
      id: fresh('s_', s.id),
      title: s.title.trim(),
      time_limit_seconds: s.time_limit_seconds ?? null,
      // An adaptive section is answered one item at a time and never revisited.
      navigation: s.adaptive ? 'forward_only' : (s.navigation ?? 'free'),
      adaptive: s.adaptive ? adaptiveSettings.parse(s.adaptive) : null,
      items: s.items.map((item, ii) =>
        normaliseItem(
          item as StoredItem,
          fresh('i_', item.id),
          `sections.${si}.items.${ii}`,
          knownIndicators,
        ),
      ),
    })),
  };
}

function checkIndicator(code: string | null | undefined, field: string, known: ReadonlySet<string>) {
  if (code && !known.has(code)) throw fieldError(field, fillMessage(M.unknownIndicator, { code }));
}

function normaliseItem(item: StoredItem, id: string, at: string, known: ReadonlySet<string>): StoredItem {
  checkIndicator(item.indicator, `${at}.indicator`, known);
  const common = {
    ...item,
    id,
    stem: requiredRich(item.stem, `${at}.stem`),
    indicator: item.indicator || null,
    image: item.image ?? null,
    irt: item.irt ?? null,
    time_limit_seconds: item.time_limit_seconds ?? null,
  };
  if ('options' in item) {
    (common as { options: unknown }).options = item.options.map((o, oi) => {
      const field = `${at}.options.${oi}`;
      for (const code of Object.keys(o.weights ?? {}))
        checkIndicator(code, `${field}.weights.${code}`, known);
      return {
        ...o,
        text: requiredRich(o.text, `${field}.text`),
        image: o.image ?? null,
        weights: o.weights ?? {},
      };
    });
  }
  if (item.type === 'forced-choice') {
    return {
      ...common,
      type: 'forced-choice',
      statements: item.statements.map((st, i) => {
        checkIndicator(st.indicator, `${at}.statements.${i}.indicator`, known);
        return {
          ...st,
          text: requiredRich(st.text, `${at}.statements.${i}.text`),
          indicator: st.indicator || null,
        };
      }),
    };
  }
  if (item.type === 'single') {
    const key = Array.isArray(item.key) ? (item.key[0] ?? null) : (item.key ?? null);
    return { ...(common as typeof item), key };
  }
  return normaliseMatchChoices(common as StoredItem, at, requiredRich);
}

/** Reads stored content; content saved before item types existed (type 'single_choice') reads as 'single'. */
export function parseContent(json: string): StoredContent {
  const content = JSON.parse(json) as StoredContent;
  for (const section of content.sections) {
    section.navigation ??= 'free';
    for (const item of section.items as { type: string }[]) {
      if (item.type === 'single_choice' || item.type === undefined) item.type = 'single';
    }
  }
  return content;
}

/** How many parsed contents the hot paths keep (a running campaign uses a handful of forms). */
const PARSED_CACHE_SIZE = 64;
const parsedCache = new Map<string, Readonly<StoredContent>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * parseContent for the hot paths (every answer save): published content never changes, so the
 * parse of the same text is kept and shared, frozen so that no caller can change it for others.
 */
export function parsedContent(json: string): Readonly<StoredContent> {
  let content = parsedCache.get(json);
  if (content) return content;
  content = deepFreeze(parseContent(json));
  parsedCache.set(json, content);
  if (parsedCache.size > PARSED_CACHE_SIZE) parsedCache.delete(parsedCache.keys().next().value as string);
  return content;
}

export function itemCount(content: StoredContent): number {
  return content.sections.reduce((n, s) => n + s.items.length, 0);
}

/** Every indicator code the content refers to (item indicators, option weights, statements). */
export function indicatorCodesUsed(content: StoredContent): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of content.sections.flatMap((s) => s.items)) {
    const codes = new Set<string>();
    if (item.indicator) codes.add(item.indicator);
    if ('options' in item)
      for (const o of item.options) for (const c of Object.keys(o.weights ?? {})) codes.add(c);
    if (item.type === 'forced-choice')
      for (const st of item.statements) if (st.indicator) codes.add(st.indicator);
    for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return counts;
}

export interface IndicatorCatalogue {
  /** Existing indicator code → its dimension's code. */
  dimensionOf: ReadonlyMap<string, string>;
  /** Dimension code → its indicator codes. */
  indicatorsOf: ReadonlyMap<string, readonly string[]>;
}

/** Everything that stops an instrument from being published, each problem in its own words. */
export function publishProblems(content: StoredContent, catalogue: IndicatorCatalogue): ServerMessage[] {
  const problems: ServerMessage[] = [];
  if (content.sections.length === 0) problems.push(M.noSections);
  content.sections.forEach((section, si) => {
    const where = fillMessage(M.section, { n: si + 1, title: section.title });
    if (section.items.length === 0) problems.push(fillMessage(M.sectionNoItems, { where }));
    section.items.forEach((item, ii) => {
      for (const problem of [...itemProblems(item, catalogue), ...selectionProblems(item)])
        problems.push(fillMessage(M.itemProblem, { where, n: ii + 1, problem }));
    });
    for (const problem of adaptiveBankProblems(section))
      problems.push(fillMessage(M.adaptiveProblem, { where, problem }));
  });
  // The instrument measures the dimensions its indicators belong to: each of their indicators needs an item.
  const used = indicatorCodesUsed(content);
  const dimensions = new Set([...used.keys()].map((c) => catalogue.dimensionOf.get(c)).filter(Boolean));
  for (const dimension of dimensions) {
    for (const code of catalogue.indicatorsOf.get(dimension as string) ?? []) {
      if (!used.has(code))
        problems.push(fillMessage(M.indicatorNoItem, { code, dimension: dimension as string }));
    }
  }
  return problems;
}

function itemProblems(item: StoredItem, catalogue: IndicatorCatalogue): ServerMessage[] {
  const problems: ServerMessage[] = [];
  const say: Say = (message, params = {}) => {
    problems.push(fillMessage(message, params));
  };
  const unknown = (code: string | null | undefined) => {
    if (code && !catalogue.dimensionOf.has(code)) say(M.usesUnknownIndicator, { code });
  };
  unknown(item.indicator);
  const optionIds = 'options' in item ? item.options.map((o) => o.id) : [];
  if ('options' in item) {
    if (new Set(optionIds).size !== optionIds.length) say(M.twoOptionsSameId);
    for (const o of item.options) for (const code of Object.keys(o.weights ?? {})) unknown(code);
  }
  const notOption = (k: string) => !optionIds.includes(k);
  const hasWeights = 'options' in item && item.options.some((o) => Object.keys(o.weights ?? {}).length > 0);
  switch (item.type) {
    case 'single': {
      const keys = Array.isArray(item.key) ? item.key : item.key ? [item.key] : [];
      if (keys.length > 1) say(M.keysOverOne, { n: keys.length });
      else if (keys.length === 0 && !hasWeights) say(M.noKey);
      else if (keys.length === 1 && notOption(keys[0])) say(M.keyNotOption, { key: keys[0] });
      break;
    }
    case 'multiple': {
      const keys = item.keys ?? [];
      if (keys.length === 0 && !hasWeights) say(M.noKey);
      for (const key of keys.filter(notOption)) say(M.keyNotOption, { key });
      if (new Set(keys).size !== keys.length) say(M.keyTwice);
      const min = item.min_choices ?? 0;
      const max = item.max_choices ?? item.options.length;
      if (min > max) say(M.choicesMinMax, { min, max });
      if (max > item.options.length) say(M.choicesOverOptions, { max, n: item.options.length });
      break;
    }
    case 'true-false':
      if ((item.key === null || item.key === undefined) && !item.indicator) say(M.noKey);
      break;
    case 'likert':
      likertProblems(item, say);
      break;
    case 'forced-choice':
      forcedChoiceProblems(item, say, unknown);
      break;
    case 'ranking': {
      const keys = item.keys ?? [];
      if (keys.length === 0 && !hasWeights) say(M.noKey);
      if (
        keys.length > 0 &&
        (keys.length !== optionIds.length || new Set(keys).size !== keys.length || keys.some(notOption))
      )
        say(M.rankingKey);
      break;
    }
    case 'numeric':
      if (item.min != null && item.max != null && item.min > item.max)
        say(M.numericMinMax, { min: item.min, max: item.max });
      if (!item.key && !item.indicator) say(M.noKey);
      if (item.key && (item.key.tolerance ?? 0) < 0) say(M.negativeTolerance);
      break;
    case 'text':
      if (item.scoring === 'rubric' && !item.rubric?.length) say(M.rubricNoLevels);
      if (item.scoring === 'keyed' && !item.accepted?.length) say(M.keyedTextNoAnswers);
      break;
    case 'inline-choice':
      if (!item.gaps.some((g) => g.key != null)) say(M.noKey);
      break;
    case 'match':
    case 'gap-match':
      if (!matchHasKey(item)) say(M.noKey);
      break;
  }
  if (item.irt) irtProblems(item.irt, say);
  return problems;
}

type Say = (message: ServerMessage, params?: Record<string, string | number>) => void;

function likertProblems(item: Extract<StoredItem, { type: 'likert' }>, say: Say) {
  if (!item.points) return say(M.likertNoPoints);
  const points = item.points;
  const n = item.options.length;
  if (n !== points) say(n === 1 ? M.likertOptionsOne : M.likertOptionsMany, { n, points });
  for (const o of item.options) {
    if (o.value === undefined || !Number.isInteger(o.value) || o.value < 1 || o.value > points)
      say(M.optionValue, { option: o.id, points });
  }
}

function forcedChoiceProblems(
  item: Extract<StoredItem, { type: 'forced-choice' }>,
  say: Say,
  unknown: (code: string) => void,
) {
  const n = item.statements.length;
  if (n < FORCED_CHOICE_BLOCK.min || n > FORCED_CHOICE_BLOCK.max)
    say(n === 1 ? M.blockSizeOne : M.blockSizeMany, {
      n,
      min: FORCED_CHOICE_BLOCK.min,
      max: FORCED_CHOICE_BLOCK.max,
    });
  const ids = item.statements.map((s) => s.id);
  if (new Set(ids).size !== ids.length) say(M.twoStatementsSameId);
  item.statements.forEach((st, i) => {
    if (!st.indicator) say(M.statementNoIndicator, { n: i + 1 });
    else unknown(st.indicator);
  });
}

function irtProblems(irt: NonNullable<StoredItem['irt']>, say: Say) {
  const { model, a, c, thresholds } = irt;
  if (model !== '1PL' && (a === undefined || a <= 0)) say(M.irtNoA, { model });
  if (model === '3PL' && (c === undefined || c < 0 || c >= 1)) say(M.irtNoC);
  if (model === 'GRM' && !thresholds?.length) say(M.irtNoThresholds);
  if (model !== 'GRM' && irt.b === undefined) say(M.irtNoB, { model });
}

const TRUE_FALSE_OPTIONS = [
  { id: 'true', text: 'True', image: null },
  { id: 'false', text: 'False', image: null },
];

/** An item as a participant sees it: no keys, weights, values or IRT parameters. */
export function participantItem(item: StoredItem): ParticipantItem {
  const base = {
    id: item.id,
    type: item.type,
    stem: item.stem,
    image: item.image ?? null,
    time_limit_seconds: item.time_limit_seconds ?? null,
  };
  switch (item.type) {
    case 'true-false':
      return { ...base, options: TRUE_FALSE_OPTIONS };
    case 'forced-choice':
      return { ...base, options: item.statements.map((s) => ({ id: s.id, text: s.text, image: null })) };
    case 'numeric':
      return {
        ...base,
        options: [],
        min: item.min ?? null,
        max: item.max ?? null,
        slider: item.slider ?? null,
      };
    case 'text':
      return { ...base, options: [], max_length: item.max_length ?? null };
    case 'inline-choice':
      return {
        ...base,
        options: [],
        gaps: item.gaps.map((g) => ({ id: g.id, options: g.options.map(({ id, text }) => ({ id, text })) })),
      };
    case 'match':
    case 'gap-match':
      return matchParticipantItem(item, base);
    case 'hottext':
    case 'hotspot':
      return participantSelection(item, base);
    case 'multiple':
      return {
        ...base,
        options: item.options.map(({ id, text, image }) => ({ id, text, image: image ?? null })),
        min_choices: item.min_choices ?? null,
        max_choices: item.max_choices ?? null,
      };
    default:
      return {
        ...base,
        options: item.options.map(({ id, text, image }) => ({ id, text, image: image ?? null })),
      };
  }
}

export const isUploadedImage = (path: string) =>
  path.startsWith(UPLOADS_URL_PREFIX) && UPLOADED_IMAGE.test(path);
