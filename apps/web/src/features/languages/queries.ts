import type { CallRequest, DatatableQuery, MasterTranslationDatatableRequest } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export const MASTER_LANGUAGES_KEY = ['master-languages'] as const;
export const MASTER_TRANSLATIONS_KEY = ['master-translations'] as const;

export function fetchLanguagePage(query: DatatableQuery) {
  return unwrap(api('master-languages/datatable', query));
}

export function fetchTranslationPage(query: MasterTranslationDatatableRequest) {
  return unwrap(api('master-translations/datatable', query));
}

/** Every live master language, the default first (pickers). */
export function useLanguageOptions() {
  return useQuery({
    queryKey: [...MASTER_LANGUAGES_KEY, 'options'],
    queryFn: async () => {
      const page = await unwrap(
        api('master-languages/datatable', { length: 500, order: [{ column: 0, dir: 'asc' }] }),
      );
      return [...page.data].sort((a, b) => Number(b.is_default) - Number(a.is_default));
    },
  });
}

/** Every translation of one page code (all languages): the side-by-side editor. */
export function usePageTranslations(pageCode: string | undefined) {
  return useQuery({
    queryKey: [...MASTER_TRANSLATIONS_KEY, 'page', pageCode],
    queryFn: () =>
      unwrap(
        api('master-translations/datatable', {
          page_code: pageCode,
          length: 500,
          order: [{ column: 0, dir: 'asc' }],
        }),
      ),
    enabled: Boolean(pageCode),
  });
}

/** Saves a master language: `new`, or `update` of the one with this id. */
export function saveMasterLanguage(id: number | null, values: CallRequest<'master-languages/new'>) {
  return id === null
    ? api('master-languages/new', values)
    : api('master-languages/update', { ...values, id });
}

/** Saves a master translation: `new`, or `update` of the one with this id. */
export function saveMasterTranslation(id: number | null, values: CallRequest<'master-translations/new'>) {
  return id === null
    ? api('master-translations/new', values)
    : api('master-translations/update', { ...values, id });
}

/** Languages as select options, each labelled "Name (code)". */
export const languageSelectOptions = (languages: { code: string; name: string }[] | undefined) =>
  (languages ?? []).map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }));
