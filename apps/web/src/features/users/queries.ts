import type { CallRequest } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, apiGet, unwrap } from '../../lib/api';

export const USER_PROFILE_KEY = ['users', 'profile'] as const;

/** Whose profile page: a consultant's carries its consultant account's names. */
export type ProfileKind = 'consultant' | 'collaborator';

export function useOwnProfile(kind: ProfileKind) {
  return useQuery({
    queryKey: [...USER_PROFILE_KEY, kind],
    queryFn: () =>
      kind === 'consultant' ? unwrap(apiGet('users/consultants/profile')) : unwrap(apiGet('users/profile')),
  });
}

/** An invitation link's details (users/invitations/detail); the page shows a refusal itself. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['users', 'invitation', token],
    queryFn: () => unwrap(api('users/invitations/detail', { token }, { silent: true })),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
  });
}

/** Accepts an invitation: the new user's name and password (users/invitations/accept). */
export function acceptInvitation(body: CallRequest<'users/invitations/accept'>) {
  return api('users/invitations/accept', body);
}
