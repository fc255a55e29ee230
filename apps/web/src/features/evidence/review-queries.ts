import type { CallRequest } from '@asesa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { EVIDENCE_KEY } from './queries';

type ListStatus = NonNullable<CallRequest<'evidence/reviews/list'>['status']>;

export function reviewsKey(instrumentId: number) {
  return [...EVIDENCE_KEY, 'reviews', instrumentId] as const;
}

/** An instrument's review flags (open ones unless asked otherwise), newest first. */
export function useItemReviews(instrumentId: number, status: ListStatus = 'open') {
  return useQuery({
    queryKey: [...reviewsKey(instrumentId), status],
    queryFn: async () =>
      (await unwrap(api('evidence/reviews/list', { instrument_id: instrumentId, status }))).rows,
    enabled: Number.isInteger(instrumentId) && instrumentId > 0,
  });
}

/** Flags an item for review; the instrument's lists of flags are read again. */
export function useFlagItem(instrumentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'evidence/reviews/flag'>) => unwrap(api('evidence/reviews/flag', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsKey(instrumentId) }),
  });
}

/** Resolves a review flag; the instrument's lists of flags are read again. */
export function useResolveReview(instrumentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'evidence/reviews/resolve'>) =>
      unwrap(api('evidence/reviews/resolve', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsKey(instrumentId) }),
  });
}
