import type { CallRequest } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { EVIDENCE_KEY } from './queries';

/** A bias audit, asked for when the user runs it (null: not yet). */
export function useBiasAudit(body: CallRequest<'evidence/bias-audit'> | null) {
  return useQuery({
    queryKey: [...EVIDENCE_KEY, 'bias-audit', body],
    queryFn: () => unwrap(api('evidence/bias-audit', body!)),
    enabled: body !== null,
    placeholderData: (previous) => previous,
  });
}

/** The project page's adverse-impact monitor. */
export function useBiasMonitor(projectId: number) {
  return useQuery({
    queryKey: [...EVIDENCE_KEY, 'bias-monitor', projectId],
    queryFn: () => unwrap(api('evidence/bias-audit/monitor', { project_id: projectId })),
  });
}
