import { GAP_ID } from '@asesa/contracts';
import { fillMessage, type ServerMessage } from '../../lib/server-messages';
import { QTI_MESSAGES as Q } from './qti.messages';
import type { Declaration, Processing } from './qti-scoring';
import { attrOf, childrenOf, elements, firstElement, nameOf, textOf, type XNode } from './qti-xml';

// Inline choice interactions (one or several in a body) as an inline-choice item's gaps: each
// interaction's place in the text becomes a [[gap]] marker, its response declaration the gap's key.
// Scoring is carried when it is the standard match_correct/map_response of a single interaction, or
// the sum of each response's mapping (what the export writes), a mapping giving the gap's points;
// anything else is refused by name.

const LETTERS = 'ABCDEFGHIJ';

/** Gap ids by response identifier: the identifier where it fits a gap id here, else g1, g2, … */
export function inlineGapIds(interactions: XNode[]): Map<string, string> {
  const out = new Map<string, string>();
  interactions.forEach((n, i) => {
    const rid = attrOf(n, 'responseIdentifier') ?? '';
    const taken = new Set(out.values());
    out.set(rid, GAP_ID.test(rid) && !taken.has(rid) ? rid : `g${i + 1}`);
  });
  return out;
}

/** Whether processing sets SCORE to the sum of the responses' mappings (one mapResponse each). */
function sumOfMappings(children: XNode[]): boolean {
  const rp = firstElement(children, 'responseProcessing');
  const rules = rp ? childrenOf(rp).filter((c) => nameOf(c)) : [];
  if (rules.length !== 1 || nameOf(rules[0]) !== 'setOutcomeValue') return false;
  const sum = childrenOf(rules[0]).filter((c) => nameOf(c));
  if (sum.length !== 1) return false;
  if (nameOf(sum[0]) === 'mapResponse') return true;
  return (
    nameOf(sum[0]) === 'sum' &&
    childrenOf(sum[0])
      .filter((c) => nameOf(c))
      .every((c) => nameOf(c) === 'mapResponse')
  );
}

type GapScoring = { key: string | null; points?: number; wrong_points?: number };

/**
 * A gap's scoring from its mapping: the one option worth most is the key and earns its points,
 * every other option earns the same (its wrong points). The mapping's bounds are folded into these
 * values, since a gap's score is one of them or nothing. Options scored differently, or points for
 * leaving the gap empty, cannot be held per gap.
 */
function mappedGap(d: Declaration, options: string[]): GapScoring | ServerMessage {
  const m = d.mapping;
  if (!m) return { key: d.correct[0] ?? null };
  const refused = fillMessage(Q.mappingNotCarried, { name: 'inlineChoiceInteraction' });
  const stray = m.entries.find((e) => !options.includes(e.key));
  if (stray) return fillMessage(Q.correctNotChoice, { value: stray.key });
  const bounded = (v: number) =>
    Math.min(m.upper ?? Number.POSITIVE_INFINITY, Math.max(m.lower ?? Number.NEGATIVE_INFINITY, v));
  if (bounded(0) !== 0) return refused;
  const worth = options.map((o) => bounded(m.entries.find((e) => e.key === o)?.value ?? m.defaultValue));
  const best = Math.max(...worth);
  const rest = worth.filter((v) => v !== best);
  if (!rest.length) return best === 0 ? { key: null } : refused;
  if (worth.length - rest.length !== 1 || rest.some((v) => v !== rest[0])) return refused;
  return {
    key: options[worth.indexOf(best)],
    ...(best !== 1 ? { points: best } : {}),
    ...(rest[0] !== 0 ? { wrong_points: rest[0] } : {}),
  };
}

export interface InlineGapsResult {
  gaps?: ({ id: string; options: { id: string; text: string }[]; key?: string } & Omit<GapScoring, 'key'>)[];
  shuffle?: boolean;
  reason?: ServerMessage;
}

/** The gaps of an item body's inline choice interactions, or why they cannot be carried. */
export function inlineGaps(
  interactions: XNode[],
  ids: ReadonlyMap<string, string>,
  declarations: ReadonlyMap<string, Declaration>,
  processing: Processing,
  itemChildren: XNode[],
  notes: ServerMessage[],
): InlineGapsResult {
  const custom = processing.kind === 'custom';
  if (custom && !sumOfMappings(itemChildren)) return { reason: Q.customProcessing };
  if (processing.kind === 'template') return { reason: Q.customProcessing };
  if (processing.kind === 'tolerance') return { reason: Q.customProcessing };
  let keyedByCorrect = false;
  const gaps: NonNullable<InlineGapsResult['gaps']> = [];
  for (const n of interactions) {
    const rid = attrOf(n, 'responseIdentifier') ?? '';
    const choices = elements(childrenOf(n), 'inlineChoice');
    const qtiIds = choices.map((c) => (attrOf(c, 'identifier') ?? '').trim());
    const keep = qtiIds.every((id) => id && id.length <= 20) && new Set(qtiIds).size === qtiIds.length;
    const idOf = new Map(qtiIds.map((id, i) => [id, keep ? id : (LETTERS[i] ?? `X${i}`)]));
    const options = choices.map((c, i) => ({ id: idOf.get(qtiIds[i]) as string, text: textOf(c).trim() }));
    const d = declarations.get(rid);
    let key: string | null = null;
    let points = {};
    if (d && (custom || processing.kind === 'map_response')) {
      const scoring = mappedGap(d, qtiIds);
      if ('en' in scoring) return { reason: scoring };
      ({ key, ...points } = scoring);
    } else if (d?.correct.length && processing.kind !== 'map_response') {
      key = d.correct[0];
      keyedByCorrect ||= processing.kind === 'none';
    }
    if (key !== null && !idOf.has(key)) return { reason: fillMessage(Q.correctNotChoice, { value: key }) };
    gaps.push({
      id: ids.get(rid) as string,
      options,
      ...(key !== null ? { key: idOf.get(key), ...points } : {}),
    });
  }
  if (keyedByCorrect) notes.push(Q.noProcessingScored);
  const shuffle = interactions.some((n) => attrOf(n, 'shuffle') === 'true');
  return { gaps, ...(shuffle ? { shuffle } : {}) };
}
