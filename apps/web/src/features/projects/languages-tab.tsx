import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ProjectDetail, ProjectLanguageRow } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useBusy } from '../../lib/use-busy';
import { languagesKey, useProjectLanguages } from '../invitations/queries';
import { TemplateEditor } from '../invitations/template-editor';
import { useLanguageOptions } from './queries';

/**
 * The languages a project invites in, each with its invitation e-mail: the project's own template
 * or the shipped default; add a master language and edit its template with a preview.
 */
export function LanguagesTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const languages = useProjectLanguages(project.id);
  const masters = useLanguageOptions();
  const [choice, setChoice] = useState<string | undefined>();
  const [busy, whileBusy] = useBusy();
  const [editing, setEditing] = useState<{ code: string; name: string } | null>(null);

  const added = new Set((languages.data ?? []).map((l) => l.language_code));
  const options = (masters.data ?? [])
    .filter((m) => !added.has(m.code))
    .map((m) => ({ value: m.code, label: m.name }));

  const add = async () => {
    if (!choice) return;
    await whileBusy(async () => {
      const env = await api('projects/configs/languages/new', {
        project_id: project.id,
        language_code: choice,
      });
      if (env.data) {
        message.success(t('projectLanguages.added', { name: env.data.language_name }));
        setChoice(undefined);
        await queryClient.invalidateQueries({ queryKey: languagesKey(project.id) });
      }
    });
  };

  return (
    <Card
      size="small"
      title={t('projectLanguages.title')}
      extra={
        <Space>
          <Select
            aria-label={t('projectLanguages.choose')}
            placeholder={t('projectLanguages.choose')}
            style={{ width: 200 }}
            value={choice}
            onChange={setChoice}
            options={options}
            loading={masters.isLoading}
            disabled={!options.length}
          />
          <Button icon={<PlusOutlined />} onClick={add} loading={busy} disabled={!choice}>
            {t('projectLanguages.add')}
          </Button>
        </Space>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('projectLanguages.hint')}</Typography.Text>
        <Table<ProjectLanguageRow>
          aria-label={t('projectLanguages.title')}
          rowKey="language_code"
          size="small"
          loading={languages.isLoading}
          dataSource={languages.data ?? []}
          pagination={false}
          locale={{ emptyText: <Empty /> }}
          columns={languageColumns(t, setEditing)}
        />
      </Flex>
      <TemplateEditor
        projectId={project.id}
        projectName={project.name}
        corporateName={project.corporate_name}
        language={editing}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

/** The project's languages: name and code, whose template it sends, when it changed, and Edit. */
function languageColumns(
  t: TFunction,
  onEdit: (language: { code: string; name: string }) => void,
): TableColumnsType<ProjectLanguageRow> {
  return [
    {
      key: 'language',
      title: t('projectLanguages.language'),
      render: (_v, row) => (
        <Space>
          {row.language_name}
          <Typography.Text type="secondary">{row.language_code}</Typography.Text>
          {row.is_project_default ? <Tag>{t('projectLanguages.projectDefault')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'template',
      title: t('projectLanguages.template'),
      render: (_v, row) =>
        row.has_template ? (
          <Tag color="green">{t('projectLanguages.own')}</Tag>
        ) : (
          <Tag>{t('projectLanguages.default')}</Tag>
        ),
    },
    {
      key: 'updated_at',
      dataIndex: 'updated_at',
      title: t('common.updatedAt'),
      render: (v: string | null) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_v, row) => (
        <Button
          icon={<EditOutlined />}
          aria-label={`${t('projectLanguages.edit')} ${row.language_name}`}
          onClick={() => onEdit({ code: row.language_code, name: row.language_name })}
        >
          {t('projectLanguages.edit')}
        </Button>
      ),
    },
  ];
}
