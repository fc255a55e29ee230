import type { ParticipantDatatableRequest, ParticipantStatus } from '@asesa/contracts';
import { uiNumbers } from '../../lib/format';

/** What the filter bar holds (empty = no filter). */
export interface ParticipantFilters {
  status: ParticipantStatus[];
  city?: string;
  starred: boolean;
  shortlisted: boolean;
  scoreMin?: number | null;
  scoreMax?: number | null;
  jobFitMin?: number | null;
  jobFitMax?: number | null;
  /** Reviewed by a person or not (undefined: either). */
  reviewed?: boolean;
}

export const NO_FILTERS: ParticipantFilters = { status: [], starred: false, shortlisted: false };

const given = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** The range problem of the filter bar, if any (the server refuses min > max too). */
export function rangeProblem(f: ParticipantFilters): 'score' | 'jobFit' | null {
  if (given(f.scoreMin) && given(f.scoreMax) && f.scoreMin > f.scoreMax) return 'score';
  if (given(f.jobFitMin) && given(f.jobFitMax) && f.jobFitMin > f.jobFitMax) return 'jobFit';
  return null;
}

/** The typed filter fields of the datatable request; switches that are off filter nothing. */
export function filterFields(
  f: ParticipantFilters,
): Omit<
  ParticipantDatatableRequest,
  'project_id' | 'columns' | 'order' | 'start' | 'length' | 'search' | 'cpage'
> {
  return {
    ...(f.status.length ? { status: f.status } : {}),
    ...(f.city ? { city: f.city } : {}),
    ...(f.starred ? { starred: true } : {}),
    ...(f.shortlisted ? { shortlisted: true } : {}),
    ...(given(f.scoreMin) ? { score_percent_min: f.scoreMin } : {}),
    ...(given(f.scoreMax) ? { score_percent_max: f.scoreMax } : {}),
    ...(given(f.jobFitMin) ? { job_fit_min: f.jobFitMin } : {}),
    ...(given(f.jobFitMax) ? { job_fit_max: f.jobFitMax } : {}),
    ...(f.reviewed === undefined ? {} : { reviewed: f.reviewed }),
  };
}

/** A percentage as shown in the table: "87.5 %" ("87,5 %" in Indonesian), or '-' when there is none. */
export function formatPercent(value: number | null | undefined): string {
  return uiNumbers().percent(value);
}
