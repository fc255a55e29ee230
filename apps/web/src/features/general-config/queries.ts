import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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

/**
 * A language's name by its code (Bahasa Indonesia for id): the master languages, as the back
 * office lists them elsewhere. Until they load, or for a code they lack, the code itself.
 */
export function useLanguageName() {
  const languages = useLanguageList({ staleTime: 5 * 60_000 });
  return useMemo(() => {
    const names = new Map((languages.data ?? []).map((l) => [l.code, l.name]));
    return (code: string) => names.get(code) ?? code;
  }, [languages.data]);
}
