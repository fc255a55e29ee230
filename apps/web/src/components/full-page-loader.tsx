import { Flex, Spin } from 'antd';
import { ROOT_MESSAGES } from '../lib/root-messages';

/** The loader shown while the session is being resolved (and on /signin for a signed-in session). */
export function FullPageLoader() {
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: '100vh' }}
      role="status"
      aria-label={ROOT_MESSAGES.loading}
    >
      <Spin size="large" />
    </Flex>
  );
}
