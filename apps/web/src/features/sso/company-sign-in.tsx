import { Alert, Button, Divider, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInEmailField } from '../auth/sign-in-email-field';
import { startCompanySignIn } from './queries';

/**
 * The sign-in page's "Continue with your company account": the e-mail's domain names the company whose own
 * sign-in (its OpenID provider) takes over; the password form above stays for everyone else.
 */
export function CompanySignIn({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async ({ email }: { email: string }) => {
    setBusy(true);
    setError(null);
    try {
      const { redirect_url } = await startCompanySignIn(email.trim());
      window.location.assign(redirect_url);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <>
      <Divider plain>{t('sso.or')}</Divider>
      {open ? (
        <Form<{ email: string }>
          layout="vertical"
          name="company-signin"
          requiredMark={false}
          initialValues={{ email: initialEmail }}
          onFinish={start}
          disabled={busy}
        >
          <SignInEmailField label={t('sso.workEmail')} extra={t('sso.workEmailHelp')} autoFocus />
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Button htmlType="submit" block loading={busy}>
            {t('sso.continue')}
          </Button>
        </Form>
      ) : (
        <Button block onClick={() => setOpen(true)}>
          {t('sso.signInWithCompany')}
        </Button>
      )}
    </>
  );
}
