import type { MasterLanguageNewRequest, MasterLanguageRow } from '@asesa/contracts';
import { Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table';
import { ListPage, RowActions, useRemoveRow } from '../../components/list-page';
import { SaveModal } from '../../components/save-modal';
import { SwitchItem } from '../../components/switch-item';
import {
  fetchLanguagePage,
  MASTER_LANGUAGES_KEY,
  saveMasterLanguage,
} from '../../features/languages/queries';

type Values = Required<MasterLanguageNewRequest>;

/** Admin: /languages/master-languages, the languages the participant pages can be shown in. */
export function MasterLanguagesPage() {
  const { t } = useTranslation();
  const [modal, setModal] = useState<{ editing: MasterLanguageRow | null } | null>(null);

  const remove = useRemoveRow(
    'master-languages/mark-as-removed',
    MASTER_LANGUAGES_KEY,
    t('masterLanguages.removed'),
  );

  const columns: DataColumn<MasterLanguageRow>[] = [
    { title: t('masterLanguages.code'), dataIndex: 'code', sortable: true, width: 140 },
    { title: t('masterLanguages.name'), dataIndex: 'name', sortable: true, ellipsis: true },
    {
      title: t('masterLanguages.isDefault'),
      dataIndex: 'is_default',
      searchable: false,
      width: 140,
      render: (v: boolean) => (v ? <Tag color="blue">{t('masterLanguages.default')}</Tag> : null),
    },
  ];

  const editing = modal?.editing ?? null;
  return (
    <ListPage<MasterLanguageRow>
      title={t('masterLanguages.title')}
      newLabel={t('masterLanguages.newButton')}
      onNew={() => setModal({ editing: null })}
      queryKey={[...MASTER_LANGUAGES_KEY, 'list']}
      fetchPage={fetchLanguagePage}
      columns={columns}
      rowActions={(row) => (
        <RowActions
          name={row.code}
          editLabel={t('common.edit')}
          onEdit={() => setModal({ editing: row })}
          removeLabel={t('common.remove')}
          removeConfirm={t('masterLanguages.removeConfirm')}
          // The default language stays: the participant pages fall back to it.
          onRemove={row.is_default ? undefined : () => remove(row.id)}
        />
      )}
    >
      <SaveModal<Values>
        open={modal !== null}
        name="master-language"
        section="masterLanguages"
        editing={editing !== null}
        queryKey={MASTER_LANGUAGES_KEY}
        onClose={() => setModal(null)}
        initialValues={
          editing
            ? { code: editing.code, name: editing.name, is_default: editing.is_default }
            : { is_default: false }
        }
        save={(values) => saveMasterLanguage(editing?.id ?? null, values)}
      >
        <Form.Item
          label={t('masterLanguages.code')}
          name="code"
          extra={t('masterLanguages.codeHint')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input autoComplete="off" maxLength={10} />
        </Form.Item>
        <Form.Item
          label={t('masterLanguages.name')}
          name="name"
          rules={[{ required: true, whitespace: true }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <SwitchItem
          label={t('masterLanguages.isDefault')}
          name="is_default"
          extra={t('masterLanguages.defaultHint')}
          disabled={editing?.is_default === true}
        />
      </SaveModal>
    </ListPage>
  );
}
