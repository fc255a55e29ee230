import type { CallRequest, EvidenceAnalysisRow } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { pickerPage, useDebouncedSearch } from '../../lib/picker-search';
import { INSTRUMENTS_KEY } from '../instruments/queries';

export const EVIDENCE_KEY = ['evidence'] as const;

/** How often the list is asked again while an analysis is queued or running. */
const POLL_MS = 1000;
const PICKER_PAGE = 50;

export const isActive = (row: Pick<EvidenceAnalysisRow, 'status'>) =>
  row.status === 'queued' || row.status === 'running';

export function analysesKey(instrumentId: number) {
  return [...EVIDENCE_KEY, 'analyses', instrumentId] as const;
}

/** An instrument's analyses, newest first, asked again every second while one is still working. */
export function useEvidenceAnalyses(instrumentId: number) {
  return useQuery({
    queryKey: analysesKey(instrumentId),
    queryFn: async () => {
      const { rows } = await unwrap(api('evidence/analyses', { instrument_id: instrumentId }));
      return [...rows].sort((x, y) => y.created_at.localeCompare(x.created_at) || y.id - x.id);
    },
    enabled: Number.isInteger(instrumentId) && instrumentId > 0,
    refetchInterval: (q) => (q.state.data?.some(isActive) ? POLL_MS : false),
  });
}

/**
 * One finished analysis with its sample make-up and result. Read once the list shows it done (the
 * list already says how a running or failed one stands); a finished analysis never changes.
 */
export function useEvidenceAnalysis(analysisId: number | undefined, status: string | undefined) {
  return useQuery({
    queryKey: [...EVIDENCE_KEY, 'detail', analysisId],
    queryFn: () => unwrap(api('evidence/analyses/detail', { analysis_id: analysisId ?? 0 })),
    enabled: analysisId !== undefined && status === 'done',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function startEvidenceAnalysis(body: CallRequest<'evidence/analyses/new'>) {
  return api('evidence/analyses/new', body);
}

/**
 * The instrument's name and latest published version. Admins read its detail; consultants, who
 * may not, its name from the compact list (the version then defaults to the latest on the server).
 */
export function useEvidenceInstrument(instrumentId: number, isAdmin: boolean) {
  const detail = useQuery({
    queryKey: [...INSTRUMENTS_KEY, 'detail', instrumentId],
    queryFn: () => unwrap(api('instruments/detail', { id: instrumentId })),
    enabled: isAdmin && Number.isInteger(instrumentId) && instrumentId > 0,
  });
  const compact = useQuery({
    queryKey: [...INSTRUMENTS_KEY, 'compact'],
    queryFn: () => unwrap(api('instruments/compact-list', {})),
    enabled: !isAdmin,
  });
  const found = compact.data?.find((i) => i.id === instrumentId);
  const source = isAdmin ? detail : compact;
  return {
    isLoading: source.isLoading,
    isError: source.isError || (!isAdmin && compact.isSuccess && !found),
    name: isAdmin ? detail.data?.name : found?.name,
    code: isAdmin ? detail.data?.code : found?.code,
    /** null: unknown to this caller. */
    latestVersion: isAdmin ? (detail.data?.version ?? null) : null,
  };
}

/** Projects the caller can see, searched on the server as the user types. */
export function useProjectSearch(enabled: boolean) {
  const { search, onSearch } = useDebouncedSearch();
  const query = useQuery({
    queryKey: ['projects', 'evidence-picker', search],
    queryFn: () => unwrap(api('projects/list', pickerPage(['name', 'corporate_name'], PICKER_PAGE, search))),
    enabled,
  });
  return { ...query, onSearch };
}

/** Adverse impact of a project's job-fit decisions at a cut, asked again when the question changes. */
export function useAdverseImpact(body: CallRequest<'evidence/adverse-impact'>) {
  return useQuery({
    queryKey: [...EVIDENCE_KEY, 'adverse-impact', body],
    queryFn: () => unwrap(api('evidence/adverse-impact', body)),
    placeholderData: (previous) => previous,
  });
}
