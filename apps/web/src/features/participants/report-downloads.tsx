import { DownOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { ProjectDetail, ReportLanguage, ReportType } from '@asesa/contracts';
import { App, Button, Dropdown, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../../lib/api';
import { defaultReportLanguage, ReportLanguagePicker } from '../exports/report-language';
import { useParticipantResults } from './queries';

/**
 * The results drawer's report menu: one item per report type the project offers, each downloading
 * that PDF in the language chosen beside it (the project's by default). Disabled (with the reason)
 * until the participant has been scored.
 */
export function ReportDownloads({
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
  const [busy, setBusy] = useState<ReportType | null>(null);
  const [lang, setLang] = useState<ReportLanguage>(() => defaultReportLanguage(project));
  const scored = (results.data?.instruments.length ?? 0) > 0;

  const download = async (type: ReportType) => {
    setBusy(type);
    try {
      if (await apiDownload('projects/participants/report', { participant_id: participantId, type, lang }))
        void message.success(t('exports.reportDownloaded'));
    } finally {
      setBusy(null);
    }
  };

  const button = (
    <Button
      icon={<FilePdfOutlined aria-hidden />}
      disabled={!scored}
      loading={busy !== null || results.isLoading}
    >
      {t('exports.reports')} <DownOutlined aria-hidden />
    </Button>
  );
  if (!scored && !results.isLoading) return <Tooltip title={t('exports.reportNotScored')}>{button}</Tooltip>;
  return (
    <Space.Compact>
      <ReportLanguagePicker value={lang} onChange={setLang} />
      <Dropdown
        disabled={!scored}
        trigger={['click']}
        menu={{
          items: project.settings.report_types.map((type) => ({
            key: type,
            icon: <FilePdfOutlined aria-hidden />,
            label: t(`projectSetup.reportTypeNames.${type}`),
          })),
          onClick: ({ key }) => void download(key as ReportType),
        }}
      >
        {button}
      </Dropdown>
    </Space.Compact>
  );
}
