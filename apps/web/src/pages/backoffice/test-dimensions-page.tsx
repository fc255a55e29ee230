import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import type { TestDimensionDetail, TestDimensionRow } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { DimensionModal } from '../../features/test-dimensions/dimension-modal';
import { fetchDimensionPage, TEST_DIMENSIONS_KEY } from '../../features/test-dimensions/queries';
import { api, unwrap } from '../../lib/api';

/** Admin: /assessment-center/test-dimensions, the dimensions and indicators items are scored on. */
export function TestDimensionsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<{ editing: TestDimensionDetail | null } | null>(null);

  const edit = async (id: number) =>
    setModal({ editing: await unwrap(api('test-dimensions/detail', { id })) });
  const remove = async (id: number) => {
    const env = await api('test-dimensions/mark-as-removed', { id });
    if (env.code !== 200) return;
    message.success(t('testDimensions.removed'));
    await queryClient.invalidateQueries({ queryKey: TEST_DIMENSIONS_KEY });
  };

  const columns: DataColumn<TestDimensionRow>[] = [
    { title: t('testDimensions.code'), dataIndex: 'code', sortable: true },
    { title: t('testDimensions.name'), dataIndex: 'name', sortable: true },
    { title: t('testDimensions.description'), dataIndex: 'description' },
    {
      title: t('testDimensions.indicatorCount'),
      dataIndex: 'indicator_count',
      sortable: true,
      searchable: false,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_v, row) => (
        <Space>
          <Button
            size="small"
            onClick={() => edit(row.id)}
            aria-label={`${t('testDimensions.edit')} ${row.code}`}
          >
            {t('testDimensions.edit')}
          </Button>
          <Popconfirm title={t('testDimensions.removeConfirm')} onConfirm={() => remove(row.id)}>
            <Button size="small" danger aria-label={`${t('testDimensions.remove')} ${row.code}`}>
              {t('testDimensions.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Link to="/assessment-center/test-instrument">
        <ArrowLeftOutlined /> {t('instruments.back')}
      </Link>
      <PageHeader
        title={t('testDimensions.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ editing: null })}>
            {t('testDimensions.newButton')}
          </Button>
        }
      />
      <DataTable<TestDimensionRow>
        label={t('testDimensions.title')}
        queryKey={[...TEST_DIMENSIONS_KEY, 'list']}
        fetchPage={fetchDimensionPage}
        columns={columns}
        rowKey="id"
      />
      <DimensionModal open={modal !== null} editing={modal?.editing ?? null} onClose={() => setModal(null)} />
    </Flex>
  );
}
