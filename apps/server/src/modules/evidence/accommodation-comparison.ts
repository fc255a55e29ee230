import {
  ACCOMMODATED,
  ACCOMMODATION_KINDS,
  ACCOMMODATION_VARIABLE,
  type AccommodationKind,
  type AccommodationRefusal,
  type AccommodationScale,
  type EvidenceAccommodation,
  MIN_ACCOMMODATION_COMPARED,
  MIN_REPORTED_GROUP,
  NOT_ACCOMMODATED,
} from '@asesa/contracts';
import { type DifComparison, type EvidenceItem, type EvidenceResult, normalQuantile } from '@asesa/scoring';
import type { PackedSample } from './analysis-thread';
import { MIN_DIF_GROUP } from './dif-defaults';

/**
 * Whether accommodations keep scores comparable: the sample's accommodated candidates (a grant in
 * force, as their results say "Taken with: …") against the others, by scale and total scores and
 * by DIF. A candidate's scale score is the sum of their item scores (keyed: 1 right; ratings: the
 * category from 0), an omitted answer counting 0, as the engine's classical statistics take it.
 */

/** The DIF comparison by accommodation: the accommodated (focal) against the others. */
export const ACCOMMODATION_DIF: DifComparison = {
  variable: ACCOMMODATION_VARIABLE,
  reference: NOT_ACCOMMODATED,
  focal: ACCOMMODATED,
};

const Z95 = normalQuantile(0.975);

/** Counts the sample's accommodated candidates and what they were granted, as its pages go by. */
export class AccommodationTally {
  accommodated = 0;
  others = 0;
  readonly kinds = new Map<AccommodationKind, number>();

  add(kinds: readonly AccommodationKind[] | undefined): void {
    if (!kinds?.length) {
      this.others++;
      return;
    }
    this.accommodated++;
    for (const kind of kinds) this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
  }

  /** The DIF comparison to ask the engine for: none unless both groups are large enough. */
  difComparison(): DifComparison | null {
    return this.accommodated >= MIN_DIF_GROUP && this.others >= MIN_DIF_GROUP ? ACCOMMODATION_DIF : null;
  }
}

const reported = (n: number) => (n < MIN_REPORTED_GROUP ? null : n);

/** The refusal when either group is smaller than `needed`; null when both are large enough. */
function refusalOf(tally: AccommodationTally, needed: number): AccommodationRefusal | null {
  if (tally.accommodated < needed)
    return { refused: 'too-few-accommodated', n: reported(tally.accommodated), needed };
  if (tally.others < needed) return { refused: 'too-few-others', n: reported(tally.others), needed };
  return null;
}

interface Moments {
  n: number;
  sum: number;
  squares: number;
}

function figuresOf(m: Moments) {
  const mean = m.n ? m.sum / m.n : 0;
  const variance = m.n > 1 ? Math.max(0, (m.squares - m.n * mean * mean) / (m.n - 1)) : 0;
  return { n: m.n, mean, sd: Math.sqrt(variance) };
}

/**
 * Cohen's d (accommodated − others over the pooled SD) with its 95 % interval from the usual
 * large-sample standard error √((n₁ + n₂)/(n₁n₂) + d²/(2(n₁ + n₂))) (Hedges & Olkin 1985).
 */
export function standardisedDifference(
  focal: { n: number; mean: number; sd: number },
  reference: { n: number; mean: number; sd: number },
): { smd: number | null; lower: number | null; upper: number | null } {
  const { n: n1 } = focal;
  const { n: n2 } = reference;
  const pooled = Math.sqrt(((n1 - 1) * focal.sd ** 2 + (n2 - 1) * reference.sd ** 2) / (n1 + n2 - 2));
  if (!(pooled > 0)) return { smd: null, lower: null, upper: null };
  const d = (focal.mean - reference.mean) / pooled;
  const se = Math.sqrt((n1 + n2) / (n1 * n2) + (d * d) / (2 * (n1 + n2)));
  return { smd: d, lower: d - Z95 * se, upper: d + Z95 * se };
}

/** Each scale's (dimension's, then all items') figures of both groups. */
function scalesOf(items: readonly EvidenceItem[], sample: PackedSample): AccommodationScale[] {
  const dimensions = [...new Set(items.flatMap((i) => (i.dimension ? [i.dimension] : [])))];
  // One dimension holding every item is the total itself.
  const scales: Array<string | null> =
    dimensions.length === 1 && items.every((i) => i.dimension) ? [null] : [...dimensions, null];
  const members = scales.map((d) =>
    items.flatMap((item, i) => (d === null || item.dimension === d ? [i] : [])),
  );
  const v = sample.groupNames.indexOf(ACCOMMODATION_VARIABLE);
  const g = sample.groupNames.length;
  const empty = (): Moments => ({ n: 0, sum: 0, squares: 0 });
  const moments = scales.map(() => ({ accommodated: empty(), others: empty() }));
  for (let r = 0; r < sample.n; r++) {
    const code = sample.groups[r * g + v];
    const accommodated = code >= 0 && sample.groupValues[v][code] === ACCOMMODATED;
    members.forEach((indices, s) => {
      let score = 0;
      for (const i of indices) score += Math.max(0, sample.scores[r * sample.k + i]);
      const m = accommodated ? moments[s].accommodated : moments[s].others;
      m.n++;
      m.sum += score;
      m.squares += score * score;
    });
  }
  return scales.map((dimension, s) => {
    const accommodated = figuresOf(moments[s].accommodated);
    const others = figuresOf(moments[s].others);
    const { smd, lower, upper } = standardisedDifference(accommodated, others);
    return {
      dimension,
      items: members[s].length,
      accommodated,
      others,
      smd,
      smd_lower: lower,
      smd_upper: upper,
    };
  });
}

/** The score comparison, read from the packed sample before it moves to the engine's thread. */
export function compareScores(
  items: readonly EvidenceItem[],
  sample: PackedSample,
  tally: AccommodationTally,
): EvidenceAccommodation['scores'] {
  return refusalOf(tally, MIN_ACCOMMODATION_COMPARED) ?? { scales: scalesOf(items, sample) };
}

/** The whole comparison, the engine's DIF by accommodation taken from its result. */
export function accommodationOf(
  tally: AccommodationTally,
  scores: EvidenceAccommodation['scores'],
  result: Pick<EvidenceResult, 'dif'>,
): EvidenceAccommodation {
  const dif = result.dif.find((c) => c.variable === ACCOMMODATION_VARIABLE);
  return {
    accommodated: reported(tally.accommodated),
    others: tally.others,
    kinds: Object.fromEntries(
      ACCOMMODATION_KINDS.flatMap((kind) => {
        const n = tally.kinds.get(kind);
        return n ? [[kind, reported(n)]] : [];
      }),
    ),
    scores,
    dif: dif
      ? { comparison: dif as unknown as Record<string, unknown> }
      : (refusalOf(tally, MIN_DIF_GROUP) ?? {
          refused: 'too-few-accommodated',
          n: null,
          needed: MIN_DIF_GROUP,
        }),
  };
}
