import type { DecisionRecordRequest } from '@asesa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { participantsRoot } from '../../lib/query-keys';

/** A candidate's decisions, the current suggestion and the contests (decisions/history). */
export function useDecisionHistory(projectId: number, participantId: number) {
  return useQuery({
    queryKey: [...participantsRoot(projectId), 'decisions', participantId],
    queryFn: () => unwrap(api('decisions/history', { participant_id: participantId })),
  });
}

/** Records a decision; the history and the candidate list (its review column) follow. */
export function useRecordDecision(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionRecordRequest) => unwrap(api('decisions/record', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: participantsRoot(projectId) }),
  });
}
