import { DisconnectOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { usePageTitle } from '../../features/test-activities/components';
import { participantPaths } from '../../features/test-activities/constants';
import { useCopy } from '../../features/test-activities/copy';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * Spec 2.2: the connection is lost ('Koneksi Internet terputus'); the reload button goes back to
 * /test-activity/{stored code} with a full page load.
 */
export function OfflinePage() {
  const COPY = useCopy();
  usePageTitle(COPY.offlineTitle);
  const code = localStorage.getItem(STORAGE_KEYS.participantCode);
  return (
    <Card>
      <Result
        icon={<DisconnectOutlined aria-hidden />}
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{COPY.offlineTitle}</h1>}
        subTitle={COPY.offlineBody}
        extra={
          code ? (
            <Button type="primary" size="large" href={participantPaths.entry(code)}>
              {COPY.offlineReload}
            </Button>
          ) : (
            <Button type="primary" size="large" onClick={() => window.location.reload()}>
              {COPY.offlineReload}
            </Button>
          )
        }
      />
    </Card>
  );
}
