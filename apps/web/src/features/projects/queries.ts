import type { DatatableQuery } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export const PROJECTS_KEY = ['projects'] as const;

export function fetchProjectPage(query: DatatableQuery) {
  return unwrap(api('projects/list', query));
}

export function useProject(id: number) {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'detail', id],
    queryFn: () => unwrap(api('projects/detail', { id })),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function participantsKey(projectId: number) {
  return [...PROJECTS_KEY, 'participants', projectId] as const;
}

export function fetchParticipantPage(projectId: number) {
  return (query: DatatableQuery) =>
    unwrap(api('projects/participants/datatable', { ...query, project_id: projectId }));
}
