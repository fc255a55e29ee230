import { DownloadOutlined, KeyOutlined } from '@ant-design/icons';
import { type ProjectDetail, UNIQUE_CODE_BATCH_MAX, type UniqueCodeRow } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Form,
  InputNumber,
  Segmented,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverPagination } from '../../components/data-table';
import { TableSearch } from '../../components/table-search';
import { api, apiDownload } from '../../lib/api';
import {
  antSortOrder,
  buildDatatableQuery,
  DEFAULT_TABLE_STATE,
  type TableState,
  tableChangeHandler,
} from '../../lib/datatable';
import { formatDateTime } from '../../lib/format';
import { codesKey, useUniqueCodePage } from '../invitations/queries';

const SPECS = ['id', 'code', 'batch', 'used_email', 'used_at', 'expires_at', 'created_at'].map((data) => ({
  data,
  searchable: data === 'code' || data === 'used_email',
}));

type UsedFilter = 'all' | 'used' | 'unused';

/**
 * Access codes of the project (spec 2.4): generate a batch, list them with their used status
 * (filter, search, sort, page on the server) and export them as .xlsx to hand out.
 */
export function AccessCodesTab({ project }: { project: ProjectDetail }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ count: number; expires_at?: Dayjs }>();
  const [busy, setBusy] = useState<'generate' | 'export' | null>(null);
  const [state, setState] = useState<TableState>(DEFAULT_TABLE_STATE);
  const [used, setUsed] = useState<UsedFilter>('all');
  const page = useUniqueCodePage({
    ...buildDatatableQuery(SPECS, state),
    project_id: project.id,
    used: used === 'all' ? undefined : used === 'used',
  });

  const generate = async (values: { count: number; expires_at?: Dayjs }) => {
    setBusy('generate');
    try {
      const env = await api('unique-codes/generate', {
        project_id: project.id,
        count: values.count,
        expires_at: values.expires_at ? values.expires_at.endOf('day').toISOString() : undefined,
      });
      if (env.data) {
        message.success(t('uniqueCodes.generated', { count: env.data.count, batch: String(env.data.batch) }));
        await queryClient.invalidateQueries({ queryKey: codesKey(project.id) });
      }
    } finally {
      setBusy(null);
    }
  };

  const exportCodes = async () => {
    setBusy('export');
    try {
      // The file's headers and words: the language of the screen it is asked from.
      await apiDownload('unique-codes/export', {
        project_id: project.id,
        lang: i18n.language === 'id' ? 'id' : 'en',
      });
    } finally {
      setBusy(null);
    }
  };

  const sortOrder = (field: string) => antSortOrder(state, field);
  const onChange = tableChangeHandler<UniqueCodeRow>(state, setState);

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('uniqueCodes.title')}>
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('uniqueCodes.hint')}</Typography.Text>
          <Form
            form={form}
            name="generate-codes"
            layout="inline"
            initialValues={{ count: 10 }}
            onFinish={generate}
            disabled={busy === 'generate'}
            style={{ rowGap: 8 }}
          >
            <Form.Item label={t('uniqueCodes.count')} name="count" rules={[{ required: true }]}>
              <InputNumber min={1} max={UNIQUE_CODE_BATCH_MAX} precision={0} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item label={t('uniqueCodes.expiresAt')} name="expires_at">
              <DatePicker disabledDate={(d) => d.isBefore(new Date(), 'day')} />
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<KeyOutlined />} loading={busy === 'generate'}>
              {t('uniqueCodes.generate')}
            </Button>
          </Form>
        </Flex>
      </Card>
      <Card
        size="small"
        extra={
          <Button icon={<DownloadOutlined />} onClick={exportCodes} loading={busy === 'export'}>
            {t('uniqueCodes.export')}
          </Button>
        }
        title={
          <Space wrap>
            <TableSearch style={{ width: 220 }} onSearch={(q) => setState((s) => ({ ...s, q, page: 1 }))} />
            <Segmented<UsedFilter>
              value={used}
              onChange={(v) => {
                setUsed(v);
                setState((s) => ({ ...s, page: 1 }));
              }}
              options={[
                { value: 'all', label: t('uniqueCodes.all') },
                { value: 'unused', label: t('uniqueCodes.unused') },
                { value: 'used', label: t('uniqueCodes.used') },
              ]}
            />
          </Space>
        }
      >
        <Table<UniqueCodeRow>
          aria-label={t('uniqueCodes.title')}
          rowKey="id"
          size="small"
          dataSource={page.data?.data ?? []}
          loading={page.isFetching}
          onChange={onChange}
          locale={{ emptyText: <Empty description={t('uniqueCodes.empty')} /> }}
          pagination={serverPagination(state, page.data?.recordsFiltered ?? 0, t)}
          columns={[
            {
              key: 'code',
              dataIndex: 'code',
              title: t('uniqueCodes.code'),
              sorter: true,
              sortOrder: sortOrder('code'),
              render: (v: string) => (
                <Typography.Text code copyable>
                  {v}
                </Typography.Text>
              ),
            },
            {
              key: 'batch',
              dataIndex: 'batch',
              title: t('uniqueCodes.batch'),
              sorter: true,
              sortOrder: sortOrder('batch'),
            },
            {
              key: 'is_used',
              dataIndex: 'is_used',
              title: t('common.status'),
              render: (v: boolean) =>
                v ? (
                  <Tag color="blue">{t('uniqueCodes.used')}</Tag>
                ) : (
                  <Tag color="green">{t('uniqueCodes.unused')}</Tag>
                ),
            },
            {
              key: 'used_email',
              dataIndex: 'used_email',
              title: t('uniqueCodes.usedBy'),
              render: (v: string | null) => v ?? '-',
            },
            {
              key: 'used_at',
              dataIndex: 'used_at',
              title: t('uniqueCodes.usedAt'),
              sorter: true,
              sortOrder: sortOrder('used_at'),
              render: (v: string | null) => formatDateTime(v),
            },
            {
              key: 'expires_at',
              dataIndex: 'expires_at',
              title: t('uniqueCodes.expires'),
              render: (v: string | null) => (v ? formatDateTime(v) : '-'),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
