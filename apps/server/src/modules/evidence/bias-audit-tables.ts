import {
  BIAS_AUDIT_FIELDS,
  type BiasAuditCategory,
  type BiasAuditField,
  type BiasAuditTable,
} from '@asesa/contracts';
import { adverseImpact } from '@asesa/scoring';

/** One candidate as the audit counts them: their known demographic values and whether selected. */
export interface AuditCandidate {
  groups: Record<BiasAuditField, string | null>;
  selected: boolean;
}

export interface AuditRules {
  threshold: number;
  /** A category under this share of the table's known candidates is left out of the ratios. */
  minShare: number;
  /** A category of fewer candidates is left out of the ratios. */
  minCount: number;
}

interface Tally {
  values: string[];
  total: number;
  selected: number;
}

const KEY_SEPARATOR = '\u0001';

/**
 * The fields the audit reports: those for which some candidate gave a value (a field the projects
 * do not collect has none), then each pair of them as an intersection (sex × age band…).
 */
export function auditFieldSets(candidates: readonly AuditCandidate[]): BiasAuditField[][] {
  const collected = BIAS_AUDIT_FIELDS.filter((f) => candidates.some((c) => c.groups[f] !== null));
  const pairs = collected.flatMap((a, i) => collected.slice(i + 1).map((b) => [a, b]));
  return [...collected.map((f) => [f]), ...pairs];
}

function tallyOf(candidates: readonly AuditCandidate[], fields: readonly BiasAuditField[]) {
  const tallies = new Map<string, Tally>();
  let unknown = 0;
  for (const c of candidates) {
    const values = fields.map((f) => c.groups[f]);
    if (values.some((v) => v === null)) {
      unknown++;
      continue;
    }
    const key = values.join(KEY_SEPARATOR);
    const tally = tallies.get(key) ?? { values: values as string[], total: 0, selected: 0 };
    tally.total++;
    if (c.selected) tally.selected++;
    tallies.set(key, tally);
  }
  return { tallies: [...tallies.values()], unknown };
}

const byValues = (x: Tally, y: Tally) =>
  x.values.join(KEY_SEPARATOR).localeCompare(y.values.join(KEY_SEPARATOR));

/**
 * One table of the audit: every category with its counts, rate and share; the categories that
 * meet the share and count rules compared with the one of the highest rate (LL144's impact ratio)
 * by the four-fifths rule and Fisher's exact test. Fewer than two such categories, or a highest
 * rate of 0, compare nothing: the table is reported without ratios and is not flagged.
 */
export function auditTable(
  candidates: readonly AuditCandidate[],
  fields: BiasAuditField[],
  rules: AuditRules,
): BiasAuditTable {
  const { tallies, unknown } = tallyOf(candidates, fields);
  tallies.sort(byValues);
  const known = tallies.reduce((sum, t) => sum + t.total, 0);
  const excluded = (t: Tally) => t.total / known < rules.minShare || t.total < rules.minCount;
  const compared = tallies.filter((t) => !excluded(t));
  const rateOf = (t: Tally) => t.selected / t.total;
  const reference = compared.reduce<Tally | null>(
    (best, t) => (!best || rateOf(t) > rateOf(best) ? t : best),
    null,
  );
  const base = (t: Tally): BiasAuditCategory => ({
    values: t.values,
    total: t.total,
    selected: t.selected,
    rate: rateOf(t),
    share: t.total / known,
    excluded: excluded(t),
    impact_ratio: null,
    fisher_p: null,
    passes: null,
  });
  if (compared.length < 2 || !reference || rateOf(reference) === 0)
    return { fields, unknown, reference: null, categories: tallies.map(base), flagged: null };

  const keyOf = (t: Tally) => t.values.join(KEY_SEPARATOR);
  const result = adverseImpact(
    compared.map((t) => ({ group: keyOf(t), selected: t.selected, total: t.total })),
    { threshold: rules.threshold, reference: keyOf(reference) },
  );
  const impacts = new Map(result.groups.map((g) => [g.group, g]));
  return {
    fields,
    unknown,
    reference: reference.values,
    categories: tallies.map((t) => {
      const impact = impacts.get(keyOf(t));
      return impact
        ? { ...base(t), impact_ratio: impact.impactRatio, fisher_p: impact.fisherP, passes: impact.passes }
        : base(t);
    }),
    flagged: result.adverseImpact,
  };
}
