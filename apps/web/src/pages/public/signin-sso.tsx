import { Button, Card, Flex, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { useFinishCompanySignIn } from '../../features/sso/queries';

/**
 * /signin/sso?result=…: where the company's provider sends the browser back. The sign-in is
 * finished with this browser's own token; a refusal is shown in the reader's language (the
 * server's message says why and what to do).
 */
export function SignInSsoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const finish = useFinishCompanySignIn();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The result serves once: React's second effect run in development must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    finish(params.get('result') ?? 'invalid')
      .then((session) => navigate(session.status === 'authenticated' ? '/' : '/signin', { replace: true }))
      .catch((err: Error) => setRefusal(err.message));
  }, [finish, navigate, params]);

  if (!refusal) return <FullPageLoader />;
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 520 }}>
        <Result
          status="warning"
          title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('sso.refusedTitle')}</h1>}
          subTitle={<span role="alert">{refusal}</span>}
          extra={
            <Link to="/signin">
              <Button type="primary">{t('sso.backToSignIn')}</Button>
            </Link>
          }
        />
      </Card>
    </Flex>
  );
}
