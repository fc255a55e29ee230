import type { CallRequest } from '@asesa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { EVIDENCE_KEY } from './queries';

const normsKey = (analysisId: number) => [...EVIDENCE_KEY, 'norms', analysisId] as const;

/**
 * The sample's norms beside the norms in use. Silent: a sample too small for a norm is an answer the
 * tab shows in place, not an error to toast; asked again after a save (the norm in use changed).
 */
export function useNormsPreview(analysisId: number) {
  return useQuery({
    queryKey: normsKey(analysisId),
    queryFn: () => unwrap(api('evidence/norms/preview', { analysis_id: analysisId }, { silent: true })),
    retry: false,
  });
}

/** Saves the chosen dimensions' proposed norms as the blueprint's final scores. */
export function useSaveNorms(analysisId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CallRequest<'evidence/norms/save'>, 'analysis_id'>) =>
      unwrap(api('evidence/norms/save', { ...body, analysis_id: analysisId })),
    onSuccess: () => client.invalidateQueries({ queryKey: normsKey(analysisId) }),
  });
}
