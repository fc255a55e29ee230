import { DownOutlined } from '@ant-design/icons';
import { QTI_EXPORT_VERSIONS, type QtiExportProgress, type QtiExportVersion } from '@asesa/contracts';
import { Button, Dropdown, Flex, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgressBar, useJobProgress } from '../../components/job-progress';
import { api, unwrap } from '../../lib/api';
import { uiNumbers } from '../../lib/format';
import { DownloadFileButton, useFileDownload } from '../exports/file-download';

interface StartedExport {
  downloadId: number;
  version: QtiExportVersion;
}

/**
 * A QTI content package of the version the author picks (2.2 for older tools, 3.0 for newer),
 * written by a job: a progress bar counts the items written, then the package downloads (and stays
 * in the download list).
 */
export function QtiExportButton({ instrumentId }: { instrumentId: number }) {
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  const [started, setStarted] = useState<StartedExport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = async (version: QtiExportVersion) => {
    setStarting(true);
    setError(null);
    try {
      const answer = await unwrap(api('instruments/items/export-qti', { id: instrumentId, version }));
      setStarted({ downloadId: answer.download_id, version });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setStarting(false);
    }
  };
  return (
    <>
      <Dropdown
        menu={{
          items: QTI_EXPORT_VERSIONS.map((version) => ({
            key: version,
            label: t('instrumentPackage.exportQtiVersion', { version }),
          })),
          onClick: ({ key }) => void start(key as QtiExportVersion),
        }}
      >
        <Button loading={starting}>
          {t('instrumentPackage.exportQti')} <DownOutlined />
        </Button>
      </Dropdown>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      {started && <QtiExportModal started={started} onClose={() => setStarted(null)} />}
    </>
  );
}

/** The running export: its bar and item count; the package downloads once, when it is written. */
function QtiExportModal({ started, onClose }: { started: StartedExport; onClose: () => void }) {
  const { t } = useTranslation();
  const { downloading, download: downloadFile } = useFileDownload();
  const downloaded = useRef(false);
  const download = () => downloadFile(started.downloadId);
  const progress = useJobProgress(
    'instruments/items/export-qti-progress',
    { download_id: started.downloadId },
    {
      onDone: (p) => {
        if (p.status !== 'done' || downloaded.current) return;
        downloaded.current = true;
        void download();
      },
    },
  );
  const answer = progress.data as QtiExportProgress | undefined;
  const done = answer?.status === 'done';
  const numbers = uiNumbers();
  return (
    <Modal
      open
      title={t('instrumentPackage.exportQtiTitle', { version: started.version })}
      onCancel={onClose}
      destroyOnHidden
      footer={done ? <DownloadFileButton loading={downloading} onClick={() => void download()} /> : null}
    >
      <Flex vertical gap={12}>
        <JobProgressBar progress={answer} label={t('instrumentPackage.exportQtiProgress')} />
        {answer && answer.status !== 'failed' && (
          <Typography.Text type="secondary">
            {t('instrumentPackage.exportQtiItems', {
              done: numbers.count(answer.done),
              total: numbers.count(answer.total),
            })}
          </Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
