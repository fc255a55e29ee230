import { ArrowLeftOutlined } from '@ant-design/icons';
import type { TestDimensionDetail, TestDimensionRow } from '@asesa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataColumn } from '../../components/data-table';
import { ListPage, RowActions, useRemoveRow } from '../../components/list-page';
import { DimensionModal } from '../../features/test-dimensions/dimension-modal';
import {
  fetchDimensionPage,
  fetchTestDimension,
  TEST_DIMENSIONS_KEY,
} from '../../features/test-dimensions/queries';

/** Admin: /assessment-center/test-dimensions, the dimensions and indicators items are scored on. */
export function TestDimensionsPage() {
  const { t } = useTranslation();
  const [modal, setModal] = useState<{ editing: TestDimensionDetail | null } | null>(null);

  const edit = async (id: number) => setModal({ editing: await fetchTestDimension(id) });
  const remove = useRemoveRow(
    'test-dimensions/mark-as-removed',
    TEST_DIMENSIONS_KEY,
    t('testDimensions.removed'),
  );

  const columns: DataColumn<TestDimensionRow>[] = [
    { title: t('testDimensions.code'), dataIndex: 'code', sortable: true, ellipsis: true, width: 180 },
    { title: t('testDimensions.name'), dataIndex: 'name', sortable: true, ellipsis: true, width: 240 },
    { title: t('testDimensions.description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('testDimensions.indicatorCount'),
      dataIndex: 'indicator_count',
      sortable: true,
      searchable: false,
      align: 'right',
      width: 130,
    },
  ];

  return (
    <ListPage<TestDimensionRow>
      back={
        <Link to="/assessment-center/test-instrument">
          <ArrowLeftOutlined /> {t('instruments.back')}
        </Link>
      }
      title={t('testDimensions.title')}
      newLabel={t('testDimensions.newButton')}
      onNew={() => setModal({ editing: null })}
      queryKey={[...TEST_DIMENSIONS_KEY, 'list']}
      fetchPage={fetchDimensionPage}
      columns={columns}
      rowActions={(row) => (
        <RowActions
          name={row.code}
          editLabel={t('testDimensions.edit')}
          onEdit={() => edit(row.id)}
          removeLabel={t('testDimensions.remove')}
          removeConfirm={t('testDimensions.removeConfirm')}
          onRemove={() => remove(row.id)}
        />
      )}
    >
      <DimensionModal open={modal !== null} editing={modal?.editing ?? null} onClose={() => setModal(null)} />
    </ListPage>
  );
}
