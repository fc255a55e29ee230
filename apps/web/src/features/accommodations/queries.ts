import type { AccommodationDetail, CallRequest } from '@asesa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { participantsRoot } from '../../lib/query-keys';

/** One participant's accommodations (the drawer's panel). */
export const accommodationKey = (projectId: number, participantId: number) =>
  [...participantsRoot(projectId), 'accommodations', participantId] as const;

export function useAccommodation(projectId: number, participantId: number) {
  return useQuery({
    queryKey: accommodationKey(projectId, participantId),
    queryFn: () =>
      unwrap(api('projects/participants/accommodations/detail', { participant_id: participantId })),
  });
}

/** Grant and decline answer the updated detail, which replaces the cached one. */
export function useAccommodationChanges(projectId: number, participantId: number) {
  const queryClient = useQueryClient();
  const onSuccess = (data: AccommodationDetail) =>
    queryClient.setQueryData(accommodationKey(projectId, participantId), data);
  const grant = useMutation({
    mutationFn: (body: CallRequest<'projects/participants/accommodations/grant'>) =>
      unwrap(api('projects/participants/accommodations/grant', body)),
    onSuccess,
  });
  const decline = useMutation({
    mutationFn: (body: CallRequest<'projects/participants/accommodations/decline'>) =>
      unwrap(api('projects/participants/accommodations/decline', body)),
    onSuccess,
  });
  return { grant, decline };
}
