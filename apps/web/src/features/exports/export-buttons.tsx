import { ExportOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { ParticipantExportRequest, ProjectDetail } from '@asesa/contracts';
import { App, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, apiDownload, unwrap } from '../../lib/api';
import { useParticipantResults } from '../participants/queries';
import { ExportJobModal } from './export-job-modal';

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
  return (
    <ExportJobModal
      title={t('exports.exportTitle')}
      intro={
        filters && Object.keys(filters).length > 0 ? t('exports.exportSelection') : t('exports.exportIntro')
      }
      start={() => unwrap(api('projects/participants/export', { ...filters, project_id: project.id }))}
      progressPath="projects/participants/export-progress"
      progressBody={(downloadId) => ({ project_id: project.id, download_id: downloadId })}
      onClose={onClose}
    />
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
