import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../../lib/api';
import { useBusy } from '../../lib/use-busy';

/** Downloads the project's decision log: a .zip signed with the installation's Ed25519 key. */
export function ExportLogButton({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [busy, whileBusy] = useBusy();
  return (
    <Button
      icon={<SafetyCertificateOutlined aria-hidden />}
      loading={busy}
      onClick={async () => {
        await whileBusy(async () => {
          await apiDownload('decisions/log-export', { project_id: projectId });
        });
      }}
    >
      {t('decisions.exportLog')}
    </Button>
  );
}
