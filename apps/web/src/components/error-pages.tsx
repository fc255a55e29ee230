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
  return <StockResult code="404" text={TEXT.pageNotFound} />;
}

/** Stock 'server is in a bad state' page: the router's error boundary (spec 8). */
export function ServerErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <StockResult code="404" text={TEXT.pageNotFound} fullReload />;
  console.error('[app] unexpected error', error);
  // A full reload: the state that broke the page should not survive.
  return <StockResult code="500" text={TEXT.serverError} fullReload />;
}

/** A stock result with one button home: a move within the app, or a full reload of it. */
function StockResult({
  code,
  text,
  fullReload,
}: {
  code: '404' | '500';
  text: string;
  fullReload?: boolean;
}) {
  const navigate = useNavigate();
  const home = fullReload ? { href: '/' } : { onClick: () => navigate('/') };
  return (
    <Result
      status={code}
      title={code}
      subTitle={text}
      extra={
        <Button type="primary" {...home}>
          {TEXT.goHome}
        </Button>
      }
    />
  );
}
