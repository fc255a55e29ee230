import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Spec 2.5: /404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="404"
        title="404"
        subTitle={t('notFound.text')}
        extra={
          <Button type="primary" onClick={() => navigate('/signin')}>
            {t('notFound.home')}
          </Button>
        }
      />
    </Flex>
  );
}
