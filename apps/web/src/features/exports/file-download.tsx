import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from './queries';

/** Downloads a file of the download list; `downloading` is true while it comes. */
export function useFileDownload() {
  const [downloading, setDownloading] = useState(false);
  const download = async (downloadId: number) => {
    setDownloading(true);
    try {
      await downloadFile(downloadId);
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}

/** The primary 'Download' button of a finished export. */
export function DownloadFileButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button type="primary" icon={<DownloadOutlined aria-hidden />} loading={loading} onClick={onClick}>
      {t('exports.download')}
    </Button>
  );
}
