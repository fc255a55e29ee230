import { PlusOutlined } from '@ant-design/icons';
import { type BlueprintRow, blueprintNewRequest } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../components/data-table';
import { FormModal } from '../../components/form-modal';
import { api } from '../../lib/api';
import { applyServerError, contractRule } from '../../lib/form';
import { formatDateTime } from '../../lib/format';
import { fetchBlueprintPage, SCORING_KEY } from './queries';
import { BlueprintInUse } from './use-for-scoring';

/** The instrument page's scoring section: its blueprints, and creating one. */
export function BlueprintsPanel({ instrumentId }: { instrumentId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);

  const columns: DataColumn<BlueprintRow>[] = [
    {
      title: t('scoring.name'),
      dataIndex: 'name',
      sortable: true,
      render: (_v, row) => <Link to={`/assessment-center/scoring/${row.id}`}>{row.name}</Link>,
    },
    { title: t('scoring.version'), dataIndex: 'version', sortable: true, searchable: false, align: 'right' },
    {
      title: t('scoring.scores'),
      dataIndex: 'in_use',
      searchable: false,
      render: (_v, row) => <BlueprintInUse blueprint={row} compact />,
    },
    {
      title: t('common.updatedAt'),
      dataIndex: 'updated_at',
      sortable: true,
      searchable: false,
      render: (_v, row) => formatDateTime(row.updated_at),
    },
  ];

  return (
    <Card title={t('scoring.blueprints')} size="small">
      <DataTable<BlueprintRow>
        label={t('scoring.blueprints')}
        urlPrefix="bp"
        queryKey={[...SCORING_KEY, 'blueprints', instrumentId]}
        fetchPage={fetchBlueprintPage(instrumentId)}
        columns={columns}
        rowKey="id"
        toolbar={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            {t('scoring.newBlueprint')}
          </Button>
        }
      />
      <FormModal<{ name: string; description?: string }>
        open={creating}
        name="new-blueprint"
        title={t('scoring.newBlueprintTitle')}
        onClose={() => setCreating(false)}
        onSubmit={async (values, form) => {
          const env = await api('quiz-scorings/blueprints/new', { instrument_id: instrumentId, ...values });
          if (!applyServerError(form, env) || !env.data) return false;
          message.success(t('scoring.created'));
          await queryClient.invalidateQueries({ queryKey: SCORING_KEY });
          navigate(`/assessment-center/scoring/${env.data.id}`);
          return true;
        }}
      >
        <Form.Item
          name="name"
          label={t('scoring.name')}
          rules={[contractRule(blueprintNewRequest.shape.name)]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('scoring.description')}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </FormModal>
    </Card>
  );
}
