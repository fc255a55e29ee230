import { type InstrumentItem, type ItemType, instrumentItem } from '@asesa/contracts';
import { fillMessage, type ServerMessage, sameInEveryLanguage } from '../../lib/server-messages';
import { QTI_MESSAGES as Q } from './qti.messages';
import { type BodyContext, bodyHtml, isInteraction, type MediaRefs } from './qti-body';
import { inlineGapIds, inlineGaps } from './qti-inline';
import { gapMatchFromQti, type MatchImport, matchFromQti } from './qti-match';
import { asesaOverlay } from './qti-overlay';
import {
  type Declaration,
  type Mapping,
  type Processing,
  readDeclarations,
  readProcessing,
} from './qti-scoring';
import { hotspotFromQti, hottextFromQti, sliderFromQti } from './qti-selection';
import { attrOf, childrenOf, elements, findAll, folderOf, nameOf, parseXml, type XNode } from './qti-xml';

// One QTI item file made into an item of this product, with what changed on the way (notes), or
// skipped with the reason: scoring is carried or the item is refused, never dropped silently.

export type ItemStatus = 'imported' | 'changed' | 'skipped';

export interface ItemOutcome {
  file: string;
  identifier: string;
  title: string;
  status: ItemStatus;
  type?: ItemType;
  item?: InstrumentItem;
  /** Why the item was skipped, or what changed; empty for an item imported as it was. */
  notes: ServerMessage[];
}

export interface ItemContext {
  media: MediaRefs;
  passages: ReadonlyMap<string, string>;
  /** This product's own fields of the item, when the package was exported here. */
  asesa: string | null;
}

const LETTERS = 'ABCDEFGHIJ';
const CARRIED = new Set([
  'choiceInteraction',
  'orderInteraction',
  'textEntryInteraction',
  'extendedTextInteraction',
  'matchInteraction',
  'associateInteraction',
  'gapMatchInteraction',
  'hottextInteraction',
  'hotspotInteraction',
  'sliderInteraction',
]);

class Skip {
  constructor(readonly reason: ServerMessage) {}
}
const skip = (reason: ServerMessage): never => {
  throw new Skip(reason);
};

/** Choices with their ids: QTI identifiers where they fit an option id here, else letters. */
function choicesOf(interaction: XNode, body: BodyContext) {
  const choices = elements(childrenOf(interaction), 'simpleChoice');
  const ids = choices.map((c) => (attrOf(c, 'identifier') ?? '').trim());
  const keep = ids.every((id) => id && id.length <= 20) && new Set(ids).size === ids.length;
  const idOf = new Map(ids.map((id, i) => [id, keep ? id : (LETTERS[i] ?? `X${i}`)]));
  const options = choices.map((c, i) => ({
    id: idOf.get(ids[i]) as string,
    text: bodyHtml(childrenOf(c), body),
    // A fixed choice keeps its place when the choices are shuffled.
    ...(attrOf(c, 'fixed') === 'true' ? { fixed: true } : {}),
  }));
  const option = (value: string) => idOf.get(value) ?? skip(fillMessage(Q.correctNotChoice, { value }));
  return { options, option, qtiIds: ids };
}

const mapped = (mapping: Mapping, key: string) =>
  mapping.entries.find((e) => e.key === key)?.value ?? mapping.defaultValue;

/** A choice interaction: keyed single/multiple, partial credit, option values, or a Likert scale. */
function choiceItem(
  interaction: XNode,
  d: Declaration,
  p: Processing,
  body: BodyContext,
  notes: ServerMessage[],
): Record<string, unknown> {
  const { options, option, qtiIds } = choicesOf(interaction, body);
  const maxChoices = Number(attrOf(interaction, 'maxChoices') ?? '1');
  const minChoices = Number(attrOf(interaction, 'minChoices') ?? '0');
  const multiple = d.cardinality !== 'single';
  const limits: Record<string, unknown> = {};
  if (multiple) {
    if (Number.isInteger(maxChoices) && maxChoices > 0) limits.max_choices = maxChoices;
    if (Number.isInteger(minChoices) && minChoices > 0) limits.min_choices = minChoices;
  }
  const shuffle = attrOf(interaction, 'shuffle') === 'true' ? { shuffle: true } : {};
  const base = { type: multiple ? 'multiple' : 'single', options, ...limits, ...shuffle };
  let kind = p.kind;
  if (kind === 'none' && d.correct.length) {
    notes.push(Q.noProcessingScored);
    kind = 'match_correct';
  }
  if (kind === 'match_correct') {
    if (!d.correct.length) skip(Q.noCorrectResponse);
    const keys = d.correct.map(option);
    return multiple ? { ...base, keys } : { ...base, key: keys[0] };
  }
  if (kind === 'map_response') {
    if (!d.mapping) skip(Q.customProcessing);
    const mapping = d.mapping as Mapping;
    const values = qtiIds.map((id) => mapped(mapping, id));
    const lower = mapping.lower ?? Number.NEGATIVE_INFINITY;
    const upper = mapping.upper ?? Number.POSITIVE_INFINITY;
    if (!multiple)
      // One choice scores its own value: clamping each value is the same as clamping the score.
      return {
        ...base,
        options: options.map((o, i) => ({ ...o, value: Math.min(upper, Math.max(lower, values[i])) })),
      };
    const keyCount = values.filter((v) => v === 1).length;
    // +1 per keyed choice, −1 per other, never below 0: this product's partial credit exactly.
    if (values.every((v) => v === 1 || v === -1) && mapping.lower === 0 && upper >= keyCount && keyCount)
      return {
        ...base,
        keys: options.filter((_, i) => values[i] === 1).map((o) => o.id),
        scoring: 'partial',
      };
    const least = values.filter((v) => v < 0).reduce((a, b) => a + b, 0);
    const most = values.filter((v) => v > 0).reduce((a, b) => a + b, 0);
    if (lower > least || upper < most)
      skip(
        fillMessage(Q.mappingBounds, {
          lower: String(mapping.lower ?? '—'),
          upper: String(mapping.upper ?? '—'),
        }),
      );
    return { ...base, options: options.map((o, i) => ({ ...o, value: values[i] })) };
  }
  if (kind !== 'none') skip(Q.customProcessing);
  if (multiple) return base;
  notes.push(fillMessage(Q.unkeyedToLikert, { n: options.length }));
  return {
    type: 'likert',
    points: options.length,
    options: options.map((o, i) => ({ ...o, value: i + 1 })),
    ...shuffle,
  };
}

/** A text entry: numeric with its key and tolerance, or text keyed by its accepted answers. */
function textEntryItem(
  d: Declaration,
  p: Processing,
  notes: ServerMessage[],
  name = 'textEntryInteraction',
): Record<string, unknown> {
  const numeric = d.baseType === 'integer' || d.baseType === 'float';
  if (p.kind === 'custom' || p.kind === 'template') skip(Q.customProcessing);
  if (numeric) {
    if (p.kind === 'map_response') skip(fillMessage(Q.mappingNotCarried, { name }));
    if (!d.correct.length) return { type: 'numeric' };
    const value = Number(d.correct[0]);
    if (!Number.isFinite(value)) skip(fillMessage(Q.notNumber, { value: d.correct[0] }));
    if (p.kind !== 'tolerance' || p.mode === 'exact') return { type: 'numeric', key: { value } };
    if (p.below !== p.above) skip(fillMessage(Q.asymmetricTolerance, { below: p.below, above: p.above }));
    // A relative tolerance is a share of the key, so it is the same band as an absolute one.
    const tolerance = p.mode === 'relative' ? (Math.abs(value) * p.below) / 100 : p.below;
    return { type: 'numeric', key: tolerance ? { value, tolerance } : { value } };
  }
  if (p.kind === 'map_response' && d.mapping) return keyedFromMapping(d.mapping, notes);
  if (!d.correct.length) return { type: 'text', scoring: 'unscored' };
  if (p.kind === 'none') notes.push(Q.noProcessingScored);
  // match_correct compares strings exactly: every correct value scores 1, letter case counts.
  const accepted = [...new Set(d.correct)].map((value) => ({ value }));
  return { type: 'text', scoring: 'keyed', accepted, case_sensitive: true };
}

/**
 * A string mapping as accepted answers: each entry's mapped value is its score (1 left implicit),
 * clamped to the bounds; entries scoring 0 or less, a default score and a mixed case rule cannot be
 * held by one keyed text item, so they are dropped with a note rather than silently.
 */
function keyedFromMapping(mapping: Mapping, notes: ServerMessage[]): Record<string, unknown> {
  const lower = mapping.lower ?? Number.NEGATIVE_INFINITY;
  const upper = mapping.upper ?? Number.POSITIVE_INFINITY;
  const clamp = (v: number) => Math.min(upper, Math.max(lower, v));
  const scoring = mapping.entries.filter((e) => clamp(e.value) > 0 && e.key.trim());
  if (!scoring.length) return { type: 'text', scoring: 'unscored' };
  if (scoring.length < mapping.entries.length || clamp(mapping.defaultValue) !== 0)
    notes.push(Q.textMappingNonPositive);
  const sensitive = scoring.filter((e) => e.caseSensitive).length;
  if (sensitive && sensitive < scoring.length) notes.push(Q.textMixedCase);
  const accepted = scoring.map((e) => {
    const score = clamp(e.value);
    return score === 1 ? { value: e.key.trim() } : { value: e.key.trim(), score };
  });
  return { type: 'text', scoring: 'keyed', accepted, case_sensitive: sensitive === scoring.length };
}

const carried = (found: MatchImport) => ('reason' in found ? skip(found.reason) : found.item);

function mapInteraction(
  kind: string,
  interaction: XNode,
  d: Declaration,
  p: Processing,
  body: BodyContext,
  notes: ServerMessage[],
): Record<string, unknown> {
  switch (kind) {
    case 'choiceInteraction':
      return choiceItem(interaction, d, p, body, notes);
    case 'orderInteraction': {
      const { options, option } = choicesOf(interaction, body);
      const shuffle = attrOf(interaction, 'shuffle') === 'true' ? { shuffle: true } : {};
      if (p.kind === 'none' && !d.correct.length) return { type: 'ranking', options, ...shuffle };
      if (p.kind !== 'match_correct' && p.kind !== 'none') skip(Q.customProcessing);
      if (!d.correct.length) skip(Q.noCorrectResponse);
      notes.push(Q.orderAgreement);
      return { type: 'ranking', options, keys: d.correct.map(option), ...shuffle };
    }
    case 'textEntryInteraction':
      return textEntryItem(d, p, notes);
    case 'matchInteraction':
    case 'associateInteraction':
      return carried(matchFromQti(interaction, d, p, body, notes));
    case 'gapMatchInteraction': {
      const found = gapMatchFromQti(interaction, d, p, notes);
      body.inlineGaps = found.gapIds; // the body's gaps become the stem's markers
      return carried(found);
    }
    case 'hottextInteraction':
      return carried(hottextFromQti(interaction, d, p, body, notes));
    case 'hotspotInteraction':
      return carried(hotspotFromQti(interaction, d, p, body, notes));
    case 'sliderInteraction': {
      // A slider answers a number: keyed (with its tolerance) as a numeric entry is.
      const slider = carried(sliderFromQti(interaction, notes));
      return { ...textEntryItem({ ...d, baseType: 'float' }, p, notes, kind), ...slider };
    }
    case 'extendedTextInteraction':
      // An essay keyed like a text entry (one string answer) is scored the same way.
      if (d.cardinality === 'single' && d.baseType === 'string') return textEntryItem(d, p, notes);
      if (p.kind === 'custom' || p.kind === 'template') skip(Q.customProcessing);
      return { type: 'text', scoring: 'unscored' };
    default:
      if (p.kind === 'custom' || p.kind === 'template') skip(Q.customProcessing);
      return { type: 'text', scoring: 'unscored' };
  }
}

/** An item of inline choices: its body with gap markers, each interaction a gap. */
function inlineChoiceOutcome(
  outcome: ItemOutcome,
  file: string,
  children: XNode[],
  bodyNode: XNode,
  interactions: XNode[],
  ctx: ItemContext,
): ItemOutcome {
  const notes: ServerMessage[] = [];
  if (elements(children, 'modalFeedback').length) notes.push(Q.feedbackLeftOut);
  const inlineGapsOf = inlineGapIds(interactions);
  const body: BodyContext = {
    folder: folderOf(file),
    media: ctx.media,
    passages: ctx.passages,
    notes,
    inlineGaps: inlineGapsOf,
  };
  const found = inlineGaps(
    interactions,
    inlineGapsOf,
    readDeclarations(children),
    readProcessing(children),
    children,
    notes,
  );
  if (found.reason) skip(found.reason);
  const id = outcome.identifier.length <= 40 && outcome.identifier !== file ? { id: outcome.identifier } : {};
  const stem = bodyHtml(childrenOf(bodyNode), body);
  return finishItem(
    outcome,
    asesaOverlay(
      { ...id, stem, type: 'inline-choice', gaps: found.gaps, ...(found.shuffle ? { shuffle: true } : {}) },
      ctx.asesa,
    ),
    notes,
  );
}

/** The item checked against its contract: imported (with its notes) or skipped with the problems. */
function finishItem(
  outcome: ItemOutcome,
  item: Record<string, unknown>,
  notes: ServerMessage[],
): ItemOutcome {
  const parsed = instrumentItem.safeParse(item);
  if (!parsed.success)
    skip(
      fillMessage(Q.invalidItem, {
        detail: sameInEveryLanguage(
          parsed.error.issues
            .map((i) => `${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`)
            .join('; '),
        ),
      }),
    );
  return {
    ...outcome,
    status: notes.length ? 'changed' : 'imported',
    type: item.type as ItemType,
    item: item as InstrumentItem,
    notes,
  };
}

/** One item file made into an item, imported with changes, or skipped with the reason. */
export function qtiToItem(file: string, xml: string, ctx: ItemContext): ItemOutcome {
  const outcome: ItemOutcome = { file, identifier: file, title: '', status: 'skipped', notes: [] };
  let tree: XNode[];
  try {
    tree = parseXml(xml);
  } catch (err) {
    outcome.notes.push(fillMessage(Q.notWellFormed, { detail: (err as Error).message.split('\n')[0] }));
    return outcome;
  }
  const root = tree.find((n) => nameOf(n) === 'assessmentItem');
  try {
    if (!root) return skip(Q.notAnItem);
    outcome.identifier = attrOf(root, 'identifier')?.trim() || file;
    outcome.title = attrOf(root, 'title')?.trim() ?? '';
    const children = childrenOf(root);
    if (elements(children, 'templateDeclaration').length || elements(children, 'templateProcessing').length)
      skip(Q.templateItem);
    if (attrOf(root, 'adaptive') === 'true') skip(Q.adaptiveItem);
    const bodyNode = elements(children, 'itemBody')[0] ?? skip(Q.noBody);
    const interactions = findAll(childrenOf(bodyNode), isInteraction);
    if (!interactions.length) skip(Q.noInteraction);
    if (interactions.every((i) => nameOf(i) === 'inlineChoiceInteraction'))
      return inlineChoiceOutcome(outcome, file, children, bodyNode, interactions, ctx);
    if (interactions.length > 1)
      skip(
        fillMessage(Q.severalInteractions, {
          n: interactions.length,
          names: interactions.map((i) => nameOf(i)).join(', '),
        }),
      );
    const interaction = interactions[0];
    const kind = nameOf(interaction) as string;
    if (kind === 'selectPointInteraction') skip(Q.selectPointNotCarried);
    if (!CARRIED.has(kind)) skip(fillMessage(Q.noItemType, { name: kind }));
    const declarations = readDeclarations(children);
    const d = declarations.get(attrOf(interaction, 'responseIdentifier') ?? '') ?? {
      identifier: '',
      cardinality: 'single',
      baseType: '',
      correct: [],
      mapping: null,
    };
    const notes: ServerMessage[] = [];
    const body: BodyContext = { folder: folderOf(file), media: ctx.media, passages: ctx.passages, notes };
    if (elements(children, 'modalFeedback').length) notes.push(Q.feedbackLeftOut);
    const mappedItem = mapInteraction(kind, interaction, d, readProcessing(children), body, notes);
    const prompts = elements(childrenOf(interaction), 'prompt').map((pr) => bodyHtml(childrenOf(pr), body));
    const stem = [bodyHtml(childrenOf(bodyNode), body), ...prompts.map((pr) => `<p>${pr}</p>`)]
      .filter(Boolean)
      .join('');
    const id =
      outcome.identifier.length <= 40 && outcome.identifier !== file ? { id: outcome.identifier } : {};
    return finishItem(outcome, asesaOverlay({ ...id, stem, ...mappedItem }, ctx.asesa), notes);
  } catch (err) {
    if (!(err instanceof Skip)) throw err;
    return { ...outcome, status: 'skipped', notes: [err.reason] };
  }
}
