import type { InstrumentDetail } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useReportUnsaved } from '../../lib/use-unsaved-changes-guard';
import {
  clampEditorPage,
  emptySection,
  type ItemDraft,
  type SectionDraft,
  toContentRequest,
  toDraft,
} from './content-model';
import { INSTRUMENTS_KEY } from './queries';

/**
 * The content editor's drafts and what is done with them: the sections being edited, whether they
 * differ from the saved ones, saving (instruments/content) and publishing (instruments/submit).
 */
export function useContentEditor(detail: InstrumentDetail, onUnsavedChange: (unsaved: boolean) => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [sections, setSections] = useState<SectionDraft[]>(() =>
    detail.sections.length > 0 ? toDraft(detail) : [emptySection(t('instruments.section', { n: '1' }))],
  );
  const [dirty, setDirty] = useState(false);
  useReportUnsaved(dirty, onUnsavedChange);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const change = (next: SectionDraft[]) => {
    setSections(next);
    setDirty(true);
  };
  const updateSection = (si: number, patch: Partial<SectionDraft>) =>
    change(sections.map((s, i) => (i === si ? { ...s, ...patch } : s)));
  const updateItem = (si: number, ii: number, next: ItemDraft) =>
    updateSection(si, { items: sections[si].items.map((it, i) => (i === ii ? next : it)) });

  const save = async (): Promise<boolean> => {
    const env = await api('instruments/content', toContentRequest(detail.id, sections));
    if (env.code !== 200 || !env.data) {
      setProblem(env.error?.message ?? null);
      return false;
    }
    setProblem(null);
    setSections(toDraft(env.data));
    setDirty(false);
    queryClient.setQueryData<InstrumentDetail>([...INSTRUMENTS_KEY, 'detail', detail.id], (old) => ({
      ...(env.data as InstrumentDetail),
      variations: old?.variations,
    }));
    await queryClient.invalidateQueries({ queryKey: INSTRUMENTS_KEY, refetchType: 'none' });
    // The translation editor below lists the saved texts (new items, changed options); its own
    // edits in progress stay, they are keyed by text.
    await queryClient.invalidateQueries({ queryKey: [...INSTRUMENTS_KEY, 'translation', detail.id] });
    return true;
  };

  const onSave = async () => {
    setBusy('save');
    if (await save()) message.success(t('instruments.saved'));
    setBusy(null);
  };

  const onPublish = async () => {
    setBusy('publish');
    try {
      if (dirty && !(await save())) return;
      const env = await api('instruments/submit', { id: detail.id });
      if (env.code !== 200 || !env.data) {
        setProblem(env.error?.message ?? null);
        return;
      }
      setProblem(null);
      message.success(t('instruments.published'));
      await queryClient.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
    } finally {
      setBusy(null);
    }
  };

  return {
    sections,
    setSections,
    dirty,
    busy,
    problem,
    clearProblem: () => setProblem(null),
    change,
    updateSection,
    updateItem,
    onSave,
    onPublish,
  };
}

/**
 * The page of items shown per section (by position): a bank of hundreds of items rendered at once
 * makes every keystroke and every navigation away take seconds.
 */
export function useItemPages(sections: SectionDraft[]) {
  const [itemPages, setItemPages] = useState<Record<number, number>>({});
  const pageOf = (si: number) => clampEditorPage(itemPages[si] ?? 1, sections[si]?.items.length ?? 0);
  const show = (si: number, page: number) => setItemPages((pages) => ({ ...pages, [si]: page }));
  const turn = (si: number, page: number) => {
    show(si, page);
    // The pager sits under the items: bring the new page's first item into view.
    requestAnimationFrame(() => document.getElementById(`s${si}-items`)?.scrollIntoView({ block: 'start' }));
  };
  return { pageOf, show, turn };
}
