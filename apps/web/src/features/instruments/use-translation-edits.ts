import type { InstrumentTranslationResponse } from '@asesa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/api';
import { useReportUnsaved } from '../../lib/use-unsaved-changes-guard';
import { INSTRUMENTS_KEY } from './queries';
import { changedTexts } from './translation-model';

export type TranslationEntry = InstrumentTranslationResponse['entries'][number];

/**
 * An instrument's texts in one language and the edits made to them until saved: which language,
 * its texts, the edited values, saving them and moving to another language.
 */
export function useTranslationEdits(
  instrumentId: number,
  initialLanguage: string | undefined,
  onUnsavedChange: (unsaved: boolean) => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<string | undefined>(initialLanguage);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const unsaved = Object.keys(edits).length > 0;
  useReportUnsaved(unsaved, onUnsavedChange);
  const key = [...INSTRUMENTS_KEY, 'translation', instrumentId, language ?? ''];
  const { data, isError } = useQuery({
    queryKey: key,
    queryFn: () =>
      unwrap(api('instruments/translation', { id: instrumentId, ...(language ? { language } : {}) })),
  });
  // A language that is unknown or the base one (an old link) falls back to the default language.
  useEffect(() => {
    if (isError && language) setLanguage(undefined);
  }, [isError, language]);

  const save = async () => {
    if (!data) return;
    setBusy(true);
    try {
      const env = await api('instruments/translation', {
        id: instrumentId,
        language: data.language,
        texts: changedTexts(data.entries, edits),
      });
      // The client has toasted the refusal; the edits stay in their fields to correct.
      if (env.code !== 200 || !env.data) return;
      queryClient.setQueryData(key, env.data);
      setEdits({});
      message.success(t('translationEditor.saved'));
    } finally {
      setBusy(false);
    }
  };

  return {
    data,
    unsaved,
    busy,
    save,
    shownText: (entry: TranslationEntry) => edits[entry.key] ?? entry.text ?? '',
    edit: (entryKey: string, text: string) => setEdits((current) => ({ ...current, [entryKey]: text })),
    /** Shows another language; the caller has had its edits saved or given up. */
    switchLanguage: (next: string) => {
      setEdits({});
      setLanguage(next);
    },
  };
}
