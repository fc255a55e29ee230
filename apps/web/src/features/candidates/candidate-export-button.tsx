import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api, unwrap } from '../../lib/api';
import { parseTableState } from '../../lib/datatable';
import { ExportJobModal } from '../exports/export-job-modal';

/** Exports the candidate list as shown (corporate filter and search) to .xlsx through the download list. */
export function CandidateExportButton({ corporateId }: { corporateId: number | undefined }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const search = parseTableState(params).q.trim();
  return (
    <>
      <Button icon={<ExportOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('exports.export')}
      </Button>
      {open && (
        <ExportJobModal
          title={t('candidates.exportTitle')}
          intro={t('candidates.exportIntro')}
          start={() =>
            unwrap(
              api('candidates/export', {
                account_corporate_id: corporateId,
                search: search || undefined,
                // The file's headers and status words: the language of the screen it is asked from.
                lang: i18n.language === 'id' ? 'id' : 'en',
              }),
            )
          }
          progressPath="candidates/export-progress"
          progressBody={(downloadId) => ({ download_id: downloadId })}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
