import type { DownloadRow } from '@asesa/contracts';
import { Progress, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<DownloadRow['status'], string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  expired: 'default',
};

/** The status of an export: a tag, with a progress bar while it runs and the error when it failed. */
export function DownloadStatus({ row }: { row: DownloadRow }) {
  const { t } = useTranslation();
  const tag = <Tag color={STATUS_COLOURS[row.status]}>{t(`downloads.statuses.${row.status}`)}</Tag>;
  if (row.status === 'running' || row.status === 'queued')
    return (
      <div style={{ minWidth: 160 }}>
        {tag}
        <Progress percent={row.progress} size="small" status="active" aria-label={t('downloads.progress')} />
      </div>
    );
  if (row.status === 'failed' && row.error) return <Tooltip title={row.error}>{tag}</Tooltip>;
  return tag;
}
