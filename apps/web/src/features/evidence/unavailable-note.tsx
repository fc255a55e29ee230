import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** A part of the analysis the sample could not support, with the engine's reason. */
export function UnavailableNote({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      title={t('evidence.unavailable')}
      description={reason || t('evidence.notInResult')}
    />
  );
}
