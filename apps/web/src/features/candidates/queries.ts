import type { CandidateRow, DatatableQuery } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export const CANDIDATES_KEY = ['candidates'] as const;

export function fetchCandidatePage(corporateId: number | undefined) {
  return (query: DatatableQuery) =>
    unwrap(api('candidates/datatable', { ...query, account_corporate_id: corporateId }));
}

/** A person of the candidate database: corporate and lowercased e-mail. */
export type CandidateKey = Pick<CandidateRow, 'account_corporate_id' | 'email' | 'name'>;

export function useCandidate(key: CandidateKey | null) {
  return useQuery({
    queryKey: [...CANDIDATES_KEY, 'detail', key?.account_corporate_id, key?.email],
    queryFn: () =>
      unwrap(
        api('candidates/detail', { account_corporate_id: key!.account_corporate_id, email: key!.email }),
      ),
    enabled: key !== null,
  });
}
