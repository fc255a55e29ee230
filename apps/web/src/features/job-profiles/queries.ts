import type { CallRequest, DatatableQuery } from '@asesa/contracts';
import { api, unwrap } from '../../lib/api';

export const JOB_PROFILES_KEY = ['job-profiles'] as const;

export function fetchJobProfilePage(query: DatatableQuery) {
  return unwrap(api('job-profiles/datatable', query));
}

export function fetchJobProfile(id: number) {
  return unwrap(api('job-profiles/detail', { id }));
}

/** Saves a job profile: `new`, or `update` of the one with this id. */
export function saveJobProfile(id: number | null, body: CallRequest<'job-profiles/new'>) {
  return id === null ? api('job-profiles/new', body) : api('job-profiles/update', { ...body, id });
}
