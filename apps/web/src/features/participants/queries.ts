import type { ParticipantDatatableRequest } from '@asesa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { participantsRoot } from '../../lib/query-keys';

export function useParticipantPage(query: ParticipantDatatableRequest) {
  return useQuery({
    queryKey: [...participantsRoot(query.project_id), 'page', query],
    queryFn: () => unwrap(api('projects/participants/datatable', query)),
    placeholderData: keepPreviousData,
  });
}

export function useParticipantOverview(projectId: number) {
  return useQuery({
    queryKey: [...participantsRoot(projectId), 'overview'],
    queryFn: () => unwrap(api('projects/participants/overview', { project_id: projectId })),
  });
}

export function useFilterCities(projectId: number, name: string) {
  return useQuery({
    queryKey: [...participantsRoot(projectId), 'cities', name],
    queryFn: () => unwrap(api('projects/participants/filter-city', { project_id: projectId, name })),
    placeholderData: keepPreviousData,
  });
}

export function useParticipantResults(projectId: number, participantId: number | null) {
  return useQuery({
    queryKey: [...participantsRoot(projectId), 'results', participantId],
    queryFn: () => unwrap(api('projects/participants/results', { participant_id: participantId! })),
    enabled: participantId !== null,
  });
}

export function useParticipantCharts(projectId: number) {
  return useQuery({
    queryKey: [...participantsRoot(projectId), 'charts'],
    queryFn: () => unwrap(api('projects/participants/charts', { project_id: projectId })),
  });
}

/** Refreshes the table, overview, charts and results of a project after a change. */
export function useRefreshParticipants(projectId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: participantsRoot(projectId) });
}

export function useToggle(projectId: number, kind: 'star' | 'shortlist') {
  const refresh = useRefreshParticipants(projectId);
  return useMutation({
    mutationFn: (participantId: number) =>
      unwrap(
        api(
          kind === 'star' ? 'projects/participants/star-toggle' : 'projects/participants/shortlist-toggle',
          {
            participant_id: participantId,
          },
        ),
      ),
    onSuccess: refresh,
  });
}

export function useAddShortlisted(projectId: number) {
  const refresh = useRefreshParticipants(projectId);
  return useMutation({
    mutationFn: (ids: number[]) =>
      unwrap(api('projects/participants/add-shortlisted', { participant_ids: ids })),
    onSuccess: refresh,
  });
}
