import { EyeOutlined } from '@ant-design/icons';
import type { CandidateRow, ParticipantStatus } from '@asesa/contracts';
import { Button, Flex, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { DATE_WIDTH, DateCell } from '../../components/table-fit';
import { CandidateStatusTag } from '../../features/candidates/candidate-cells';
import { CandidateDrawer } from '../../features/candidates/candidate-drawer';
import { CandidateExportButton } from '../../features/candidates/candidate-export-button';
import { formatPercentOrDash } from '../../features/candidates/candidate-format';
import { CorporateFilter } from '../../features/candidates/corporate-filter';
import { CANDIDATES_KEY, type CandidateKey, fetchCandidatePage } from '../../features/candidates/queries';

/**
 * /project/all-candidate-admin (admin, consultant) and /project/all-candidate (collaborator): the
 * candidate database, one row per person, with their participations in a drawer.
 */
export function CandidatesPage({ scope }: { scope: 'admin' | 'tenant' }) {
  const { t } = useTranslation();
  const [corporateId, setCorporateId] = useState<number | undefined>();
  const [open, setOpen] = useState<CandidateKey | null>(null);
  const fetchPage = useMemo(() => fetchCandidatePage(corporateId), [corporateId]);

  // The first column is the server's default order (descending): latest activity first.
  const columns: DataColumn<CandidateRow>[] = [
    {
      title: t('candidates.lastActivity'),
      dataIndex: 'last_activity_at',
      sortable: true,
      searchable: false,
      width: DATE_WIDTH,
      render: (_v, row) => <DateCell value={row.last_activity_at} />,
    },
    { title: t('common.name'), dataIndex: 'name', sortable: true, ellipsis: true, alwaysShown: true },
    { title: t('common.email'), dataIndex: 'email', sortable: true, ellipsis: true, width: 180 },
    {
      title: t('candidates.phone'),
      dataIndex: 'phone',
      sortable: true,
      ellipsis: true,
      width: 130,
      defaultHidden: true,
    },
    {
      title: t('candidates.city'),
      dataIndex: 'city',
      sortable: true,
      ellipsis: true,
      width: 120,
      defaultHidden: true,
    },
    {
      title: t('candidates.corporate'),
      dataIndex: 'corporate_name',
      sortable: true,
      ellipsis: true,
      width: 150,
    },
    {
      title: t('candidates.projects'),
      dataIndex: 'project_count',
      sortable: true,
      searchable: false,
      align: 'right',
      width: 90,
    },
    {
      title: t('candidates.latestStatus'),
      dataIndex: 'latest_status',
      sortable: true,
      searchable: false,
      width: 120,
      render: (_v, row) => <CandidateStatusTag status={row.latest_status as ParticipantStatus} />,
    },
    {
      title: t('candidates.bestScore'),
      dataIndex: 'best_score_percent',
      sortable: true,
      searchable: false,
      align: 'right',
      width: 100,
      render: (_v, row) => formatPercentOrDash(row.best_score_percent),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 96,
      render: (_v, row) => (
        <Button
          size="small"
          icon={<EyeOutlined aria-hidden />}
          aria-label={t('candidates.viewLabel', { name: row.name })}
          onClick={() => setOpen(row)}
        >
          {t('candidates.view')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('candidates.title')} sub={t('candidates.intro')} />
      <DataTable<CandidateRow>
        label={t('candidates.title')}
        queryKey={[...CANDIDATES_KEY, 'list', scope, corporateId]}
        fetchPage={fetchPage}
        columns={columns}
        rowKey={(row) => `${row.account_corporate_id}:${row.email}`}
        columnsId="candidates"
        toolbar={
          <Space wrap>
            <CorporateFilter value={corporateId} onChange={setCorporateId} />
            <CandidateExportButton corporateId={corporateId} />
          </Space>
        }
      />
      <CandidateDrawer candidate={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
