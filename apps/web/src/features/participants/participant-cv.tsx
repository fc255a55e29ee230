import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../../lib/api';
import { useBusy } from '../../lib/use-busy';

/** The CV the participant gave at registration: downloaded as the attachment it is, never opened here. */
export function ParticipantCv({ participantId, name }: { participantId: number; name: string }) {
  const { t } = useTranslation();
  const [busy, whileBusy] = useBusy();
  return (
    <Button
      type="link"
      icon={<DownloadOutlined aria-hidden />}
      loading={busy}
      style={{ padding: 0 }}
      aria-label={t('participants.cvDownload', { name })}
      onClick={async () => {
        await whileBusy(async () => {
          await apiDownload('projects/participants/cv', { participant_id: participantId });
        });
      }}
    >
      {name}
    </Button>
  );
}
