import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../../lib/api';

/** The CV the participant gave at registration: downloaded as the attachment it is, never opened here. */
export function ParticipantCv({ participantId, name }: { participantId: number; name: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="link"
      icon={<DownloadOutlined aria-hidden />}
      loading={busy}
      style={{ padding: 0 }}
      aria-label={t('participants.cvDownload', { name })}
      onClick={async () => {
        setBusy(true);
        try {
          await apiDownload('projects/participants/cv', { participant_id: participantId });
        } finally {
          setBusy(false);
        }
      }}
    >
      {name}
    </Button>
  );
}
