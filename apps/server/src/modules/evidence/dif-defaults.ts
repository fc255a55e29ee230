import type { DifComparison } from '@asesa/scoring';

/**
 * The DIF comparisons an analysis makes when its request names none: women against men, and for
 * age band and education level each group against the largest one. A group needs this many people
 * for Mantel–Haenszel figures worth reading (the ETS procedure asks for a few hundred; below a
 * hundred the classes swing with a handful of answers), so smaller groups are left out rather
 * than flagged by chance.
 */
export const MIN_DIF_GROUP = 100;

/** How often each value of a grouping variable occurs in the sample ('unknown' included). */
export type GroupCounts = Record<'gender' | 'age_band' | 'education_level', ReadonlyMap<string, number>>;

const UNKNOWN = 'unknown';

/** Each group of at least MIN_DIF_GROUP against the largest group of the variable. */
function againstLargest(variable: 'age_band' | 'education_level', counts: ReadonlyMap<string, number>) {
  const groups = [...counts.entries()]
    .filter(([value, n]) => value !== UNKNOWN && n >= MIN_DIF_GROUP)
    .sort(([x, m], [y, n]) => n - m || x.localeCompare(y));
  const [reference, ...others] = groups;
  if (!reference) return [];
  return others.map(([focal]) => ({ variable, reference: reference[0], focal }));
}

export function defaultDifComparisons(counts: GroupCounts): DifComparison[] {
  const women = counts.gender.get('female') ?? 0;
  const men = counts.gender.get('male') ?? 0;
  return [
    ...(women > 0 && men > 0 ? [{ variable: 'gender', reference: 'male', focal: 'female' }] : []),
    ...againstLargest('age_band', counts.age_band),
    ...againstLargest('education_level', counts.education_level),
  ];
}
