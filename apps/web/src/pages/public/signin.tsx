import { COOKIE_NAMES } from '@asesa/contracts';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormWithErrorToast } from '../../components/form-with-error-toast';
import { FullPageLoader } from '../../components/full-page-loader';
import { Logo } from '../../components/logo';
import { useAuth } from '../../features/auth/auth-context';
import { SignInEmailField } from '../../features/auth/sign-in-email-field';
import { CompanySignIn } from '../../features/sso/company-sign-in';
import { CONTACT_EMAIL, PRODUCT_NAME } from '../../lib/config';
import { getCookie } from '../../lib/cookies';

interface SignInValues {
  email: string;
  password: string;
}

/** Spec 2.5: /signin. */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, login } = useAuth();
  const [busy, setBusy] = useState(false);
  // An accepted invitation links here with the new account's e-mail filled in.
  const [params] = useSearchParams();
  const prefilled = params.get('email')?.trim().slice(0, 254) ?? '';

  if (!busy) {
    if (session?.status === 'authenticated') return <Navigate to="/" replace />;
    // While the session is unknown, or the `_iau` marker says it is probably signed in, only a loader.
    if (!session || getCookie(COOKIE_NAMES.sessionMarker)) return <FullPageLoader />;
  }

  const onFinish = async (values: SignInValues) => {
    setBusy(true);
    const ok = await login(values.email.trim(), values.password);
    setBusy(false);
    if (ok) navigate('/', { replace: true });
  };

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <Logo maxHeight={52} />
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {t('signin.submit')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('signin.subtitle')}</Typography.Text>
        </Flex>
        <FormWithErrorToast<SignInValues>
          name="signin"
          requiredMark={false}
          initialValues={{ email: prefilled }}
          onFinish={onFinish}
          disabled={busy}
        >
          <SignInEmailField label={t('signin.email')} autoFocus={!prefilled} />
          <Form.Item
            label={t('signin.password')}
            name="password"
            rules={[{ required: true, message: t('signin.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" autoFocus={Boolean(prefilled)} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('signin.submit')}
          </Button>
        </FormWithErrorToast>
        <CompanySignIn initialEmail={prefilled} />
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          {t('signin.noAccount')}{' '}
          {/* Underlined: in the sentence, the link's colour alone is too close to the text's. */}
          <Typography.Link
            underline
            href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(PRODUCT_NAME)}`}
          >
            {t('signin.contactUs')}
          </Typography.Link>
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
