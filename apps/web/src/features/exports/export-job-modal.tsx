import type { CallRequest, ExportStarted } from '@asesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JobProgressBar, useJobProgress } from '../../components/job-progress';
import { DownloadFileButton, useFileDownload } from './file-download';
import { DOWNLOADS_KEY } from './queries';

/** The *-progress calls of exports that go to the download list. */
export type ExportProgressPath =
  | 'projects/participants/export-progress'
  | 'projects/participants/reports-zip-progress'
  | 'candidates/export-progress';

export interface ExportJobModalProps {
  title: string;
  intro: string;
  /** Choices shown before the export starts (e.g. which report). */
  options?: ReactNode;
  /** Starts the export job. */
  start: () => Promise<ExportStarted>;
  /** The export's *-progress call and its body for a started export. */
  progressPath: ExportProgressPath;
  progressBody: (downloadId: number) => CallRequest<ExportProgressPath>;
  onClose: () => void;
}

/**
 * An export as a job: start it, follow its progress to 100 %, then download the file (which also
 * stays in the download list).
 */
export function ExportJobModal({
  title,
  intro,
  options,
  start,
  progressPath,
  progressBody,
  onClose,
}: ExportJobModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [downloadId, setDownloadId] = useState<number | null>(null);
  const { downloading, download: downloadFile } = useFileDownload();
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: DOWNLOADS_KEY });
  const starting = useMutation({
    mutationFn: start,
    onSuccess: (started) => {
      setDownloadId(started.download_id);
      refreshList();
    },
  });
  // Disabled until an export starts; the placeholder body is never sent.
  const progress = useJobProgress(progressPath, progressBody(downloadId ?? 0), {
    enabled: downloadId !== null,
    onDone: refreshList,
  });
  const done = progress.data?.status === 'done';
  const failed = progress.data?.status === 'failed';

  const download = async () => {
    if (downloadId !== null) await downloadFile(downloadId);
  };

  const footer = done ? (
    <DownloadFileButton loading={downloading} onClick={() => void download()} />
  ) : downloadId === null || failed ? (
    <Button type="primary" loading={starting.isPending} onClick={() => starting.mutate()}>
      {failed ? t('exports.again') : t('exports.start')}
    </Button>
  ) : null;

  return (
    <Modal open title={title} onCancel={onClose} footer={footer} destroyOnHidden>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>{intro}</Typography.Paragraph>
        {downloadId === null && options}
        {starting.isError && (
          <Typography.Text type="danger" role="alert">
            {(starting.error as Error).message}
          </Typography.Text>
        )}
        {downloadId !== null && (
          <JobProgressBar progress={progress.data} label={t('exports.progressLabel')} />
        )}
        {downloadId !== null && <Link to="/project/download-list-all">{t('exports.toDownloadList')}</Link>}
      </Flex>
    </Modal>
  );
}
