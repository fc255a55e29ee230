import { GAP_ID, MATCH_CHOICE_ID } from '@asesa/contracts';
import { fillMessage, type ServerMessage } from '../../lib/server-messages';
import { QTI_MESSAGES as Q } from './qti.messages';
import { type BodyContext, bodyHtml } from './qti-body';
import type { Declaration, Mapping, Processing } from './qti-scoring';
import { attrOf, childrenOf, elements, findAll, nameOf, textOf, type XNode } from './qti-xml';

// Match, associate and gap-match interactions as match and gap-match items. Pairs are QTI's
// "first second" values: source target for a match, gap text gap for a gap match. Scoring is
// carried as match_correct (all-or-nothing on the correct pairs) or map_response (points per pair);
// anything else is refused by name.

export type MatchImport = { item: Record<string, unknown> } | { reason: ServerMessage };

/** How an interaction that reads its body (media, inline gaps) becomes an item or a refusal. */
export type InteractionImport = (
  interaction: XNode,
  d: Declaration | undefined,
  p: Processing,
  body: BodyContext,
  notes: ServerMessage[],
) => MatchImport;

/** QTI identifiers kept where they fit, else renamed in order (prefix + n); old → new. */
export function idsFor(qtiIds: string[], fits: RegExp, prefix: string): Map<string, string> {
  const keep = qtiIds.every((id) => fits.test(id)) && new Set(qtiIds).size === qtiIds.length;
  return new Map(qtiIds.map((id, i) => [id, keep ? id : `${prefix}${i + 1}`]));
}

const matchMaxOf = (n: XNode) => {
  const v = Number(attrOf(n, 'matchMax') ?? '1');
  return Number.isInteger(v) && v >= 0 ? Math.min(v, 10) : 1;
};

/** Pairs as [first, second] in the item's ids, or the value that names no choices. */
function pairsOf(values: string[], first: Map<string, string>, second: Map<string, string>) {
  const out: [string, string][] = [];
  for (const v of values) {
    const [a, b, ...rest] = v.trim().split(/\s+/);
    const x = first.get(a ?? '');
    const y = second.get(b ?? '');
    if (!x || !y || rest.length) return { bad: v };
    out.push([x, y]);
  }
  return { pairs: out };
}

function scoringKind(p: Processing, d: Declaration | undefined, notes: ServerMessage[]) {
  if (p.kind === 'custom' || p.kind === 'template' || p.kind === 'tolerance') return null;
  if (p.kind === 'none' && d?.correct.length) {
    notes.push(Q.noProcessingScored);
    return 'match_correct';
  }
  return p.kind;
}

/** A match (or an associate interaction, as a match of its choices with themselves). */
export const matchFromQti: InteractionImport = (interaction, d, p, body, notes) => {
  const associate = nameOf(interaction) === 'associateInteraction';
  const sets = associate
    ? [childrenOf(interaction), childrenOf(interaction)]
    : elements(childrenOf(interaction), 'simpleMatchSet').map(childrenOf);
  if (sets.length !== 2) return { reason: fillMessage(Q.noItemType, { name: 'matchInteraction' }) };
  const [sourceNodes, targetNodes] = sets.map((s) => elements(s, 'simpleAssociableChoice'));
  const sourceIds = idsFor(
    sourceNodes.map((n) => attrOf(n, 'identifier') ?? ''),
    MATCH_CHOICE_ID,
    'S',
  );
  const targetIds = associate
    ? sourceIds
    : idsFor(
        targetNodes.map((n) => attrOf(n, 'identifier') ?? ''),
        MATCH_CHOICE_ID,
        'T',
      );
  const choice = (ids: Map<string, string>) => (n: XNode) => ({
    id: ids.get(attrOf(n, 'identifier') ?? '') as string,
    text: bodyHtml(childrenOf(n), body),
    match_max: matchMaxOf(n),
  });
  const kind = scoringKind(p, d, notes);
  if (!kind) return { reason: Q.customProcessing };
  if (associate) notes.push(Q.associateAsMatch);
  const key = pairsOf(d?.correct ?? [], sourceIds, targetIds);
  if (key.bad !== undefined) return { reason: fillMessage(Q.pairNotChoices, { value: key.bad }) };
  const mapping = kind === 'map_response' ? d?.mapping : null;
  if (kind === 'map_response' && !mapping) return { reason: Q.customProcessing };
  if (kind === 'match_correct' && !key.pairs?.length) return { reason: Q.noCorrectResponse };
  const mapped = mapping
    ? pairsOf(
        mapping.entries.map((e) => e.key),
        sourceIds,
        targetIds,
      )
    : { pairs: [] };
  if (mapped.bad !== undefined) return { reason: fillMessage(Q.pairNotChoices, { value: mapped.bad }) };
  const shuffle = attrOf(interaction, 'shuffle') === 'true' ? { shuffle: true } : {};
  const maxAssociations = Number(attrOf(interaction, 'maxAssociations') ?? '1');
  return {
    item: {
      type: 'match',
      sources: sourceNodes.map(choice(sourceIds)),
      targets: targetNodes.map(choice(targetIds)),
      ...(key.pairs?.length ? { key: key.pairs.map(([source, target]) => ({ source, target })) } : {}),
      ...(mapping ? { mapping: mappingOf(mapping, mapped.pairs ?? []) } : {}),
      max_associations: Number.isInteger(maxAssociations) && maxAssociations >= 0 ? maxAssociations : 1,
      ...shuffle,
    },
  };
};

function mappingOf(m: Mapping, pairs: [string, string][]) {
  return {
    entries: pairs.map(([source, target], i) => ({ source, target, points: m.entries[i].value })),
    default_points: m.defaultValue,
    ...(m.lower !== null ? { lower_bound: m.lower } : {}),
    ...(m.upper !== null ? { upper_bound: m.upper } : {}),
  };
}

/**
 * Per-gap points from a mapping: each gap's one positive pair is its key and points. A default
 * value, negative points, two scoring texts for a gap or binding bounds cannot be held per gap.
 */
function gapPoints(m: Mapping, pairs: [string, string][]): Map<string, [string, number]> | null {
  if (m.defaultValue !== 0) return null;
  const out = new Map<string, [string, number]>();
  let most = 0;
  for (const [i, [text, gap]] of pairs.entries()) {
    const v = m.entries[i].value;
    if (v < 0 || (v > 0 && out.has(gap))) return null;
    if (v > 0) out.set(gap, [text, v]);
    most += Math.max(0, v);
  }
  if ((m.lower ?? 0) > 0 || (m.upper !== null && m.upper < most)) return null;
  return out;
}

/** A gap match: the stem with a [[gap]] marker per gap, the gap texts as the shared pool. */
export function gapMatchFromQti(
  interaction: XNode,
  d: Declaration | undefined,
  p: Processing,
  notes: ServerMessage[],
): MatchImport & { gapIds?: Map<string, string> } {
  const inner = childrenOf(interaction);
  const textNodes = elements(inner, 'gapText');
  const textIds = idsFor(
    textNodes.map((n) => attrOf(n, 'identifier') ?? ''),
    MATCH_CHOICE_ID,
    'T',
  );
  const gapIds = idsFor(
    findAll(inner, (name) => name === 'gap').map((n) => attrOf(n, 'identifier') ?? ''),
    GAP_ID,
    'g',
  );
  const kind = scoringKind(p, d, notes);
  if (!kind) return { reason: Q.customProcessing };
  const key = pairsOf(d?.correct ?? [], textIds, gapIds);
  if (key.bad !== undefined) return { reason: fillMessage(Q.pairNotChoices, { value: key.bad }) };
  const keyOf = new Map((key.pairs ?? []).map(([text, gap]) => [gap, text]));
  let points = new Map<string, [string, number]>();
  if (kind === 'map_response') {
    if (!d?.mapping) return { reason: Q.customProcessing };
    const mapped = pairsOf(
      d.mapping.entries.map((e) => e.key),
      textIds,
      gapIds,
    );
    if (mapped.bad !== undefined) return { reason: fillMessage(Q.pairNotChoices, { value: mapped.bad }) };
    const found = gapPoints(d.mapping, mapped.pairs ?? []);
    if (!found) return { reason: fillMessage(Q.mappingNotCarried, { name: 'gapMatchInteraction' }) };
    points = found;
  } else if (kind === 'match_correct' && !keyOf.size) return { reason: Q.noCorrectResponse };
  const gaps = [...gapIds.values()].map((id) => {
    const scored = points.get(id);
    const k = scored?.[0] ?? (kind === 'map_response' ? undefined : keyOf.get(id));
    return { id, ...(k ? { key: k } : {}), ...(scored && scored[1] !== 1 ? { points: scored[1] } : {}) };
  });
  const shuffle = attrOf(interaction, 'shuffle') === 'true' ? { shuffle: true } : {};
  return {
    gapIds,
    item: {
      type: 'gap-match',
      gap_texts: textNodes.map((n) => ({
        id: textIds.get(attrOf(n, 'identifier') ?? '') as string,
        text: textOf(n).trim(),
        match_max: matchMaxOf(n),
      })),
      gaps,
      scoring: kind === 'match_correct' ? 'all-or-nothing' : 'per-gap',
      ...shuffle,
    },
  };
}
