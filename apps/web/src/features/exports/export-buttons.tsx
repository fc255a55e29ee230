import { ExportOutlined } from '@ant-design/icons';
import type { ParticipantExportRequest, ProjectDetail } from '@asesa/contracts';
import { Button, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/api';
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
  const { t, i18n } = useTranslation();
  // The workbook's headers and labels: the user's language unless they pick the other one.
  const [lang, setLang] = useState<'en' | 'id'>(i18n.language === 'id' ? 'id' : 'en');
  return (
    <ExportJobModal
      title={t('exports.exportTitle')}
      intro={
        filters && Object.keys(filters).length > 0 ? t('exports.exportSelection') : t('exports.exportIntro')
      }
      options={
        <Radio.Group
          aria-label={t('exports.exportLanguage')}
          value={lang}
          onChange={(e) => setLang(e.target.value as 'en' | 'id')}
          options={[
            { value: 'en', label: 'English' },
            { value: 'id', label: 'Bahasa Indonesia' },
          ]}
        />
      }
      start={() => unwrap(api('projects/participants/export', { ...filters, project_id: project.id, lang }))}
      progressPath="projects/participants/export-progress"
      progressBody={(downloadId) => ({ project_id: project.id, download_id: downloadId })}
      onClose={onClose}
    />
  );
}
