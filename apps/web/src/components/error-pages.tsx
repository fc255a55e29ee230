import { Button, Result } from 'antd';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { ROOT_MESSAGES } from '../lib/root-messages';

// Plain texts, not i18next: the router shows these on any page, the participant's included.
const TEXT = ROOT_MESSAGES.stockErrors;

/**
 * Stock 'page not found' (spec 8) inside the back-office layout, for a detail page whose record
 * does not exist or is out of reach; unknown paths go to /404 instead.
 */
export function StockNotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={TEXT.pageNotFound}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {TEXT.goHome}
        </Button>
      }
    />
  );
}

/** Stock 'server is in a bad state' page: the router's error boundary (spec 8). */
export function ServerErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <StockNotFoundFullReload />;
  console.error('[app] unexpected error', error);
  return (
    <Result
      status="500"
      title="500"
      subTitle={TEXT.serverError}
      extra={
        // A full reload: the state that broke the page should not survive.
        <Button type="primary" href="/">
          {TEXT.goHome}
        </Button>
      }
    />
  );
}

function StockNotFoundFullReload() {
  return (
    <Result
      status="404"
      title="404"
      subTitle={TEXT.pageNotFound}
      extra={
        <Button type="primary" href="/">
          {TEXT.goHome}
        </Button>
      }
    />
  );
}
