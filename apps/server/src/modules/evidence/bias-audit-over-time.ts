import { BIAS_AUDIT_MIN_COUNT, BIAS_AUDIT_MIN_SHARE, type BiasAuditField } from '@asesa/contracts';
import { type AuditCandidate, auditFieldSets, auditTable } from './bias-audit-tables';
import { groupsOf } from './evidence-make-up';

/** One quarter's comparison of one field: the lowest impact ratio and whom it is of. */
export interface ImpactInPeriod {
  period: string;
  field: BiasAuditField;
  n: number;
  /** The category of the lowest ratio and the reference; null when nothing could be compared. */
  lowest: { values: string[]; reference: string[]; ratio: number; fisherP: number | null } | null;
  flagged: boolean | null;
}

export interface ImpactOverTime {
  cut: number;
  threshold: number;
  rows: ImpactInPeriod[];
}

/** "2026 Q2" of a completion time (UTC). */
export function quarterOf(completedAt: string): string {
  const year = completedAt.slice(0, 4);
  const month = Number(completedAt.slice(5, 7));
  return `${year} Q${Math.ceil(month / 3)}`;
}

/**
 * Adverse impact over time: the job-fit decisions at the cut, quarter by quarter, for each
 * demographic field alone (the audit's rules: the highest rate is the reference, categories
 * under 2 % or 5 candidates are not compared). A drift shows as a ratio falling quarter on quarter.
 */
export function impactOverTime(
  rows: readonly {
    job_fit: number | string | null;
    gender: string;
    birth_date: string | null;
    education_level: string;
    completed_at: unknown;
  }[],
  cut: number,
  threshold = 0.8,
): ImpactOverTime {
  const byQuarter = new Map<string, AuditCandidate[]>();
  for (const row of rows) {
    if (row.job_fit === null || !row.completed_at) continue;
    const completed =
      row.completed_at instanceof Date ? row.completed_at.toISOString() : String(row.completed_at);
    const groups = groupsOf({ ...row, completed_at: completed }) as AuditCandidate['groups'];
    const quarter = quarterOf(completed);
    const list = byQuarter.get(quarter) ?? [];
    list.push({ groups, selected: Number(row.job_fit) >= cut });
    byQuarter.set(quarter, list);
  }
  const rules = { threshold, minShare: BIAS_AUDIT_MIN_SHARE, minCount: BIAS_AUDIT_MIN_COUNT };
  const out: ImpactInPeriod[] = [];
  for (const period of [...byQuarter.keys()].sort()) {
    const candidates = byQuarter.get(period)!;
    for (const [field] of auditFieldSets(candidates).filter((fields) => fields.length === 1)) {
      const table = auditTable(candidates, [field], rules);
      const compared = table.categories.filter((c) => c.impact_ratio !== null);
      const lowest = compared.reduce<(typeof compared)[number] | null>(
        (low, c) => (!low || c.impact_ratio! < low.impact_ratio! ? c : low),
        null,
      );
      out.push({
        period,
        field,
        n: candidates.length - table.unknown,
        lowest:
          lowest && table.reference
            ? {
                values: lowest.values,
                reference: table.reference,
                ratio: lowest.impact_ratio!,
                fisherP: lowest.fisher_p,
              }
            : null,
        flagged: table.flagged,
      });
    }
  }
  return { cut, threshold, rows: out };
}
