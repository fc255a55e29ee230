import { DownloadOutlined, ExportOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { ParticipantExportRequest, ProjectDetail } from '@asesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Modal, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JobProgressBar, useJobProgress } from '../../components/job-progress';
import { api, apiDownload, unwrap } from '../../lib/api';
import { useParticipantResults } from '../participants/queries';
import { DOWNLOADS_KEY } from './queries';

type ExportFilters = Omit<ParticipantExportRequest, 'project_id'>;

/**
 * "Export" in the Participants tab: starts the .xlsx export job, follows its progress to 100 %,
 * then offers the file (which also stays in the download list).
 */
export function ExportParticipantsButton({
  project,
  filters,
}: {
  project: ProjectDetail;
  /** The tab's current filters or ticked rows; without them every participant is exported. */
  filters?: ExportFilters;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ExportOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('exports.export')}
      </Button>
      {open && <ExportModal project={project} filters={filters} onClose={() => setOpen(false)} />}
    </>
  );
}

function ExportModal({
  project,
  filters,
  onClose,
}: {
  project: ProjectDetail;
  filters?: ExportFilters;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [downloadId, setDownloadId] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const start = useMutation({
    mutationFn: () => unwrap(api('projects/participants/export', { ...filters, project_id: project.id })),
    onSuccess: (started) => {
      setDownloadId(started.download_id);
      void queryClient.invalidateQueries({ queryKey: DOWNLOADS_KEY });
    },
  });
  const progress = useJobProgress(
    'projects/participants/export-progress',
    { project_id: project.id, download_id: downloadId ?? undefined },
    {
      enabled: downloadId !== null,
      onDone: () => void queryClient.invalidateQueries({ queryKey: DOWNLOADS_KEY }),
    },
  );
  const done = progress.data?.status === 'done';
  const failed = progress.data?.status === 'failed';
  const download = async () => {
    if (downloadId === null) return;
    setDownloading(true);
    try {
      await apiDownload('downloads/file', { download_id: downloadId });
    } finally {
      setDownloading(false);
    }
  };

  const footer = done ? (
    <Button
      type="primary"
      icon={<DownloadOutlined aria-hidden />}
      loading={downloading}
      onClick={() => void download()}
    >
      {t('exports.download')}
    </Button>
  ) : downloadId === null || failed ? (
    <Button type="primary" loading={start.isPending} onClick={() => start.mutate()}>
      {failed ? t('exports.again') : t('exports.start')}
    </Button>
  ) : null;

  return (
    <Modal open title={t('exports.exportTitle')} onCancel={onClose} footer={footer} destroyOnHidden>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {filters && Object.keys(filters).length > 0
            ? t('exports.exportSelection')
            : t('exports.exportIntro')}
        </Typography.Paragraph>
        {start.isError && (
          <Typography.Text type="danger" role="alert">
            {(start.error as Error).message}
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

/**
 * "PDF report" in the results drawer: downloads the participant's report; disabled (with the
 * reason) until the participant has been scored.
 */
export function ParticipantReportButton({
  project,
  participantId,
}: {
  project: ProjectDetail;
  participantId: number;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // The drawer already loads these results, so this reads the cache.
  const results = useParticipantResults(project.id, participantId);
  const [busy, setBusy] = useState(false);
  const scored = (results.data?.instruments.length ?? 0) > 0;
  const button = (
    <Button
      icon={<FilePdfOutlined aria-hidden />}
      disabled={!scored}
      loading={busy || results.isLoading}
      onClick={async () => {
        setBusy(true);
        try {
          if (await apiDownload('projects/participants/report', { participant_id: participantId }))
            void message.success(t('exports.reportDownloaded'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('exports.report')}
    </Button>
  );
  return scored || results.isLoading ? (
    button
  ) : (
    <Tooltip title={t('exports.reportNotScored')}>{button}</Tooltip>
  );
}
