import { DisconnectOutlined } from '@ant-design/icons';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccessibleTheme } from '../../features/test-activities/accessible-theme';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/** Spec 2.2: /Offline, the connection-lost page (in Indonesian). Reload returns to the stored participant code. */
export function OfflinePage() {
  const { t } = useTranslation();
  const code = localStorage.getItem(STORAGE_KEYS.participantCode);
  const target = code ? `/test-activity/${encodeURIComponent(code)}` : '/';
  return (
    <AccessibleTheme>
      <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh' }} lang="id">
        <Result
          icon={<DisconnectOutlined />}
          title={t('offline.title')}
          subTitle={t('offline.hint')}
          extra={
            <Button type="primary" href={target}>
              {t('offline.reload')}
            </Button>
          }
        />
      </Flex>
    </AccessibleTheme>
  );
}
