import {
  ACCOMMODATED,
  ACCOMMODATION_VARIABLE,
  AGE_BANDS,
  type EvidenceMakeUp,
  MIN_REPORTED_GROUP,
  NOT_ACCOMMODATED,
} from '@asesa/contracts';
import type { GroupCounts } from './dif-defaults';

/**
 * A participant's grouping values (gender, age band, education) as the analyses group them, and the
 * sample's make-up counted from them. Nothing here keeps who a person is.
 */

/** The age band of a birth date at the moment of completion, null when either is unknown. */
export function ageBandOf(birthDate: string | null, completedAt: string | null): string | null {
  if (!birthDate || !completedAt) return null;
  const born = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate);
  const done = /^(\d{4})-(\d{2})-(\d{2})/.exec(completedAt);
  if (!born || !done) return null;
  const [by, bm, bd] = born.slice(1).map(Number);
  const [cy, cm, cd] = done.slice(1).map(Number);
  const age = cy - by - (cm < bm || (cm === bm && cd < bd) ? 1 : 0);
  if (!Number.isFinite(age) || age < 0 || age > 120) return null;
  if (age < 25) return AGE_BANDS[0];
  if (age < 35) return AGE_BANDS[1];
  if (age < 45) return AGE_BANDS[2];
  if (age < 55) return AGE_BANDS[3];
  return AGE_BANDS[4];
}

/** A participant's stored grouping values as the analysis groups them ('' is unknown). */
export function groupsOf(
  row: {
    gender: string;
    birth_date: string | null;
    education_level: string;
    completed_at: string | null;
  },
  accommodated = false,
): Record<string, string | null> {
  return {
    gender: row.gender.trim().toLowerCase() || null,
    age_band: ageBandOf(row.birth_date, row.completed_at),
    education_level: row.education_level.trim() || null,
    [ACCOMMODATION_VARIABLE]: accommodated ? ACCOMMODATED : NOT_ACCOMMODATED,
  };
}

const UNKNOWN = 'unknown';

/** Counts the sample's make-up as its pages go by, without keeping anyone's row. */
export class MakeUpTally {
  private n = 0;
  private readonly projects = new Set<number>();
  private readonly corporates = new Set<number>();
  private readonly counts: Record<'gender' | 'age_band' | 'education_level', Map<string, number>> = {
    gender: new Map(),
    age_band: new Map(),
    education_level: new Map(),
  };
  private first: string | null = null;
  private last: string | null = null;

  add(
    row: { project_id: number; account_corporate_id: number; completed_at: string | null },
    groups: Record<string, string | null>,
  ): void {
    this.n++;
    this.projects.add(row.project_id);
    this.corporates.add(row.account_corporate_id);
    for (const [variable, counts] of Object.entries(this.counts)) {
      const value = groups[variable] ?? UNKNOWN;
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const at = row.completed_at;
    if (at && (this.first === null || at < this.first)) this.first = at;
    if (at && (this.last === null || at > this.last)) this.last = at;
  }

  /** How often each grouping value occurs (for choosing the default DIF comparisons). */
  groupCounts(): GroupCounts {
    return this.counts;
  }

  /** The make-up, small groups shown as null ("fewer than 5") so nobody is singled out. */
  result(): EvidenceMakeUp {
    const reported = (counts: Map<string, number>) =>
      Object.fromEntries(
        [...counts.entries()]
          .sort(([x], [y]) => x.localeCompare(y))
          .map(([value, n]) => [value, n < MIN_REPORTED_GROUP ? null : n]),
      );
    return {
      n: this.n,
      projects: this.projects.size,
      corporates: this.corporates.size,
      gender: reported(this.counts.gender),
      age_band: reported(this.counts.age_band),
      education_level: reported(this.counts.education_level),
      first_completed_at: this.first,
      last_completed_at: this.last,
    };
  }
}
