import type { MasterLanguageRow, MasterTranslationRow } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Flex, Input, Modal, Select, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { MASTER_TRANSLATIONS_KEY, usePageTranslations } from './queries';

/**
 * One page code's strings side by side: the default language beside a chosen language (English
 * first when there is one). Only changed texts are sent; an emptied text is left as it was.
 */
export function PageTranslationEditor({
  open,
  pageCode,
  languages,
  onClose,
}: {
  open: boolean;
  pageCode: string;
  languages: MasterLanguageRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const base = languages.find((l) => l.is_default)?.code ?? 'id';
  const others = languages.filter((l) => l.code !== base);
  const [other, setOther] = useState<string | undefined>();
  const target = other ?? others.find((l) => l.code === 'en')?.code ?? others[0]?.code;
  const { rows, byKey, keys, edits, setEdits, saving, save } = usePageTranslationEdits(
    open,
    pageCode,
    onClose,
  );

  const editor = (key: string, lang: string) => (
    <Input.TextArea
      aria-label={`${key} (${lang})`}
      autoSize={{ minRows: 1, maxRows: 6 }}
      value={edits[cellId(key, lang)] ?? byKey.get(key)?.[lang]?.value ?? ''}
      onChange={(e) => setEdits((prev) => ({ ...prev, [cellId(key, lang)]: e.target.value }))}
    />
  );

  return (
    <Modal
      open={open}
      width={1100}
      title={t('masterTranslations.sideBySideTitle', { page: pageCode })}
      okText={t('common.save')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Flex gap={8} align="center">
          <Typography.Text>{t('masterTranslations.compareWith')}</Typography.Text>
          <Select
            style={{ minWidth: 200 }}
            aria-label={t('masterTranslations.compareWith')}
            value={target}
            onChange={setOther}
            options={others.map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }))}
          />
        </Flex>
        <Table<string>
          size="small"
          loading={rows.isFetching}
          dataSource={keys}
          rowKey={(k) => k}
          pagination={false}
          scroll={{ y: 520 }}
          columns={[
            { title: t('masterTranslations.key'), key: 'key', width: 200, render: (_v, k) => k },
            { title: base, key: 'base', render: (_v, k) => editor(k, base) },
            ...(target
              ? [{ title: target, key: 'target', render: (_v: unknown, k: string) => editor(k, target) }]
              : []),
          ]}
        />
      </Flex>
    </Modal>
  );
}

const cellId = (key: string, lang: string) => `${lang}\u0000${key}`;

/**
 * The page's strings by key and language, the texts typed over them (cleared each time the editor
 * opens), and saving: only changed texts are sent, then the editor closes.
 */
function usePageTranslationEdits(open: boolean, pageCode: string, onClose: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const rows = usePageTranslations(open ? pageCode : undefined);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) setEdits({});
  }, [open]);

  const byKey = useMemo(() => {
    const map = new Map<string, Record<string, MasterTranslationRow>>();
    for (const r of rows.data?.data ?? []) map.set(r.key, { ...map.get(r.key), [r.language_code]: r });
    return map;
  }, [rows.data]);
  const keys = [...byKey.keys()].sort();

  const save = async () => {
    setSaving(true);
    try {
      for (const [id, value] of Object.entries(edits)) {
        const [lang, key] = id.split('\u0000');
        const row = byKey.get(key)?.[lang];
        if (row && (row.value === value || value.trim() === '')) continue;
        const body = { page_code: pageCode, key, language_code: lang, value };
        const env = row
          ? await api('master-translations/update', { ...body, id: row.id })
          : value.trim()
            ? await api('master-translations/new', body)
            : null;
        if (env && env.code !== 200) return;
      }
      message.success(t('masterTranslations.saved'));
      await queryClient.invalidateQueries({ queryKey: MASTER_TRANSLATIONS_KEY });
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return { rows, byKey, keys, edits, setEdits, saving, save };
}
