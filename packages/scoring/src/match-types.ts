/**
 * Match and gap-match items (item-types.ts adds the common fields). Both answers are pairs: a match
 * answer lists "source target" pairs (QTI's directedPair), a gap-match answer maps gap id → gap text.
 */

/** A source, target or gap text; `matchMax` is how often it may be used (0 = unlimited, default 1). */
export interface MatchChoice {
  id: string;
  matchMax?: number;
}

export interface MatchPairPoints {
  source: string;
  target: string;
  points: number;
}

/** Points per pair (QTI's mapping): pairs not listed earn defaultPoints; the sum is kept in bounds. */
export interface PairMapping {
  entries: MatchPairPoints[];
  defaultPoints?: number;
  lowerBound?: number;
  upperBound?: number;
}

/**
 * Match: keyed by its correct pairs, all-or-nothing (1 when the answer holds exactly the key's
 * pairs) unless `mapping` gives points per pair (then the score is the mapped sum).
 */
export interface MatchFields {
  type: 'match';
  sources: MatchChoice[];
  targets: MatchChoice[];
  key?: { source: string; target: string }[];
  mapping?: PairMapping;
  /** Most pairs an answer holds (0 or absent = unlimited). */
  maxAssociations?: number;
}

/** A gap of a gap-match item: the gap text that belongs in it and its points (default 1). */
export interface MatchGap {
  id: string;
  key?: string;
  points?: number;
}

/**
 * Gap-match: gaps filled from one pool of gap texts. 'per-gap' (default): each keyed gap answered
 * right earns its points; 'all-or-nothing': 1 when every keyed gap is right.
 */
export interface GapMatchFields {
  type: 'gap-match';
  gapTexts: MatchChoice[];
  gaps: MatchGap[];
  scoring?: 'per-gap' | 'all-or-nothing';
}
