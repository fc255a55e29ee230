import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startCompanySignIn } from './queries';

/**
 * "Continue with your company account" for a known address (an invitation to an account that
 * signs in only with its company account): the company's sign-in opens at once.
 */
export function CompanySignInButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { redirect_url } = await startCompanySignIn(email);
      window.location.assign(redirect_url);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };
  return (
    <>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" block loading={busy} onClick={() => void start()}>
        {t('sso.signInWithCompany')}
      </Button>
    </>
  );
}
