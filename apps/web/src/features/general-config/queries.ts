import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export const LANGUAGE_LIST_KEY = ['languages', 'list'] as const;

/** The master languages every signed-in user may read (languages/list). */
export function useLanguageList(options: { staleTime?: number } = {}) {
  return useQuery({
    queryKey: LANGUAGE_LIST_KEY,
    queryFn: () => unwrap(api('languages/list', {})),
    ...options,
  });
}
