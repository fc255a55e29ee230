import type { DatatableQuery } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export const INSTRUMENTS_KEY = ['instruments'] as const;

export function fetchInstrumentPage(query: DatatableQuery) {
  return unwrap(api('instruments/list', query));
}

export function useInstrument(id: number) {
  return useQuery({
    queryKey: [...INSTRUMENTS_KEY, 'detail', id],
    queryFn: () => unwrap(api('instruments/detail', { id })),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Instruments to choose from (a new project's, a job profile's order); `enabled` waits for a form to open. */
export function useInstrumentOptions(enabled = true) {
  return useQuery({
    queryKey: [...INSTRUMENTS_KEY, 'compact'],
    queryFn: () => unwrap(api('instruments/compact-list', {})),
    enabled,
  });
}

/** A page of the instruments' translation status in one language. */
export function fetchTranslationOverview(languageCode: string | undefined) {
  return (query: DatatableQuery) =>
    unwrap(api('instruments/translation-overview', { ...query, language_code: languageCode }));
}
