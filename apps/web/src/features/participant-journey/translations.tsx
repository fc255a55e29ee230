import { PARTICIPANT_PAGE_CODES } from '@asesa/contracts';
import { useQueries } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { api, unwrap } from '../../lib/api';
import { useParticipantLanguage } from '../../lib/participant-language';
import { TEST_ACTIVITY_QUERY_ROOT } from './api';
import { buildCopy, COPY, CopyContext } from './copy';

/** The page codes whose strings make up the participant pages' copy. */
const COPY_PAGES = PARTICIPANT_PAGE_CODES.filter((p) => p.startsWith('participant-'));

export const translationKey = (pageCode: string, lang: string) =>
  [TEST_ACTIVITY_QUERY_ROOT, 'translation', pageCode, lang] as const;

/**
 * Loads the participant pages' master translations in the stored language (default `id`) and
 * provides them as the copy; until every page code has loaded (or when offline) the pages show
 * the bundled English.
 */
export function ParticipantCopyProvider({ children }: { children: ReactNode }) {
  const lang = useParticipantLanguage();
  const results = useQueries({
    queries: COPY_PAGES.map((page_code) => ({
      queryKey: translationKey(page_code, lang),
      queryFn: () => unwrap(api('test-activities/translation', { page_code, lang }, { silent: true })),
      staleTime: 30 * 60_000,
      retry: 1,
    })),
  });
  const ready = results.every((r) => r.data);
  const stamp = results.map((r) => r.dataUpdatedAt).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stamp changes whenever any result's data does.
  const copy = useMemo(
    () => (ready ? buildCopy(Object.assign({}, ...results.map((r) => r.data?.strings ?? {}))) : COPY),
    [ready, stamp],
  );
  return <CopyContext.Provider value={copy}>{children}</CopyContext.Provider>;
}
