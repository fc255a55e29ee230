import { DownloadOutlined } from '@ant-design/icons';
import type { ProjectDetail, UniqueCodeRow } from '@asesa/contracts';
import { Button, Card, Empty, Flex, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverPagination } from '../../components/data-table';
import { TableSearch } from '../../components/table-search';
import { apiDownload } from '../../lib/api';
import { useLocalTableState } from '../../lib/use-local-table-state';
import { useUniqueCodePage } from '../invitations/queries';
import { GenerateCodesCard } from './generate-codes-card';
import { uniqueCodeColumns } from './unique-code-columns';

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
  const [busy, setBusy] = useState<'export' | null>(null);
  const table = useLocalTableState<UniqueCodeRow>(SPECS);
  const [used, setUsed] = useState<UsedFilter>('all');
  const page = useUniqueCodePage({
    ...table.query,
    project_id: project.id,
    used: used === 'all' ? undefined : used === 'used',
  });

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

  return (
    <Flex vertical gap={16}>
      <GenerateCodesCard project={project} />
      <Card
        size="small"
        extra={
          <Button icon={<DownloadOutlined />} onClick={exportCodes} loading={busy === 'export'}>
            {t('uniqueCodes.export')}
          </Button>
        }
        title={
          <Space wrap>
            <TableSearch style={{ width: 220 }} onSearch={table.search} />
            <Segmented<UsedFilter>
              value={used}
              onChange={(v) => {
                setUsed(v);
                table.toFirstPage();
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
          onChange={table.onChange}
          locale={{ emptyText: <Empty description={t('uniqueCodes.empty')} /> }}
          pagination={serverPagination(table.state, page.data?.recordsFiltered ?? 0, t)}
          columns={uniqueCodeColumns(t, table.sortOrder)}
        />
      </Card>
    </Flex>
  );
}
