import type { InstrumentSummary } from '@asesa/contracts';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataColumn } from '../../components/data-table';
import { dateColumn } from '../../components/date-column';
import { ListPage } from '../../components/list-page';
import { ImportPackageModal } from '../../features/instruments/import-package-modal';
import { NewInstrumentModal } from '../../features/instruments/new-instrument-modal';
import { fetchInstrumentPage, INSTRUMENTS_KEY } from '../../features/instruments/queries';

/** Admin: /assessment-center/test-instrument, the instrument library. */
export function InstrumentsPage() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);

  const columns: DataColumn<InstrumentSummary>[] = [
    { title: t('instruments.code'), dataIndex: 'code', sortable: true, ellipsis: true, width: 180 },
    {
      title: t('instruments.name'),
      dataIndex: 'name',
      sortable: true,
      ellipsis: true,
      render: (_v, row) => <Link to={`/assessment-center/test-instrument/${row.id}`}>{row.name}</Link>,
    },
    {
      title: t('instruments.kind'),
      dataIndex: 'kind',
      sortable: true,
      ellipsis: true,
      width: 150,
      render: (_v, row) => t(`instruments.kinds.${row.kind}`),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      sortable: true,
      width: 120,
      render: (_v, row) => (
        <Tag color={row.status === 'published' ? 'green' : 'default'}>
          {t(`instruments.statuses.${row.status}`)}
        </Tag>
      ),
    },
    { title: t('instruments.version'), dataIndex: 'version', searchable: false, width: 90 },
    { title: t('instruments.items'), dataIndex: 'item_count', searchable: false, width: 90, align: 'right' },
    dateColumn(t('common.createdAt'), 'created_at'),
  ];

  return (
    <ListPage<InstrumentSummary>
      title={t('instruments.title')}
      newLabel={t('instruments.newButton')}
      onNew={() => setCreating(true)}
      actions={
        <>
          <Link to="/assessment-center/test-dimensions">{t('testDimensions.link')}</Link>
          <Button onClick={() => setImporting(true)}>{t('instrumentPackage.import')}</Button>
        </>
      }
      queryKey={[...INSTRUMENTS_KEY, 'list']}
      fetchPage={fetchInstrumentPage}
      columns={columns}
    >
      <NewInstrumentModal open={creating} onClose={() => setCreating(false)} />
      <ImportPackageModal open={importing} onClose={() => setImporting(false)} />
    </ListPage>
  );
}
