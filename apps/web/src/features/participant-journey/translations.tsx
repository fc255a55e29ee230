import { PARTICIPANT_PAGE_CODES, type TranslationResponse } from '@asesa/contracts';
import { useQueries } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { api, unwrap } from '../../lib/api';
import { useParticipantLanguage } from '../../lib/participant-language';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { TEST_ACTIVITY_QUERY_ROOT } from './api';
import { buildCopy, COPY, CopyContext } from './copy';

/** The page codes whose strings make up the participant pages' copy. */
const COPY_PAGES = PARTICIPANT_PAGE_CODES.filter((p) => p.startsWith('participant-'));

export const translationKey = (pageCode: string, lang: string) =>
  [TEST_ACTIVITY_QUERY_ROOT, 'translation', pageCode, lang] as const;

const storedKey = (pageCode: string, lang: string) =>
  `${STORAGE_KEYS.participantCopyPrefix}${pageCode}.${lang}`;

/** The texts of a page code last loaded in this language, if this device keeps them. */
function storedTexts(pageCode: string, lang: string): TranslationResponse | undefined {
  try {
    const value = JSON.parse(
      localStorage.getItem(storedKey(pageCode, lang)) ?? 'null',
    ) as TranslationResponse | null;
    return value && typeof value.strings === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

function keepTexts(pageCode: string, lang: string, texts: TranslationResponse): void {
  try {
    localStorage.setItem(storedKey(pageCode, lang), JSON.stringify(texts));
  } catch {
    // A full or refused storage only loses the offline copy.
  }
}

/**
 * Loads the participant pages' master translations in the stored language (default `id`) and
 * provides them as the copy; until every page code has loaded (or when offline, with none kept
 * on this device) the pages show the bundled English.
 */
export function ParticipantCopyProvider({ children }: { children: ReactNode }) {
  const lang = useParticipantLanguage();
  const results = useQueries({
    queries: COPY_PAGES.map((page_code) => ({
      queryKey: translationKey(page_code, lang),
      queryFn: async () => {
        const texts = await unwrap(api('test-activities/translation', { page_code, lang }, { silent: true }));
        keepTexts(page_code, lang, texts);
        return texts;
      },
      // The texts last loaded show at once (and when the connection is lost, as on the
      // connection-lost page after an offline reload); being stale, they are asked again at once.
      initialData: () => storedTexts(page_code, lang),
      initialDataUpdatedAt: 0,
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
