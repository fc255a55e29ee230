import { GAP_MARKER, type QtiExportVersion, type StoredItem } from '@asesa/contracts';
import type { MatchParts } from './qti-match-export';
import { extensionOf, MEDIA_TYPES } from './qti-package-read';
import { h, NAMESPACES, q, raw, writeXml, type XEl } from './qti-write';
import { escapeText } from './qti-xml';

// Hottext and hotspot items as QTI, and a numeric item's slider. A selection's keys are its
// correct response (match_correct); scored by points per choice, those points are its mapping
// with the item's bounds (map_response). One choice at most is QTI's single cardinality.

const RESPONSE = 'RESPONSE';
type Rich = (html: string) => { raw: string };
type Selection = Extract<StoredItem, { type: 'hottext' | 'hotspot' }>;

/** The declaration and processing of a selection, and its interaction's choice limits. */
function selectionScoring(item: Selection, v: QtiExportVersion) {
  const template = (name: string) => [q('responseProcessing', { template: NAMESPACES[v].template(name) })];
  const choices = item.type === 'hottext' ? item.spans : item.areas;
  const keys = item.keys ?? [];
  const single = item.max_choices === 1 && keys.length <= 1;
  const entries = choices.filter((c) => c.points != null);
  // A mapping with no points would score every choice 0: QTI's mapping needs at least one entry.
  const mapped = item.scoring === 'mapping' && entries.length > 0;
  const mapping = q(
    'mapping',
    {
      lowerBound: item.lower_bound ?? undefined,
      upperBound: item.upper_bound ?? undefined,
      defaultValue: 0,
    },
    entries.map((c) => q('mapEntry', { mapKey: c.id, mappedValue: c.points as number })),
  );
  const declaration = q(
    'responseDeclaration',
    { identifier: RESPONSE, cardinality: single ? 'single' : 'multiple', baseType: 'identifier' },
    [
      ...(keys.length
        ? [
            q(
              'correctResponse',
              {},
              keys.map((k) => q('value', {}, [raw(k)])),
            ),
          ]
        : []),
      ...(mapped ? [mapping] : []),
    ],
  );
  const processing = mapped ? template('map_response') : keys.length ? template('match_correct') : [];
  const limits = {
    maxChoices: single ? 1 : (item.max_choices ?? 0),
    minChoices: item.min_choices || undefined,
  };
  return { declaration, processing, limits };
}

function hottextParts(
  item: Extract<StoredItem, { type: 'hottext' }>,
  rich: Rich,
  v: QtiExportVersion,
): MatchParts {
  const { declaration, processing, limits } = selectionScoring(item, v);
  // Each span stands where its marker is, inside the interaction (QTI's hottext is inline there).
  const text = rich(item.stem).raw.replace(GAP_MARKER, (_, id: string) => {
    const span = item.spans.find((s) => s.id === id);
    return span ? writeXml(q('hottext', { identifier: id }, [raw(escapeText(span.text))]), v) : '';
  });
  const interaction = q('hottextInteraction', { responseIdentifier: RESPONSE, ...limits }, [
    h('div', {}, [raw(text)]),
  ]);
  return { declaration, body: [interaction], processing };
}

function hotspotParts(
  item: Extract<StoredItem, { type: 'hotspot' }>,
  rich: Rich,
  picture: (src: string) => string,
  v: QtiExportVersion,
): MatchParts {
  const { declaration, processing, limits } = selectionScoring(item, v);
  const data = picture(item.picture.src);
  const image = h('object', {
    type: MEDIA_TYPES[extensionOf(data)]?.mime ?? 'image/png',
    data,
    width: item.picture.width,
    height: item.picture.height,
  });
  const areas = item.areas.map((a) =>
    q('hotspotChoice', { identifier: a.id, shape: a.shape, coords: a.coords.join(',') }),
  );
  const interaction = q('hotspotInteraction', { responseIdentifier: RESPONSE, ...limits }, [image, ...areas]);
  return { declaration, body: [h('div', {}, [rich(item.stem)]), interaction], processing };
}

/**
 * The declaration, body and processing of a hottext or hotspot item; null for other types.
 * `picture` names an uploaded picture's file in the package (and adds it to the package's media).
 */
export function selectionQtiParts(
  item: StoredItem,
  rich: Rich,
  picture: (src: string) => string,
  v: QtiExportVersion,
): MatchParts | null {
  if (item.type === 'hottext') return hottextParts(item, rich, v);
  if (item.type === 'hotspot') return hotspotParts(item, rich, picture, v);
  return null;
}

/**
 * A numeric item's slider: its bounds, its step (QTI's step is a whole number: a fractional step is
 * left to the delivery engine and travels in this product's metadata) and its orientation.
 */
export function sliderInteraction(item: Extract<StoredItem, { type: 'numeric' }>): XEl | null {
  if (!item.slider || item.min == null || item.max == null) return null;
  const { step, orientation } = item.slider;
  return q('sliderInteraction', {
    responseIdentifier: RESPONSE,
    lowerBound: item.min,
    upperBound: item.max,
    step: Number.isInteger(step) ? step : undefined,
    orientation,
  });
}
