import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** The loader shown while the session is being resolved (and on /signin for a signed-in session). */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: '100vh' }}
      role="status"
      aria-label={t('common.loading')}
    >
      <Spin size="large" />
    </Flex>
  );
}
