import type { CallRequest } from '@asesa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { TEST_ACTIVITY_QUERY_ROOT } from '../participant-journey/api';

const ownKey = (pcode: string) => [TEST_ACTIVITY_QUERY_ROOT, 'accommodation', pcode] as const;

/**
 * The participant's own accommodation; quiet and not retried, since a participant who has not
 * registered yet has none to read (the pages then show the standard display).
 */
export function useOwnAccommodation(pcode: string | undefined) {
  return useQuery({
    queryKey: ownKey(pcode ?? ''),
    queryFn: () =>
      unwrap(api('test-activities/accommodation', { participant_code: pcode ?? '' }, { silent: true })),
    enabled: Boolean(pcode),
    retry: false,
    staleTime: 60_000,
  });
}

export function useRequestAccommodation(pcode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CallRequest<'test-activities/accommodation-request'>, 'participant_code'>) =>
      unwrap(
        api('test-activities/accommodation-request', { participant_code: pcode, ...body }, { silent: true }),
      ),
    onSuccess: (data) => queryClient.setQueryData(ownKey(pcode), data),
  });
}
