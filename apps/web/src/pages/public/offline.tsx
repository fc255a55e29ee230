import { DisconnectOutlined } from '@ant-design/icons';
import { Button, Flex, Result } from 'antd';
import { AccessibleTheme } from '../../features/participant-journey/accessible-theme';
import { ROOT_MESSAGES } from '../../lib/root-messages';
import { STORAGE_KEYS } from '../../lib/storage-keys';

// Plain texts, not i18next: the page is in the entry, so it shows without fetching anything.
const TEXT = ROOT_MESSAGES.offline;

/** Spec 2.2: /Offline, the connection-lost page (in Indonesian). Reload returns to the stored participant code. */
export function OfflinePage() {
  const code = localStorage.getItem(STORAGE_KEYS.participantCode);
  const target = code ? `/test-activity/${encodeURIComponent(code)}` : '/';
  return (
    <AccessibleTheme>
      <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh' }} lang="id">
        <Result
          icon={<DisconnectOutlined />}
          title={TEXT.title}
          subTitle={TEXT.hint}
          extra={
            <Button type="primary" href={target}>
              {TEXT.reload}
            </Button>
          }
        />
      </Flex>
    </AccessibleTheme>
  );
}
