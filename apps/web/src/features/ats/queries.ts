import type { AtsScope } from '@asesa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

const atsKey = (corporateId: number) => ['ats', corporateId] as const;

/** The corporate's API keys (never their secrets). */
export function useAtsKeys(corporateId: number) {
  return useQuery({
    queryKey: [...atsKey(corporateId), 'keys'],
    queryFn: () => unwrap(api('ats/keys/list', { account_corporate_id: corporateId })),
  });
}

/** The latest calls made with the keys, and the callbacks with their attempts. */
export function useAtsActivity(corporateId: number) {
  return useQuery({
    queryKey: [...atsKey(corporateId), 'activity'],
    queryFn: () => unwrap(api('ats/activity', { account_corporate_id: corporateId })),
  });
}

export function useCreateAtsKey(corporateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; scopes: AtsScope[] }) =>
      unwrap(api('ats/keys/new', { account_corporate_id: corporateId, ...input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: atsKey(corporateId) }),
  });
}

export function useRevokeAtsKey(corporateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) =>
      unwrap(api('ats/keys/revoke', { account_corporate_id: corporateId, key_id: keyId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: atsKey(corporateId) }),
  });
}
