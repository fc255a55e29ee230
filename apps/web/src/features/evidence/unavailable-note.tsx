import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { engineReason } from './format';

/** A part of the analysis the sample could not support, with the engine's reason. */
export function UnavailableNote({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      title={t('evidence.unavailable')}
      description={reason ? engineReason(reason) : t('evidence.notInResult')}
    />
  );
}
