import type { InstrumentTranslationResponse } from '@asesa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RichText } from '../../components/rich-text';
import { api, unwrap } from '../../lib/api';
import { useReportUnsaved } from '../../lib/use-unsaved-changes-guard';
import { INSTRUMENTS_KEY } from './queries';
import { changedTexts, describeTextKey, isRichTextKey } from './translation-model';

const TRANSLATION_PAGE_SIZE = 50;

/**
 * Translations side by side: the base text on the left, the text in the chosen language on the
 * right. An empty translation falls back to the base text for participants. `?lang=xx` in the URL
 * (the instrument translations overview links so) opens it in that language and scrolls to it.
 */
export function TranslationEditor({
  instrumentId,
  onUnsavedChange,
}: {
  instrumentId: number;
  /** The page asks before its unsaved changes are left (one guard per page, see instrument-page). */
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const deepLanguage = params.get('lang') ?? undefined;
  const [language, setLanguage] = useState<string | undefined>(deepLanguage);
  const cardRef = useRef<HTMLDivElement>(null);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const unsaved = Object.keys(edits).length > 0;
  useReportUnsaved(unsaved, onUnsavedChange);
  const key = [...INSTRUMENTS_KEY, 'translation', instrumentId, language ?? ''];
  const { data, isError } = useQuery({
    queryKey: key,
    queryFn: () =>
      unwrap(api('instruments/translation', { id: instrumentId, ...(language ? { language } : {}) })),
  });
  const [busy, setBusy] = useState(false);
  // The editor sits below the content editor: bring it into view once its texts are there.
  const loaded = data !== undefined;
  // A language that is unknown or the base one (an old link) falls back to the default language.
  useEffect(() => {
    if (isError && language) setLanguage(undefined);
  }, [isError, language]);
  useEffect(() => {
    if (deepLanguage && loaded) cardRef.current?.scrollIntoView({ block: 'start' });
  }, [deepLanguage, loaded]);

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

  const value = (entry: InstrumentTranslationResponse['entries'][number]) =>
    edits[entry.key] ?? entry.text ?? '';
  return (
    <Card
      ref={cardRef}
      id="translations"
      title={t('translationEditor.title')}
      extra={
        <Flex gap={8} align="center">
          <Select
            aria-label={t('translationEditor.language')}
            style={{ width: 200 }}
            value={data?.language}
            options={(data?.languages ?? []).map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }))}
            onChange={(next: string) => {
              const switchTo = () => {
                setEdits({});
                setLanguage(next);
              };
              // Another language shows other texts: edits in this one are saved or given up first.
              if (!unsaved) return switchTo();
              modal.confirm({
                title: t('translationEditor.discardTitle', {
                  language:
                    data?.languages.find((l) => l.code === data.language)?.name ?? data?.language ?? '',
                }),
                content: t('translationEditor.discardText'),
                okText: t('common.discard'),
                okButtonProps: { danger: true },
                cancelText: t('common.stay'),
                onOk: switchTo,
              });
            }}
          />
          <Button type="primary" onClick={save} loading={busy} disabled={!unsaved}>
            {t('translationEditor.save')}
          </Button>
        </Flex>
      }
    >
      {data ? (
        <>
          <Typography.Paragraph type="secondary">
            {t('translationEditor.hint', { base: data.base_language })}{' '}
            <Tag>
              {t('translationEditor.count', {
                done: String(data.translated),
                total: String(data.entries.length),
              })}
            </Tag>
          </Typography.Paragraph>
          <Table
            size="small"
            rowKey="key"
            // A bank of hundreds of items has thousands of texts: pages keep the page quick, and
            // edits on other pages are kept until saved.
            pagination={
              data.entries.length > TRANSLATION_PAGE_SIZE
                ? {
                    defaultPageSize: TRANSLATION_PAGE_SIZE,
                    showSizeChanger: true,
                    pageSizeOptions: [50, 100, 200],
                    showTotal: (count) => t('dataTable.total', { count }),
                  }
                : false
            }
            dataSource={data.entries}
            columns={[
              {
                title: t('translationEditor.text'),
                key: 'where',
                width: 160,
                render: (_v, e) => (
                  <Typography.Text type="secondary">{describeTextKey(e.key, t)}</Typography.Text>
                ),
              },
              {
                title: t('translationEditor.base', { base: data.base_language }),
                key: 'base',
                // Base and translation side by side at equal widths: a long stem in the base
                // language must not squeeze the field its translation is typed in.
                width: '40%',
                render: (_v, e) =>
                  isRichTextKey(e.key) ? (
                    <RichText html={e.base} />
                  ) : (
                    <Typography.Text>{e.base}</Typography.Text>
                  ),
              },
              {
                title: t('translationEditor.translation', { language: data.language }),
                key: 'text',
                width: '40%',
                render: (_v, e) => (
                  <Input.TextArea
                    aria-label={`${t('translationEditor.translation', { language: data.language })}: ${describeTextKey(e.key, t)}`}
                    autoSize={{ minRows: 1 }}
                    placeholder={t('translationEditor.fallback')}
                    value={value(e)}
                    onChange={(ev) => setEdits({ ...edits, [e.key]: ev.target.value })}
                  />
                ),
              },
            ]}
          />
        </>
      ) : (
        <Empty />
      )}
    </Card>
  );
}
