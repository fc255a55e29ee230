import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';

/** Stock 'page not found' shown inside the back-office layout for unknown sub-paths (spec 8). */
export function StockNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('stockErrors.pageNotFound')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('stockErrors.goHome')}
        </Button>
      }
    />
  );
}

/** Stock 'server is in a bad state' page: the router's error boundary (spec 8). */
export function ServerErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <StockNotFoundFullReload />;
  console.error('[app] unexpected error', error);
  return (
    <Result
      status="500"
      title="500"
      subTitle={t('stockErrors.serverError')}
      extra={
        // A full reload: the state that broke the page should not survive.
        <Button type="primary" href="/">
          {t('stockErrors.goHome')}
        </Button>
      }
    />
  );
}

function StockNotFoundFullReload() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('stockErrors.pageNotFound')}
      extra={
        <Button type="primary" href="/">
          {t('stockErrors.goHome')}
        </Button>
      }
    />
  );
}
