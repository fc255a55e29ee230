import { FileZipOutlined } from '@ant-design/icons';
import { type ProjectDetail, REPORTS_ZIP_MAX, type ReportLanguage, type ReportType } from '@asesa/contracts';
import { Button, Flex, Radio, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/api';
import { ExportJobModal } from './export-job-modal';
import { defaultReportLanguage, ReportLanguagePicker } from './report-language';

/**
 * "Reports (.zip)" among the participants table's selection actions: the chosen report of each
 * selected participant in one .zip, in the chosen language (the project's by default), made by a
 * job whose progress the modal follows to 100 %.
 */
export function ReportsZipButton({ project, selected }: { project: ProjectDetail; selected: number[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const offered = project.settings.report_types;
  const [type, setType] = useState<ReportType>(offered[0]);
  const [lang, setLang] = useState<ReportLanguage>(() => defaultReportLanguage(project));
  const none = selected.length === 0;
  const tooMany = selected.length > REPORTS_ZIP_MAX;
  const button = (
    <Button icon={<FileZipOutlined aria-hidden />} disabled={none || tooMany} onClick={() => setOpen(true)}>
      {t('exports.reportsZip')}
    </Button>
  );
  return (
    <>
      {none ? <Tooltip title={t('exports.reportsZipSelect')}>{button}</Tooltip> : button}
      {open && (
        <ExportJobModal
          title={t('exports.reportsZipTitle')}
          intro={t('exports.reportsZipIntro', { count: selected.length })}
          options={
            <Flex vertical gap={8}>
              <Radio.Group
                aria-label={t('exports.reportType')}
                value={type}
                onChange={(e) => setType(e.target.value as ReportType)}
                options={offered.map((value) => ({
                  value,
                  label: t(`projectSetup.reportTypeNames.${value}`),
                }))}
              />
              <ReportLanguagePicker variant="radio" value={lang} onChange={setLang} />
            </Flex>
          }
          start={() =>
            unwrap(
              api('projects/participants/reports-zip', {
                project_id: project.id,
                participant_ids: selected,
                type,
                lang,
              }),
            )
          }
          progressPath="projects/participants/reports-zip-progress"
          progressBody={(downloadId) => ({ project_id: project.id, download_id: downloadId })}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
