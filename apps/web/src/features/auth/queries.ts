import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

/** The sidebar's profile (name, photo, title). Spec 6: admins do not fetch it. */
export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'profile'],
    queryFn: () => unwrap(api('auth/profile', {}, { silent: true })),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The corporate credit balance shown in the sidebar for non-admins (spec 2.6). */
export function useCreditBalance(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'credit-balance'],
    queryFn: () => unwrap(api('auth/credit-balance', {}, { silent: true })),
    enabled,
    staleTime: 60_000,
  });
}
