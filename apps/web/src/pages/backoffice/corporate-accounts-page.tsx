import { PlusOutlined } from '@ant-design/icons';
import type { CorporateRow } from '@asesa/contracts';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { NewCorporateModal } from '../../features/accounts/new-corporate-modal';
import { CORPORATES_KEY, fetchCorporatePage } from '../../features/accounts/queries';
import { formatDateTime } from '../../lib/format';

/** Consultant: /corporate-account/all-account, the corporate accounts it owns. */
export function CorporateAccountsPage() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);

  const columns: DataColumn<CorporateRow>[] = [
    { title: t('corporates.name'), dataIndex: 'name', sortable: true },
    { title: t('corporates.legalName'), dataIndex: 'legal_name', sortable: true },
    { title: t('corporates.titleField'), dataIndex: 'title', sortable: true },
    { title: t('corporates.slug'), dataIndex: 'slug', sortable: true },
    {
      title: t('corporates.colorTheme'),
      dataIndex: 'color_theme',
      searchable: false,
      render: (_v, row) => (
        <Flex align="center" gap={6}>
          <span
            aria-hidden
            style={{
              width: 14,
              height: 14,
              borderRadius: 3,
              background: row.color_theme,
              display: 'inline-block',
            }}
          />
          {row.color_theme}
        </Flex>
      ),
    },
    {
      title: t('common.createdAt'),
      dataIndex: 'created_at',
      sortable: true,
      searchable: false,
      render: (_v, row) => formatDateTime(row.created_at),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('corporates.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('corporates.newButton')}
          </Button>
        }
      />
      <DataTable<CorporateRow>
        label={t('corporates.title')}
        queryKey={[...CORPORATES_KEY, 'list']}
        fetchPage={fetchCorporatePage}
        columns={columns}
        rowKey="id"
      />
      <NewCorporateModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
