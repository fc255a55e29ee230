import { FilePdfOutlined } from '@ant-design/icons';
import type { EvidenceAnalysisRow } from '@asesa/contracts';
import { App, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../../lib/api';

/**
 * Downloads the technical manual (PDF) of a finished analysis. An icon with its name as tooltip and
 * label keeps the row's actions narrow; the row's own click (open) is not triggered by it.
 */
export function TechnicalManualButton({ row }: { row: EvidenceAnalysisRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (row.status !== 'done') return null;

  const download = async () => {
    setBusy(true);
    try {
      if (await apiDownload('evidence/analyses/manual', { analysis_id: row.id }))
        void message.success(t('evidence.manual.downloaded'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={t('evidence.manual.download')}>
      <Button
        size="small"
        icon={<FilePdfOutlined aria-hidden />}
        aria-label={t('evidence.manual.download')}
        loading={busy}
        onClick={(event) => {
          event.stopPropagation();
          void download();
        }}
      />
    </Tooltip>
  );
}
