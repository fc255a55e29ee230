import type { InvitationDatatableRequest, UniqueCodeListRequest } from '@asesa/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, unwrap } from '../../lib/api';
import { PROJECTS_KEY } from '../../lib/query-keys';

export const invitationsKey = (projectId: number) => [...PROJECTS_KEY, 'invitations', projectId] as const;
export const creditsKey = (projectId: number) => [...PROJECTS_KEY, 'credits', projectId] as const;
export const languagesKey = (projectId: number) => [...PROJECTS_KEY, 'languages', projectId] as const;
export const codesKey = (projectId: number) => [...PROJECTS_KEY, 'unique-codes', projectId] as const;

export function useInvitationPage(query: InvitationDatatableRequest) {
  return useQuery({
    queryKey: [...invitationsKey(query.project_id), query],
    queryFn: () => unwrap(api('projects/invitations/datatable', query)),
    placeholderData: keepPreviousData,
    // A queued e-mail is sent (or fails) in the background: look again until none is waiting.
    refetchInterval: (q) => (q.state.data?.data.some((r) => r.delivery?.status === 'queued') ? 5_000 : false),
  });
}

export function useCredits(projectId: number) {
  return useQuery({
    queryKey: creditsKey(projectId),
    queryFn: () => unwrap(api('projects/invitations/credits', { project_id: projectId })),
  });
}

export function useProjectLanguages(projectId: number) {
  return useQuery({
    queryKey: languagesKey(projectId),
    queryFn: () => unwrap(api('projects/configs/languages/translation-list', { project_id: projectId })),
  });
}

export function useVariables() {
  return useQuery({
    queryKey: ['invitation-variables'],
    queryFn: () => unwrap(api('projects/invitations/variables', {})),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useUniqueCodePage(query: UniqueCodeListRequest) {
  return useQuery({
    queryKey: [...codesKey(query.project_id), query],
    queryFn: () => unwrap(api('unique-codes/list', query)),
    placeholderData: keepPreviousData,
  });
}

/** After inviting, resending or revoking: the list, the credits and the participants tab change. */
export function useRefreshInvitations(projectId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: creditsKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: [...PROJECTS_KEY, 'participants', projectId] }),
        queryClient.invalidateQueries({ queryKey: [...PROJECTS_KEY, 'detail', projectId] }),
      ]),
    [queryClient, projectId],
  );
}
