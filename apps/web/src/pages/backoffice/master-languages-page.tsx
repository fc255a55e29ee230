import { PlusOutlined } from '@ant-design/icons';
import type { MasterLanguageNewRequest, MasterLanguageRow } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, Popconfirm, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../components/data-table';
import { FormModal } from '../../components/form-modal';
import { PageHeader } from '../../components/page-header';
import { fetchLanguagePage, MASTER_LANGUAGES_KEY } from '../../features/languages/queries';
import { api } from '../../lib/api';
import { applyServerError } from '../../lib/form';

type Values = Required<MasterLanguageNewRequest>;

/** Admin: /languages/master-languages, the languages the participant pages can be shown in. */
export function MasterLanguagesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<{ editing: MasterLanguageRow | null } | null>(null);

  const remove = async (id: number) => {
    const env = await api('master-languages/mark-as-removed', { id });
    if (env.code !== 200) return;
    message.success(t('masterLanguages.removed'));
    await queryClient.invalidateQueries({ queryKey: MASTER_LANGUAGES_KEY });
  };

  const columns: DataColumn<MasterLanguageRow>[] = [
    { title: t('masterLanguages.code'), dataIndex: 'code', sortable: true },
    { title: t('masterLanguages.name'), dataIndex: 'name', sortable: true },
    {
      title: t('masterLanguages.isDefault'),
      dataIndex: 'is_default',
      searchable: false,
      render: (v: boolean) => (v ? <Tag color="blue">{t('masterLanguages.default')}</Tag> : null),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_v, row) => (
        <Space>
          <Button
            size="small"
            onClick={() => setModal({ editing: row })}
            aria-label={`${t('common.edit')} ${row.code}`}
          >
            {t('common.edit')}
          </Button>
          {row.is_default ? null : (
            <Popconfirm title={t('masterLanguages.removeConfirm')} onConfirm={() => remove(row.id)}>
              <Button size="small" danger aria-label={`${t('common.remove')} ${row.code}`}>
                {t('common.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const editing = modal?.editing ?? null;
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('masterLanguages.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ editing: null })}>
            {t('masterLanguages.newButton')}
          </Button>
        }
      />
      <DataTable<MasterLanguageRow>
        label={t('masterLanguages.title')}
        queryKey={[...MASTER_LANGUAGES_KEY, 'list']}
        fetchPage={fetchLanguagePage}
        columns={columns}
        rowKey="id"
      />
      <FormModal<Values>
        open={modal !== null}
        name="master-language"
        title={editing ? t('masterLanguages.editTitle') : t('masterLanguages.newTitle')}
        okText={editing ? t('common.save') : undefined}
        onClose={() => setModal(null)}
        initialValues={
          editing
            ? { code: editing.code, name: editing.name, is_default: editing.is_default }
            : { is_default: false }
        }
        onSubmit={async (values, form) => {
          const env = editing
            ? await api('master-languages/update', { ...values, id: editing.id })
            : await api('master-languages/new', values);
          if (!applyServerError(form, env)) return false;
          message.success(editing ? t('masterLanguages.saved') : t('masterLanguages.created'));
          await queryClient.invalidateQueries({ queryKey: MASTER_LANGUAGES_KEY });
          return true;
        }}
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
        <Form.Item
          label={t('masterLanguages.isDefault')}
          name="is_default"
          valuePropName="checked"
          extra={t('masterLanguages.defaultHint')}
        >
          <Switch disabled={editing?.is_default === true} />
        </Form.Item>
      </FormModal>
    </Flex>
  );
}
