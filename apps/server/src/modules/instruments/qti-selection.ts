import { GAP_ID, MAX_SELECTION_CHOICES } from '@asesa/contracts';
import { fillMessage, type ServerMessage } from '../../lib/server-messages';
import { QTI_MESSAGES as Q } from './qti.messages';
import type { BodyContext } from './qti-body';
import { imagePixelSize } from './qti-image-size';
import { type InteractionImport, idsFor, type MatchImport } from './qti-match';
import { extensionOf, MEDIA_TYPES } from './qti-package-read';
import type { Declaration, Processing } from './qti-scoring';
import {
  attrOf,
  childrenOf,
  elements,
  findAll,
  firstElement,
  resolvePath,
  textOf,
  type XNode,
} from './qti-xml';

// Hottext and hotspot interactions as hottext and hotspot items, and a slider's presentation.
// A selection is keyed by its correct response (match_correct: exactly those choices) or scored by
// its mapping (map_response: each chosen choice's points, the sum within the mapping's bounds);
// a choice the mapping leaves out scores the mapping's default, so it gets that as its points.

type Fields = Record<string, unknown>;
const refuse = (reason: ServerMessage): { reason: ServerMessage } => ({ reason });

/** The limits of a selection: a single response selects one choice. */
function limitsOf(interaction: XNode, d: Declaration | undefined, count: number): Fields {
  if ((d?.cardinality ?? 'single') === 'single') {
    const min = Number(attrOf(interaction, 'minChoices') ?? '0');
    return { max_choices: 1, ...(min === 1 ? { min_choices: 1 } : {}) };
  }
  const most = Math.min(count, MAX_SELECTION_CHOICES);
  const max = Number(attrOf(interaction, 'maxChoices') ?? '0');
  const min = Number(attrOf(interaction, 'minChoices') ?? '0');
  return {
    ...(Number.isInteger(max) && max > 0 ? { max_choices: Math.min(max, most) } : {}),
    ...(Number.isInteger(min) && min > 0 ? { min_choices: Math.min(min, most) } : {}),
  };
}

/** The scoring fields of a selection and each choice's points; or why it cannot be carried. */
function selectionScoring(
  ids: Map<string, string>,
  d: Declaration | undefined,
  p: Processing,
  notes: ServerMessage[],
): { fields: Fields; points: Map<string, number> } | { reason: ServerMessage } {
  if (p.kind === 'custom' || p.kind === 'template' || p.kind === 'tolerance')
    return refuse(Q.customProcessing);
  const correct = d?.correct ?? [];
  const wrong = correct.find((v) => !ids.has(v));
  if (wrong !== undefined) return refuse(fillMessage(Q.correctNotChoice, { value: wrong }));
  const keys = correct.map((v) => ids.get(v) as string);
  let kind = p.kind;
  if (kind === 'none' && keys.length) {
    notes.push(Q.noProcessingScored);
    kind = 'match_correct';
  }
  const keyed = keys.length ? { keys } : {};
  if (kind === 'match_correct')
    return keys.length ? { fields: keyed, points: new Map() } : refuse(Q.noCorrectResponse);
  if (kind !== 'map_response') return { fields: {}, points: new Map() };
  const mapping = d?.mapping;
  if (!mapping) return refuse(Q.customProcessing);
  const outside = mapping.entries.find((e) => !ids.has(e.key.trim()));
  if (outside) return refuse(fillMessage(Q.mappingNotChoice, { value: outside.key }));
  const points = new Map<string, number>();
  for (const [qtiId, id] of ids) {
    const entry = mapping.entries.find((e) => e.key.trim() === qtiId);
    if (entry) points.set(id, entry.value);
    else if (mapping.defaultValue !== 0) points.set(id, mapping.defaultValue);
  }
  const bounds = {
    ...(mapping.lower !== null ? { lower_bound: mapping.lower } : {}),
    ...(mapping.upper !== null ? { upper_bound: mapping.upper } : {}),
  };
  return { fields: { ...keyed, scoring: 'mapping', ...bounds }, points };
}

const withPoints = (points: Map<string, number>, id: string) =>
  points.has(id) ? { points: points.get(id) } : {};

/**
 * A hottext interaction: its spans become markers in the stem (body.inlineGaps), each span's text
 * plain; formatting inside a span is left out with a note.
 */
export const hottextFromQti: InteractionImport = (interaction, d, p, body, notes) => {
  const nodes = findAll(childrenOf(interaction), (name) => name === 'hottext');
  const qtiIds = nodes.map((n) => (attrOf(n, 'identifier') ?? '').trim());
  const ids = idsFor(qtiIds, GAP_ID, 'H');
  const scoring = selectionScoring(ids, d, p, notes);
  if ('reason' in scoring) return scoring;
  body.inlineGaps = ids;
  if (nodes.some((n) => childrenOf(n).some((c) => !('#text' in c)))) notes.push(Q.hottextFormatting);
  return {
    item: {
      type: 'hottext',
      spans: nodes.map((n, i) => {
        const id = ids.get(qtiIds[i]) as string;
        return { id, text: textOf(n).replace(/\s+/g, ' ').trim(), ...withPoints(scoring.points, id) };
      }),
      ...scoring.fields,
      ...limitsOf(interaction, d, nodes.length),
    },
  };
};

const pixels = (v: string | undefined) => {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isInteger(n) && n > 0 && /^\s*\d+(px)?\s*$/.test(v ?? '') ? n : null;
};

/** The hotspot's picture: the package's image as a pending upload, its size given or read from it. */
function pictureOf(interaction: XNode, body: BodyContext): Fields | { reason: ServerMessage } {
  const inner = childrenOf(interaction);
  const image = firstElement(inner, 'object') ?? firstElement(inner, 'img');
  const href = image ? (attrOf(image, 'data') ?? attrOf(image, 'src')) : undefined;
  if (!image || !href) return refuse(Q.hotspotNoImage);
  const path = resolvePath(body.folder, href);
  if (!path || MEDIA_TYPES[extensionOf(path)]?.kind !== 'image')
    return refuse(fillMessage(Q.hotspotNotImage, { file: path ?? href }));
  const bytes = body.media.available.get(path);
  if (!bytes) return refuse(fillMessage(Q.mediaMissing, { file: path }));
  const given = { width: pixels(attrOf(image, 'width')), height: pixels(attrOf(image, 'height')) };
  const size = given.width && given.height ? given : imagePixelSize(bytes);
  if (!size?.width || !size.height) return refuse(fillMessage(Q.imageSizeUnknown, { file: path }));
  return { src: body.media.use(path), width: size.width, height: size.height };
}

/** A hotspot interaction: its image and its rect, circle and poly areas in the image's pixels. */
export const hotspotFromQti: InteractionImport = (interaction, d, p, body, notes) => {
  const nodes = elements(childrenOf(interaction), 'hotspotChoice');
  const odd = nodes.map((n) => attrOf(n, 'shape') ?? '').find((s) => !['rect', 'circle', 'poly'].includes(s));
  if (odd !== undefined) return refuse(fillMessage(Q.hotspotShape, { shape: odd }));
  const qtiIds = nodes.map((n) => (attrOf(n, 'identifier') ?? '').trim());
  const ids = idsFor(qtiIds, GAP_ID, 'A');
  const scoring = selectionScoring(ids, d, p, notes);
  if ('reason' in scoring) return scoring;
  const picture = pictureOf(interaction, body);
  if ('reason' in picture) return picture as { reason: ServerMessage };
  return {
    item: {
      type: 'hotspot',
      picture,
      areas: nodes.map((n, i) => {
        const id = ids.get(qtiIds[i]) as string;
        const coords = (attrOf(n, 'coords') ?? '').split(',').map((c) => Number(c.trim()));
        return { id, shape: attrOf(n, 'shape'), coords, ...withPoints(scoring.points, id) };
      }),
      ...scoring.fields,
      ...limitsOf(interaction, d, nodes.length),
    },
  };
};

/**
 * A slider's bounds and presentation (its key and tolerance are read as a numeric entry's are).
 * Step labels and a reversed direction are presentation this slider does not have: noted.
 */
export function sliderFromQti(interaction: XNode, notes: ServerMessage[]): MatchImport {
  const bound = (name: string) => {
    const text = attrOf(interaction, name) ?? '';
    const n = Number(text);
    return text.trim() && Number.isFinite(n) ? n : refuse(fillMessage(Q.notNumber, { value: text }));
  };
  const min = bound('lowerBound');
  if (typeof min !== 'number') return min;
  const max = bound('upperBound');
  if (typeof max !== 'number') return max;
  const stepText = attrOf(interaction, 'step');
  const step = Number(stepText);
  if (!stepText || !(step > 0)) notes.push(Q.sliderNoStep);
  if (attrOf(interaction, 'reverse') === 'true') notes.push(Q.sliderReversed);
  if (attrOf(interaction, 'stepLabel') === 'true') notes.push(Q.sliderStepLabels);
  const orientation = attrOf(interaction, 'orientation');
  return {
    item: {
      min,
      max,
      slider: {
        step: stepText && step > 0 ? step : 1,
        ...(orientation === 'horizontal' || orientation === 'vertical' ? { orientation } : {}),
      },
    },
  };
}
