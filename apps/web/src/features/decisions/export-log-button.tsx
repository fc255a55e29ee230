import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../../lib/api';

/** Downloads the project's decision log: a .zip signed with the installation's Ed25519 key. */
export function ExportLogButton({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<SafetyCertificateOutlined aria-hidden />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await apiDownload('decisions/log-export', { project_id: projectId });
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('decisions.exportLog')}
    </Button>
  );
}
