import { z } from 'zod';
import { checkGapMarkers, GAP_ID, MAX_GAPS } from './item-gaps';

/**
 * Match and gap-match items. A match item pairs each of its sources with targets (QTI's
 * matchInteraction); a gap-match item fills the gaps of its stem ([[id]] markers) from one shared
 * pool of gap texts (QTI's gapMatchInteraction). Both answers are pairs, so both score by a key of
 * pairs, all-or-nothing or with points per pair (QTI's mapResponse).
 */

/** Choice ids hold no space: a match answer writes a pair as "source target" (QTI's directedPair). */
export const MATCH_CHOICE_ID = /^[A-Za-z_][A-Za-z0-9_.-]{0,15}$/;
export const MAX_MATCH_CHOICES = 10;
/** How many times a choice may be used: 0 is unlimited (QTI's matchMax). */
export const MAX_MATCH_MAX = 10;
export const pairText = (source: string, target: string) => `${source} ${target}`;
/** A "source target" answer pair split in two, or null when it is not one. */
export function splitPair(pair: string): [string, string] | null {
  const parts = pair.split(' ');
  return parts.length === 2 && parts[0] && parts[1] ? [parts[0], parts[1]] : null;
}

const choiceId = z
  .string()
  .regex(
    MATCH_CHOICE_ID,
    'a choice id starts with a letter and holds letters, digits, ., - and _ (at most 16)',
  );
const matchMax = z.number().int().min(0).max(MAX_MATCH_MAX).optional();
const points = (what: string) =>
  z.number({ message: `${what} must be a number` }).refine(Number.isFinite, `${what} must be a number`);

export const matchChoice = z.object({
  id: choiceId,
  /** Rich text (sanitised like options); a dropdown shows it as plain text. */
  text: z.string().trim().min(1, 'choice text is required').max(2000),
  match_max: matchMax,
});
export const matchPair = z.object({ source: choiceId, target: choiceId });
export type MatchPair = z.infer<typeof matchPair>;
/** Points per pair, as QTI's mapping: pairs not listed earn default_points; the sum is kept in bounds. */
export const pairMapping = z.object({
  entries: z.array(matchPair.extend({ points: points('pair points') })).max(100),
  default_points: points('default points').optional(),
  lower_bound: points('lower bound').nullable().optional(),
  upper_bound: points('upper bound').nullable().optional(),
});
export type PairMapping = z.infer<typeof pairMapping>;

/** The fields of a match item besides the common ones (instruments.ts adds those). */
export const matchFields = {
  type: z.literal('match'),
  sources: z.array(matchChoice).min(1, 'a match needs at least 1 source').max(MAX_MATCH_CHOICES),
  targets: z.array(matchChoice).min(1, 'a match needs at least 1 target').max(MAX_MATCH_CHOICES),
  /** The correct pairs; all-or-nothing unless a mapping gives points per pair. */
  key: z.array(matchPair).max(100).nullable().optional(),
  mapping: pairMapping.nullable().optional(),
  /** Most pairs an answer holds: 0 is unlimited (QTI's maxAssociations). */
  max_associations: z.number().int().min(0).max(100).optional(),
  shuffle: z.boolean().optional(),
};

const duplicates = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);

export function checkMatch(
  item: {
    sources: { id: string }[];
    targets: { id: string }[];
    key?: MatchPair[] | null;
    mapping?: PairMapping | null;
  },
  ctx: z.RefinementCtx,
) {
  for (const side of ['sources', 'targets'] as const)
    for (const id of duplicates(item[side].map((c) => c.id)))
      ctx.addIssue({ code: 'custom', path: [side], message: `${side} list the id ${id} twice` });
  const sources = new Set(item.sources.map((c) => c.id));
  const targets = new Set(item.targets.map((c) => c.id));
  const pairs: [string, MatchPair[]][] = [
    ['key', item.key ?? []],
    ['mapping', item.mapping?.entries ?? []],
  ];
  for (const [path, list] of pairs)
    for (const p of list)
      if (!sources.has(p.source) || !targets.has(p.target))
        ctx.addIssue({
          code: 'custom',
          path: [path],
          message: `the pair ${p.source} → ${p.target} is not a source and a target of the item`,
        });
}

export const gapText = z.object({
  id: choiceId,
  /** Plain text: a dropdown shows no formatting (and QTI's gap texts hold text). */
  text: z.string().trim().min(1, 'gap text is required').max(200),
  match_max: matchMax,
});
export const matchGap = z.object({
  id: z
    .string()
    .regex(GAP_ID, 'a gap id starts with a letter and holds letters, digits, - and _ (at most 20)'),
  /** The gap text that belongs here. */
  key: choiceId.nullable().optional(),
  /** Points for the right gap text here (default 1). */
  points: points('gap points').nullable().optional(),
});

/** The fields of a gap-match item besides the common ones; its stem holds a [[gap]] marker per gap. */
export const gapMatchFields = {
  type: z.literal('gap-match'),
  gap_texts: z.array(gapText).min(1, 'an item needs at least 1 gap text').max(20),
  gaps: z.array(matchGap).min(1, 'an item needs at least 1 gap').max(MAX_GAPS),
  /** per-gap (default): each right gap earns its points; all-or-nothing: 1 when every keyed gap is right. */
  scoring: z.enum(['per-gap', 'all-or-nothing']).optional(),
  shuffle: z.boolean().optional(),
};

export function checkGapMatch(
  item: {
    stem: string;
    gaps: { id: string; key?: string | null }[];
    gap_texts: { id: string; match_max?: number }[];
  },
  ctx: z.RefinementCtx,
) {
  checkGapMarkers(item, ctx);
  for (const id of duplicates(item.gap_texts.map((t) => t.id)))
    ctx.addIssue({ code: 'custom', path: ['gap_texts'], message: `gap texts list the id ${id} twice` });
  for (const text of item.gap_texts) {
    const uses = item.gaps.filter((g) => g.key === text.id).length;
    if (text.match_max && uses > text.match_max)
      ctx.addIssue({
        code: 'custom',
        path: ['gaps'],
        message: `the key uses gap text ${text.id} ${uses} times, more than its ${text.match_max}`,
      });
  }
  for (const gap of item.gaps)
    if (gap.key != null && !item.gap_texts.some((t) => t.id === gap.key))
      ctx.addIssue({
        code: 'custom',
        path: ['gaps'],
        message: `key ${gap.key} of gap ${gap.id} is not a gap text of the item`,
      });
}

/** What a participant sees of a match or gap-match item: the choices, no key. */
export const matchParticipantFields = {
  sources: z.array(z.object({ id: z.string(), text: z.string(), match_max: z.number().int() })).optional(),
  targets: z.array(z.object({ id: z.string(), text: z.string(), match_max: z.number().int() })).optional(),
  max_associations: z.number().int().optional(),
  gap_texts: z.array(z.object({ id: z.string(), text: z.string(), match_max: z.number().int() })).optional(),
};
