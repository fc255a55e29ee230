import { GAP_MARKER, type QtiExportVersion } from '@asesa/contracts';
import { type StoredItem, sanitizeRichText } from './instrument-content';
import { matchQtiParts } from './qti-match-export';
import { selectionQtiParts, sliderInteraction } from './qti-selection-export';
import { h, NAMESPACES, q, raw, richXml, writeXml, type XEl } from './qti-write';
import { escapeText } from './qti-xml';

// One item as a QTI assessment item (2.2 or 3.0), its scoring written the way QTI tools read it:
// a key as match_correct, partial credit and option values as map_response with its bounds, a
// numeric tolerance as an equal with toleranceMode, a ranking as an ordered match_correct.

export interface ExportedItem {
  xml: string;
  /** Uploaded media the item shows (their /uploads/ paths). */
  media: string[];
}

const RESPONSE = 'RESPONSE';

/** An /uploads/ path as the package path an item in items/ refers to. */
export const mediaName = (src: string) => `media/${src.slice(src.lastIndexOf('/') + 1)}`;

function rich(html: string, media: Set<string>): { raw: string } {
  return raw(
    richXml(sanitizeRichText(html), (src) => {
      if (!src.startsWith('/uploads/')) return null;
      media.add(src);
      return mediaName(src);
    }),
  );
}

const value = (v: string | number) => q('value', {}, [raw(String(v))]);
const correct = (values: (string | number)[]) =>
  values.length ? [q('correctResponse', {}, values.map(value))] : [];

function mappingOf(entries: [string, number][], bounds: { lower?: number; upper?: number } = {}): XEl {
  return q(
    'mapping',
    { lowerBound: bounds.lower, upperBound: bounds.upper, defaultValue: 0 },
    entries.map(([key, v]) => q('mapEntry', { mapKey: key, mappedValue: v })),
  );
}

/** A numeric key's tolerance as QTI's equal with an absolute tolerance (null: an exact key). */
function toleranceProcessing(tolerance: number | undefined): XEl[] | null {
  if (!tolerance) return null;
  const score = (v: string) =>
    q('setOutcomeValue', { identifier: 'SCORE' }, [q('baseValue', { baseType: 'float' }, [raw(v)])]);
  return [
    q('responseProcessing', {}, [
      q('responseCondition', {}, [
        q('responseIf', {}, [
          q('equal', { toleranceMode: 'absolute', tolerance: `${tolerance} ${tolerance}` }, [
            q('variable', { identifier: RESPONSE }),
            q('correct', { identifier: RESPONSE }),
          ]),
          score('1'),
        ]),
        q('responseElse', {}, [score('0')]),
      ]),
    ]),
  ];
}

/** A choice; a fixed one says so, so that a shuffle leaves it in place. */
const simpleChoice = (o: { id: string; text: string; fixed?: boolean }, media: Set<string>) =>
  q('simpleChoice', { identifier: o.id, fixed: o.fixed ? 'true' : undefined }, [rich(o.text, media)]);

type ChoiceLike = Extract<StoredItem, { type: 'single' | 'likert' | 'multiple' }>;

/** A choice-like item: a key as match_correct, partial credit or option values as map_response. */
function choiceParts(item: ChoiceLike, media: Set<string>, v: QtiExportVersion) {
  const template = (name: string) => [q('responseProcessing', { template: NAMESPACES[v].template(name) })];
  const shuffle = item.shuffle ? 'true' : 'false';
  const choices = item.options.map((o) => simpleChoice(o, media));
  const multiple = item.type === 'multiple';
  const key = item.type === 'single' && typeof item.key === 'string' ? [item.key] : [];
  const keys = item.type === 'multiple' ? (item.keys ?? []) : key;
  const values = item.options.every((o) => typeof o.value === 'number')
    ? item.options.map((o): [string, number] => [o.id, o.value as number])
    : null;
  const partial = item.type === 'multiple' && item.scoring === 'partial' && keys.length;
  const limits = multiple
    ? { maxChoices: item.max_choices ?? 0, minChoices: item.min_choices || undefined }
    : { maxChoices: 1 };
  let declaration: XEl['children'] = correct(keys);
  let processing = template('match_correct');
  if (partial) {
    declaration = [
      ...declaration,
      mappingOf(
        item.options.map((o) => [o.id, keys.includes(o.id) ? 1 : -1]),
        { lower: 0, upper: keys.length },
      ),
    ];
    processing = template('map_response');
  } else if (!keys.length && values) {
    declaration = [mappingOf(values)];
    processing = template('map_response');
  } else if (!keys.length) processing = [];
  return {
    declaration: q(
      'responseDeclaration',
      { identifier: RESPONSE, cardinality: multiple ? 'multiple' : 'single', baseType: 'identifier' },
      declaration,
    ),
    interaction: q('choiceInteraction', { responseIdentifier: RESPONSE, shuffle, ...limits }, choices),
    processing,
  };
}

/**
 * A text item; keyed, its accepted answers as a string mapping (each score its mapped value, the
 * case rule on every entry) with the best answer as the correct response, scored by map_response.
 */
function textParts(item: Extract<StoredItem, { type: 'text' }>, template: (name: string) => XEl[]) {
  const accepted = item.scoring === 'keyed' ? (item.accepted ?? []) : [];
  const scoreOf = (a: { score?: number | null }) => a.score ?? 1;
  const best = accepted.reduce<(typeof accepted)[number] | null>(
    (top, a) => (!top || scoreOf(a) > scoreOf(top) ? a : top),
    null,
  );
  const caseSensitive = item.case_sensitive ? 'true' : 'false';
  const declaration = best
    ? [
        // An answer is the candidate's text: escaped, unlike the ids and numbers of other keys.
        q('correctResponse', {}, [q('value', {}, [raw(escapeText(best.value))])]),
        q(
          'mapping',
          { defaultValue: 0 },
          accepted.map((a) => q('mapEntry', { mapKey: a.value, mappedValue: scoreOf(a), caseSensitive })),
        ),
      ]
    : [];
  return {
    declaration: q(
      'responseDeclaration',
      { identifier: RESPONSE, cardinality: 'single', baseType: 'string' },
      declaration,
    ),
    interaction: q('extendedTextInteraction', { responseIdentifier: RESPONSE }),
    processing: best ? template('map_response') : [],
  };
}

/** The declaration, interaction and processing of an item. */
function parts(item: StoredItem, media: Set<string>, v: QtiExportVersion) {
  const template = (name: string) => [q('responseProcessing', { template: NAMESPACES[v].template(name) })];
  const choices = (options: { id: string; text: string; fixed?: boolean }[]) =>
    options.map((o) => simpleChoice(o, media));
  const shuffle = 'shuffle' in item && item.shuffle ? 'true' : 'false';
  switch (item.type) {
    case 'single':
    case 'likert':
    case 'multiple':
      return choiceParts(item, media, v);
    case 'true-false': {
      const key = typeof item.key === 'boolean' ? [String(item.key)] : [];
      return {
        declaration: q(
          'responseDeclaration',
          { identifier: RESPONSE, cardinality: 'single', baseType: 'identifier' },
          correct(key),
        ),
        interaction: q(
          'choiceInteraction',
          { responseIdentifier: RESPONSE, shuffle: 'false', maxChoices: 1 },
          [
            q('simpleChoice', { identifier: 'true' }, [raw('True')]),
            q('simpleChoice', { identifier: 'false' }, [raw('False')]),
          ],
        ),
        processing: key.length ? template('match_correct') : [],
      };
    }
    case 'ranking': {
      const keys = item.keys ?? [];
      return {
        declaration: q(
          'responseDeclaration',
          { identifier: RESPONSE, cardinality: 'ordered', baseType: 'identifier' },
          correct(keys),
        ),
        interaction: q('orderInteraction', { responseIdentifier: RESPONSE, shuffle }, choices(item.options)),
        processing: keys.length ? template('match_correct') : [],
      };
    }
    case 'numeric': {
      const key = item.key;
      const processing = key ? (toleranceProcessing(key.tolerance) ?? template('match_correct')) : [];
      return {
        declaration: q(
          'responseDeclaration',
          { identifier: RESPONSE, cardinality: 'single', baseType: 'float' },
          key ? correct([key.value]) : [],
        ),
        interaction: sliderInteraction(item) ?? q('textEntryInteraction', { responseIdentifier: RESPONSE }),
        processing,
      };
    }
    case 'text':
      return textParts(item, template);
    default:
      return null;
  }
}

/**
 * A keyed gap's mapping: its key's points (default 1) and, when a wrong choice earns points, each
 * other option listed with them, so that an empty gap maps to the default 0 in every reading.
 */
function gapPoints(g: Extract<StoredItem, { type: 'inline-choice' }>['gaps'][number]): [string, number][] {
  const wrong = g.wrong_points ?? 0;
  return g.options.flatMap((o): [string, number][] =>
    o.id === g.key ? [[o.id, g.points ?? 1]] : wrong ? [[o.id, wrong]] : [],
  );
}

/**
 * Inline choice: one declaration per gap (named by the gap id), the interactions in place of the
 * stem's markers, and the score the sum of each gap's mapping (its key's points), QTI's partial credit.
 */
function inlineChoiceXml(
  item: Extract<StoredItem, { type: 'inline-choice' }>,
  media: Set<string>,
  v: QtiExportVersion,
) {
  const declarations = item.gaps.map((g) =>
    q(
      'responseDeclaration',
      { identifier: g.id, cardinality: 'single', baseType: 'identifier' },
      g.key ? [...correct([g.key]), mappingOf(gapPoints(g))] : [],
    ),
  );
  const keyed = item.gaps.filter((g) => g.key);
  const processing = keyed.length
    ? [
        q('responseProcessing', {}, [
          q('setOutcomeValue', { identifier: 'SCORE' }, [
            q(
              'sum',
              {},
              keyed.map((g) => q('mapResponse', { identifier: g.id })),
            ),
          ]),
        ]),
      ]
    : [];
  const shuffle = item.shuffle ? 'true' : 'false';
  const stem = rich(item.stem, media).raw.replace(GAP_MARKER, (_, id: string) => {
    const gap = item.gaps.find((g) => g.id === id);
    if (!gap) return '';
    const interaction = q(
      'inlineChoiceInteraction',
      { responseIdentifier: id, shuffle },
      gap.options.map((o) => q('inlineChoice', { identifier: o.id }, [raw(escapeText(o.text))])),
    );
    return writeXml(interaction, v).replace(/>\s+</g, '><');
  });
  return { declarations, body: h('div', {}, [raw(stem)]), processing };
}

/** The item as QTI; null for a forced-choice block, which QTI cannot hold. */
export function exportItem(item: StoredItem, title: string, version: QtiExportVersion): ExportedItem | null {
  const media = new Set<string>();
  if (item.type === 'inline-choice') {
    const x = inlineChoiceXml(item, media, version);
    return assessmentItem(item, title, version, media, [
      ...x.declarations,
      q('outcomeDeclaration', { identifier: 'SCORE', cardinality: 'single', baseType: 'float' }),
      q('itemBody', {}, [x.body]),
      ...x.processing,
    ]);
  }
  const picture = (src: string) => {
    media.add(src);
    return mediaName(src);
  };
  const matched =
    matchQtiParts(item, (html) => rich(html, media), version) ??
    selectionQtiParts(item, (html) => rich(html, media), picture, version);
  if (matched)
    return assessmentItem(item, title, version, media, [
      matched.declaration,
      q('outcomeDeclaration', { identifier: 'SCORE', cardinality: 'single', baseType: 'float' }),
      q('itemBody', {}, matched.body),
      ...matched.processing,
    ]);
  const p = parts(item, media, version);
  if (!p) return null;
  // The inline interaction sits in a paragraph after the stem; block interactions follow the stem.
  const stem = h('div', {}, [rich(item.stem, media)]);
  const interaction =
    p.interaction.name === 'textEntryInteraction' ? h('p', {}, [p.interaction]) : p.interaction;
  return assessmentItem(item, title, version, media, [
    p.declaration,
    q('outcomeDeclaration', { identifier: 'SCORE', cardinality: 'single', baseType: 'float' }),
    q('itemBody', {}, [stem, interaction]),
    ...p.processing,
  ]);
}

function assessmentItem(
  item: StoredItem,
  title: string,
  version: QtiExportVersion,
  media: Set<string>,
  children: XEl['children'],
): ExportedItem {
  const ns = NAMESPACES[version];
  const root = q(
    'assessmentItem',
    {
      xmlns: ns.item,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': `${ns.item} ${ns.itemXsd}`,
      identifier: item.id,
      title,
      adaptive: 'false',
      timeDependent: 'false',
    },
    children,
  );
  return { xml: `<?xml version="1.0" encoding="UTF-8"?>\n${writeXml(root, version)}\n`, media: [...media] };
}
