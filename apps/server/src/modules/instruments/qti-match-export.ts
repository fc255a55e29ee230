import { GAP_MARKER, type QtiExportVersion, type StoredItem } from '@asesa/contracts';
import { h, NAMESPACES, q, raw, writeXml, type XEl } from './qti-write';
import { escapeText } from './qti-xml';

// Match and gap-match items as QTI: a matchInteraction of two simpleMatchSets, or a
// gapMatchInteraction holding the stem with a gap in place of each marker. Pairs are directedPair
// values; the key is the correct response (match_correct), points per pair a mapping (map_response).

const RESPONSE = 'RESPONSE';
type Rich = (html: string) => { raw: string };
export type MatchParts = { declaration: XEl; body: XEl[]; processing: XEl[] };

const pairValue = (a: string, b: string) => q('value', {}, [raw(`${a} ${b}`)]);
const correctPairs = (pairs: [string, string][]) =>
  pairs.length
    ? [
        q(
          'correctResponse',
          {},
          pairs.map(([a, b]) => pairValue(a, b)),
        ),
      ]
    : [];
const declaration = (children: XEl['children']) =>
  q(
    'responseDeclaration',
    { identifier: RESPONSE, cardinality: 'multiple', baseType: 'directedPair' },
    children,
  );

function matchParts(
  item: Extract<StoredItem, { type: 'match' }>,
  rich: Rich,
  v: QtiExportVersion,
): MatchParts {
  const template = (name: string) => [q('responseProcessing', { template: NAMESPACES[v].template(name) })];
  const key = (item.key ?? []).map((p): [string, string] => [p.source, p.target]);
  const m = item.mapping;
  const mapping = m
    ? [
        q(
          'mapping',
          {
            lowerBound: m.lower_bound ?? undefined,
            upperBound: m.upper_bound ?? undefined,
            defaultValue: m.default_points ?? 0,
          },
          m.entries.map((e) => q('mapEntry', { mapKey: `${e.source} ${e.target}`, mappedValue: e.points })),
        ),
      ]
    : [];
  const set = (choices: typeof item.sources) =>
    q(
      'simpleMatchSet',
      {},
      choices.map((c) =>
        q('simpleAssociableChoice', { identifier: c.id, matchMax: c.match_max ?? 1 }, [rich(c.text)]),
      ),
    );
  const interaction = q(
    'matchInteraction',
    {
      responseIdentifier: RESPONSE,
      shuffle: item.shuffle ? 'true' : 'false',
      maxAssociations: item.max_associations ?? 0,
    },
    [set(item.sources), set(item.targets)],
  );
  return {
    declaration: declaration([...correctPairs(key), ...mapping]),
    body: [h('div', {}, [rich(item.stem)]), interaction],
    processing: m ? template('map_response') : key.length ? template('match_correct') : [],
  };
}

function gapMatchParts(
  item: Extract<StoredItem, { type: 'gap-match' }>,
  rich: Rich,
  v: QtiExportVersion,
): MatchParts {
  const template = (name: string) => [q('responseProcessing', { template: NAMESPACES[v].template(name) })];
  const keyed = item.gaps.filter((g) => g.key);
  const key = keyed.map((g): [string, string] => [g.key as string, g.id]);
  const perGap = item.scoring !== 'all-or-nothing' && keyed.length > 0;
  const mapping = perGap
    ? [
        q(
          'mapping',
          { defaultValue: 0 },
          keyed.map((g) => q('mapEntry', { mapKey: `${g.key} ${g.id}`, mappedValue: g.points ?? 1 })),
        ),
      ]
    : [];
  // The gaps stand where the stem's markers are, inside the interaction (QTI's gap is inline there).
  const text = rich(item.stem).raw.replace(GAP_MARKER, (_, id: string) =>
    writeXml(q('gap', { identifier: id }), v),
  );
  const interaction = q(
    'gapMatchInteraction',
    { responseIdentifier: RESPONSE, shuffle: item.shuffle ? 'true' : 'false' },
    [
      ...item.gap_texts.map((t) =>
        q('gapText', { identifier: t.id, matchMax: t.match_max ?? 1 }, [raw(escapeText(t.text))]),
      ),
      h('div', {}, [raw(text)]),
    ],
  );
  return {
    declaration: declaration([...correctPairs(key), ...mapping]),
    body: [interaction],
    processing: perGap ? template('map_response') : key.length ? template('match_correct') : [],
  };
}

/** The declaration, body and processing of a match or gap-match item; null for other types. */
export function matchQtiParts(item: StoredItem, rich: Rich, v: QtiExportVersion): MatchParts | null {
  if (item.type === 'match') return matchParts(item, rich, v);
  if (item.type === 'gap-match') return gapMatchParts(item, rich, v);
  return null;
}
