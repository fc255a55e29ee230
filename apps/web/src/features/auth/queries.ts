import type { DatatableQuery, LiftThrottleRequest } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

/** The sidebar user card's queries: invalidate them after a profile, photo or credit change. */
export const PROFILE_KEY = ['auth', 'profile'] as const;
export const CREDIT_BALANCE_KEY = ['auth', 'credit-balance'] as const;

/** The sidebar's profile (name, photo, title). Spec 6: admins do not fetch it. */
export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => unwrap(api('auth/profile', {}, { silent: true })),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The corporate credit balance shown in the sidebar for non-admins (spec 2.6). */
export function useCreditBalance(enabled: boolean) {
  return useQuery({
    queryKey: CREDIT_BALANCE_KEY,
    queryFn: () => unwrap(api('auth/credit-balance', {}, { silent: true })),
    enabled,
    staleTime: 60_000,
  });
}

export function fetchLoginAttempts(query: DatatableQuery) {
  return unwrap(api('auth/login-attempts', query));
}

export function fetchParticipantCodeAttempts(query: DatatableQuery) {
  return unwrap(api('auth/participant-code-attempts', query));
}

export const THROTTLES_KEY = ['security', 'throttles'] as const;

/** The guessing throttles in force (admins' security page), refreshed each half-minute. */
export function useThrottles() {
  return useQuery({
    queryKey: THROTTLES_KEY,
    queryFn: () => unwrap(api('auth/throttles', {})),
    refetchInterval: 30_000,
  });
}

export function liftThrottle(lift: LiftThrottleRequest) {
  return unwrap(api('auth/lift-throttle', lift));
}
