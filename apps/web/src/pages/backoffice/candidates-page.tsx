import type { CandidateRow } from '@asesa/contracts';
import { Flex, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { candidateColumns } from '../../features/candidates/candidate-columns';
import { CandidateDrawer } from '../../features/candidates/candidate-drawer';
import { CandidateExportButton } from '../../features/candidates/candidate-export-button';
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

  const columns = candidateColumns(t, setOpen);

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
