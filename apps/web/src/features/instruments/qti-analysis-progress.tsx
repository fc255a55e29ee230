import type { QtiAnalysisResponse, QtiImportProgress } from '@asesa/contracts';
import { Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgressBar, useJobProgress } from '../../components/job-progress';

/**
 * The progress bar of a QTI package's analysis job. Its end is read from the answer itself, not
 * from the bar's onDone: a small package may be analysed before the first poll, which then
 * already answers the report.
 */
export function QtiAnalysisProgress({
  analysisId,
  onReport,
  onFailed,
}: {
  analysisId: number;
  onReport: (report: QtiAnalysisResponse) => void;
  onFailed: (message: string) => void;
}) {
  const { t } = useTranslation();
  const progress = useJobProgress('instruments/items/import-qti-progress', { analysis_id: analysisId });
  const answer = progress.data as QtiImportProgress | undefined;
  // The callbacks as of the last render: the end is acted on once per answer, not per render.
  const ends = useRef({ onReport, onFailed });
  ends.current = { onReport, onFailed };
  useEffect(() => {
    if (answer?.report) ends.current.onReport(answer.report);
    else if (answer?.status === 'failed') ends.current.onFailed(answer.error ?? t('itemBank.failed'));
  }, [answer, t]);
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary">{t('itemBank.analysingHint')}</Typography.Paragraph>
      <JobProgressBar
        progress={answer?.status === 'failed' ? undefined : answer}
        label={t('itemBank.analysing')}
      />
    </Flex>
  );
}
