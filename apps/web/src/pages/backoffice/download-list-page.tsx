import { DownloadOutlined } from '@ant-design/icons';
import type { DatatableQuery, DownloadRow } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../components/data-table';
import { dateColumn } from '../../components/date-column';
import { PageHeader } from '../../components/page-header';
import { DownloadStatus } from '../../features/exports/download-status';
import { formatSize, hasActiveExports } from '../../features/exports/format-size';
import { DOWNLOADS_KEY, downloadFile, fetchDownloadPage } from '../../features/exports/queries';

/** While an export on the page runs, the list refreshes this often to move its progress bar. */
const POLL_MS = 1500;

/** /project/download-list-all: every export the user may see, with progress and downloads. */
export function DownloadListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [active, setActive] = useState(false);
  const [downloading, setDownloading] = useState<number | null>(null);

  // The shared table fetches; this wrapper notes whether the shown page has exports in progress.
  const fetchPage = useCallback(async (query: DatatableQuery) => {
    const page = await fetchDownloadPage(query);
    setActive(hasActiveExports(page.data));
    return page;
  }, []);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: DOWNLOADS_KEY }), POLL_MS);
    return () => clearInterval(timer);
  }, [active, queryClient]);

  const download = async (row: DownloadRow) => {
    setDownloading(row.id);
    try {
      await downloadFile(row.id);
    } finally {
      setDownloading(null);
    }
  };

  const columns = downloadColumns(t, downloading, (row) => void download(row));

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('downloads.title')} sub={t('downloads.intro')} />
      <DataTable<DownloadRow>
        label={t('downloads.title')}
        queryKey={[...DOWNLOADS_KEY, 'list']}
        fetchPage={fetchPage}
        columns={columns}
        rowKey="id"
        columnsId="downloads"
      />
    </Flex>
  );
}

/**
 * The downloads table's columns, with each row's Download button. The first column is the server's
 * default order (descending): newest first.
 */
function downloadColumns(
  t: TFunction,
  downloading: number | null,
  onDownload: (row: DownloadRow) => void,
): DataColumn<DownloadRow>[] {
  return [
    dateColumn(t('common.createdAt'), 'created_at'),
    {
      title: t('downloads.file'),
      dataIndex: 'file_name',
      sortable: true,
      alwaysShown: true,
      render: (_v, row) => (
        <Flex vertical>
          <Typography.Text ellipsis={{ tooltip: row.file_name }}>{row.file_name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`downloads.kinds.${row.kind as 'participants-xlsx'}`, { defaultValue: row.kind })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('downloads.project'),
      dataIndex: 'project_name',
      sortable: true,
      ellipsis: true,
      width: 170,
      render: (_v, row) =>
        row.project_id ? (
          <Link to={`/project/detail/${row.project_id}?tab=participants`}>{row.project_name}</Link>
        ) : (
          t('common.none')
        ),
    },
    {
      title: t('downloads.corporate'),
      dataIndex: 'corporate_name',
      sortable: true,
      ellipsis: true,
      width: 150,
      // An admin's export across every tenant belongs to no corporate account.
      render: (_v, row) => row.corporate_name ?? t('common.none'),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      sortable: true,
      width: 140,
      render: (_v, row) => <DownloadStatus row={row} />,
    },
    {
      title: t('downloads.rows'),
      dataIndex: 'row_count',
      sortable: true,
      searchable: false,
      align: 'right',
      width: 90,
      render: (_v, row) => row.row_count ?? t('common.none'),
    },
    {
      title: t('downloads.size'),
      dataIndex: 'size_bytes',
      sortable: true,
      searchable: false,
      align: 'right',
      width: 90,
      defaultHidden: true,
      render: (_v, row) => formatSize(row.size_bytes),
    },
    {
      title: t('downloads.createdBy'),
      dataIndex: 'created_by_name',
      sortable: true,
      ellipsis: true,
      width: 150,
      defaultHidden: true,
      render: (_v, row) => row.created_by_name ?? t('common.none'),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 130,
      render: (_v, row) => (
        <DownloadButton row={row} loading={downloading === row.id} onDownload={onDownload} />
      ),
    },
  ];
}

/** Downloads a finished export's file (the button waits while it comes). */
function DownloadButton({
  row,
  loading,
  onDownload,
}: {
  row: DownloadRow;
  loading: boolean;
  onDownload: (row: DownloadRow) => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      type="primary"
      icon={<DownloadOutlined aria-hidden />}
      disabled={row.status !== 'done'}
      loading={loading}
      aria-label={t('downloads.downloadLabel', { file: row.file_name })}
      onClick={() => onDownload(row)}
    >
      {t('downloads.download')}
    </Button>
  );
}
