import type { CallRequest } from '@asesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { INSTRUMENTS_KEY } from '../instruments/queries';

/**
 * Publishes an analysis's calibrated parameters as the instrument's next version. Silent: a refusal
 * (an older version, unpublished draft changes) is shown beside the action, where it can be read.
 * The instrument's detail and lists then show the new version.
 */
export function usePublishParameters() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'evidence/analyses/publish-parameters'>) =>
      unwrap(api('evidence/analyses/publish-parameters', body, { silent: true })),
    onSuccess: () => client.invalidateQueries({ queryKey: INSTRUMENTS_KEY }),
  });
}
