import type { CompetenceRow } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DataColumn } from '../../components/data-table';
import { FormModal } from '../../components/form-modal';
import { ListPage, useRemoveRow } from '../../components/list-page';
import { COMPETENCES_KEY, createCompetence, fetchCompetencePage } from '../../features/competences/queries';
import { applyServerError } from '../../lib/form';

/** Admin: /assessment-center/competence-library/all, the competence library (P-Abilities+). */
export function CompetencesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);

  const remove = useRemoveRow('competences/mark-as-removed', COMPETENCES_KEY, t('competences.removed'));

  const columns: DataColumn<CompetenceRow>[] = [
    {
      title: t('competences.code'),
      dataIndex: 'code',
      sortable: true,
      ellipsis: true,
      width: 200,
      render: (code: string, row) => (
        <Link to={`/assessment-center/competence-library/${row.id}`}>{code}</Link>
      ),
    },
    { title: t('competences.name'), dataIndex: 'name', sortable: true, ellipsis: true },
    {
      title: t('competences.status'),
      dataIndex: 'status',
      sortable: true,
      width: 130,
      render: (s: CompetenceRow['status']) => (
        <Tag color={s === 'submitted' ? 'green' : 'default'}>{t(`competences.statuses.${s}`)}</Tag>
      ),
    },
    {
      title: t('competences.levelCount'),
      dataIndex: 'level_count',
      searchable: false,
      align: 'right',
      width: 110,
    },
  ];

  return (
    <ListPage<CompetenceRow>
      title={t('competences.title')}
      newLabel={t('competences.newButton')}
      onNew={() => setCreating(true)}
      queryKey={[...COMPETENCES_KEY, 'list']}
      fetchPage={fetchCompetencePage}
      columns={columns}
      rowActions={(row) => (
        <Space>
          <Button size="small" onClick={() => navigate(`/assessment-center/competence-library/${row.id}`)}>
            {t('competences.open')}
          </Button>
          <Popconfirm title={t('competences.removeConfirm')} onConfirm={() => remove(row.id)}>
            <Button size="small" danger aria-label={`${t('competences.remove')} ${row.code}`}>
              {t('competences.remove')}
            </Button>
          </Popconfirm>
        </Space>
      )}
    >
      <FormModal<{ code: string; name: string; description?: string }>
        open={creating}
        name="competence"
        title={t('competences.newTitle')}
        onClose={() => setCreating(false)}
        onSubmit={async (values, form) => {
          const env = await createCompetence(values);
          if (!applyServerError(form, env) || !env.data) return false;
          message.success(t('competences.created'));
          await queryClient.invalidateQueries({ queryKey: COMPETENCES_KEY });
          navigate(`/assessment-center/competence-library/${env.data.id}`);
          return true;
        }}
      >
        <Form.Item label={t('competences.code')} name="code" rules={[{ required: true, whitespace: true }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('competences.name')} name="name" rules={[{ required: true, whitespace: true }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('competences.description')} name="description">
          <Input.TextArea rows={2} />
        </Form.Item>
      </FormModal>
    </ListPage>
  );
}
