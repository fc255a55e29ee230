import type { ProctoringEventKind } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, apiUpload, unwrap } from '../../lib/api';
import { TEST_ACTIVITY_QUERY_ROOT } from '../participant-journey/api';

/** What the participant's project watches (proctoring-policy). */
export function useProctoringPolicy(pcode: string) {
  return useQuery({
    queryKey: [TEST_ACTIVITY_QUERY_ROOT, 'proctoring-policy', pcode],
    queryFn: () =>
      unwrap(api('test-activities/proctoring-policy', { participant_code: pcode }, { silent: true })),
    enabled: Boolean(pcode),
    staleTime: 10 * 60_000,
    retry: 1,
  });
}

/** proctoring-track: one event; best effort (evidence must never get in the candidate's way). */
export function trackEvent(pcode: string, submissionId: number, status: ProctoringEventKind, text = '') {
  return api(
    'test-activities/proctoring-track',
    { participant_code: pcode, proctoring_id: submissionId, status, text: text.slice(0, 500) },
    { silent: true },
  ).catch(() => undefined);
}

export function uploadSnapshot(pcode: string, submissionId: number, jpeg: Blob) {
  return apiUpload(
    'test-activities/proctoring-snapshot',
    { participant_code: pcode, proctoring_id: submissionId },
    jpeg,
    { silent: true },
  ).catch(() => undefined);
}
