/**
 * Adverse impact of a selection decision: impact ratios and the four-fifths rule.
 */
import { ScoringError } from '../errors';
import { ENGINE_VERSION } from '../version';
import { fisherExactP } from './fisher-exact';

/** Selection counts of one group. */
export interface SelectionGroup {
  group: string;
  selected: number;
  total: number;
}

/** Impact statistics of one group. */
export interface GroupImpact extends SelectionGroup {
  /** Selection rate = selected / total. */
  rate: number;
  /** Rate divided by the reference group's rate. */
  impactRatio: number;
  /** Whether the ratio meets the threshold (≥ 0.8 under the four-fifths rule). */
  passes: boolean;
  /**
   * Two-sided p of Fisher's exact test of this group's selections against the reference group's
   * (null for the reference group itself): a small group can fail the four-fifths rule by chance,
   * and a large one can pass it with a real difference, so both are read together.
   */
  fisherP: number | null;
}

/** Result of {@link adverseImpact}. */
export interface AdverseImpactResult {
  engineVersion: string;
  threshold: number;
  /** Group whose rate is the denominator (by default the highest rate). */
  reference: string;
  groups: GroupImpact[];
  /** True when any group fails the rule. */
  adverseImpact: boolean;
}

/**
 * Adverse impact ratios under the four-fifths rule (US Uniform Guidelines on Employee Selection
 * Procedures, 29 CFR 1607.4(D)): impact ratio = rate_g / rate_reference, with the reference the group
 * with the highest selection rate unless one is named; a ratio below 0.8 (the threshold) indicates
 * adverse impact. Example: 0.30 / 0.40 = 0.75 < 0.8 fails. Each group's selections are also tested
 * against the reference group's with Fisher's exact test (two-sided).
 * @throws ScoringError `INSUFFICIENT_DATA` for an empty group or when the reference rate is 0;
 * `INVALID_ARGUMENT` for impossible counts or an unknown reference.
 */
export function adverseImpact(
  groups: readonly SelectionGroup[],
  options: { threshold?: number; reference?: string } = {},
): AdverseImpactResult {
  const threshold = options.threshold ?? 0.8;
  if (!(threshold > 0 && threshold <= 1))
    throw new ScoringError('INVALID_ARGUMENT', 'threshold must be in (0, 1]');
  if (groups.length < 2)
    throw new ScoringError('INSUFFICIENT_DATA', 'adverse impact needs at least two groups');
  for (const g of groups) {
    if (!(Number.isInteger(g.total) && g.total > 0)) {
      throw new ScoringError('INSUFFICIENT_DATA', `group ${g.group} has no applicants`, { group: g.group });
    }
    if (!(Number.isInteger(g.selected) && g.selected >= 0 && g.selected <= g.total)) {
      throw new ScoringError(
        'INVALID_ARGUMENT',
        `group ${g.group}: selected must be an integer in 0..${g.total}`,
      );
    }
  }
  const rates = groups.map((g) => g.selected / g.total);
  let referenceIndex: number;
  if (options.reference !== undefined) {
    referenceIndex = groups.findIndex((g) => g.group === options.reference);
    if (referenceIndex < 0)
      throw new ScoringError('UNKNOWN_REFERENCE', `no group named ${options.reference}`);
  } else {
    referenceIndex = rates.indexOf(Math.max(...rates));
  }
  const referenceRate = rates[referenceIndex];
  if (!(referenceRate > 0))
    throw new ScoringError('INSUFFICIENT_DATA', 'the reference group selected nobody; ratios are undefined');
  const result = groups.map((g, i) => {
    const impactRatio = rates[i] / referenceRate;
    // a ratio of exactly 4/5 passes even when floating point gives 0.7999999999999999
    const reference = groups[referenceIndex];
    const fisherP =
      i === referenceIndex
        ? null
        : fisherExactP(
            g.selected,
            g.total - g.selected,
            reference.selected,
            reference.total - reference.selected,
          );
    return { ...g, rate: rates[i], impactRatio, passes: impactRatio >= threshold - 1e-12, fisherP };
  });
  return {
    engineVersion: ENGINE_VERSION,
    threshold,
    reference: groups[referenceIndex].group,
    groups: result,
    adverseImpact: result.some((g) => !g.passes),
  };
}
