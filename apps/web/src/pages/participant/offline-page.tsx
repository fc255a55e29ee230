import { DisconnectOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { usePageTitle } from '../../features/participant-journey/components';
import { PARTICIPANT_BASE } from '../../features/participant-journey/constants';
import { useCopy } from '../../features/participant-journey/copy';
import { useParticipantPaths } from '../../features/participant-journey/paths-context';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * Spec 2.2: the connection is lost ('Koneksi Internet terputus'); the reload button goes back to
 * /test-activity/{stored code} with a full page load; in the partner area, to its dashboard, so
 * the candidate stays in the partner's frame.
 */
export function OfflinePage() {
  const COPY = useCopy();
  const paths = useParticipantPaths();
  usePageTitle(COPY.offlineTitle);
  const code = localStorage.getItem(STORAGE_KEYS.participantCode);
  const target = (c: string) => (paths.base === PARTICIPANT_BASE ? paths.entry(c) : paths.dashboard(c));
  return (
    <Card>
      <Result
        icon={<DisconnectOutlined aria-hidden />}
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{COPY.offlineTitle}</h1>}
        subTitle={COPY.offlineBody}
        extra={
          code ? (
            <Button type="primary" size="large" href={target(code)}>
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
