import { ACCESS_CODE_PATTERN, INVALID_SLUG_MESSAGE } from '@asesa/contracts';
import { Alert, App, Button, Card, Flex, Form, Input, Result, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Logo } from '../../components/logo';
import { useCorporateBySlug, useSubmitCode } from '../../features/access-codes/api';
import { ACCESS_CODE_REDIRECT_DELAY_MS, formPathFor } from '../../features/access-codes/constants';
import { AccessibleTheme } from '../../features/test-activities/accessible-theme';
import { ApiError, errorHandlingMsg } from '../../lib/api';
import { firstValidationError } from '../../lib/form';

interface AccessCodeValues {
  code: string;
  email?: string;
}

/**
 * Spec 2.4, 4 and 5: /access-codes/ and /access-code/{slug}, the voucher page. An accepted code
 * opens the registration form after 1 s; an already used code asks for the e-mail it was used
 * with; the slug page is branded with the corporate's thumbnail logo and legal_name.
 */
export function AccessCodePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { slug } = useParams();
  const navigate = useNavigate();
  const corporate = useCorporateBySlug(slug);
  const submit = useSubmitCode();
  const [needsEmail, setNeedsEmail] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const invalidSlug = corporate.error instanceof ApiError && corporate.error.message === INVALID_SLUG_MESSAGE;

  const onFinish = (values: AccessCodeValues) => {
    setRefusal(null);
    submit.mutate(
      { code: values.code.trim(), email: needsEmail ? values.email?.trim() : undefined, slug },
      {
        onSuccess: (res) => {
          if (res.is_redirect) {
            setRedirecting(true);
            // fromVC tells the form the candidate came through a code, so it greets them (spec 3).
            timer.current = setTimeout(
              () => navigate(formPathFor(res.code), { state: { fromVC: true } }),
              ACCESS_CODE_REDIRECT_DELAY_MS,
            );
          } else if (res.is_used) {
            setNeedsEmail(true);
          }
        },
        onError: (err) => {
          const code = err instanceof ApiError ? err.code : 0;
          // Too many attempts: a lasting notice, the server's message says how long to wait.
          if (code === 429) setRefusal(err.message);
          else message.error(errorHandlingMsg(code, err.message));
        },
      },
    );
  };

  const brand = corporate.data?.corporate;
  // The page is its main landmark, so every part of it is in one (axe: region).
  return (
    <AccessibleTheme>
      <Flex
        component="main"
        align="center"
        justify="center"
        style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}
      >
        <Card style={{ width: '100%', maxWidth: 420 }}>
          {slug && corporate.isPending ? (
            <Skeleton active />
          ) : invalidSlug ? (
            <Result status="warning" title={<span role="alert">{t('accessCode.invalidUrl')}</span>} />
          ) : (
            <>
              <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
                <Logo
                  src={brand?.logo_path.thumbnail ?? brand?.logo_path.path}
                  alt={brand ? t('accessCode.logoAlt', { name: brand.legal_name }) : undefined}
                  maxHeight={52}
                />
                {brand ? (
                  <Typography.Text strong data-testid="corporate-legal-name">
                    {brand.legal_name}
                  </Typography.Text>
                ) : null}
                <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
                  {t('accessCode.title')}
                </Typography.Title>
                <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
                  {t('accessCode.subtitle')}
                </Typography.Text>
              </Flex>
              <Form<AccessCodeValues>
                layout="vertical"
                name={slug ? `access-code-${slug}` : 'access-code'}
                requiredMark={false}
                disabled={redirecting}
                onFinish={onFinish}
                onFinishFailed={(info) => {
                  const first = firstValidationError(info);
                  if (first) message.error(first);
                }}
              >
                <Form.Item
                  label={t('accessCode.label')}
                  name="code"
                  validateFirst
                  rules={[
                    { required: true, message: t('accessCode.required') },
                    { pattern: ACCESS_CODE_PATTERN, message: t('accessCode.pattern') },
                  ]}
                >
                  <Input
                    autoComplete="off"
                    autoFocus
                    maxLength={6}
                    style={{ letterSpacing: 4 }}
                    onChange={() => setNeedsEmail(false)}
                  />
                </Form.Item>
                {needsEmail ? (
                  <>
                    <Alert
                      type="info"
                      showIcon
                      title={t('accessCode.usedHint')}
                      style={{ marginBottom: 16 }}
                    />
                    <Form.Item
                      label={t('accessCode.email')}
                      name="email"
                      validateFirst
                      rules={[
                        { required: true, message: t('accessCode.emailRequired') },
                        { type: 'email', message: t('accessCode.emailFormat') },
                      ]}
                    >
                      <Input type="email" autoComplete="email" autoFocus />
                    </Form.Item>
                  </>
                ) : null}
                <Button type="primary" htmlType="submit" block loading={submit.isPending}>
                  {t('accessCode.submit')}
                </Button>
              </Form>
              {redirecting ? (
                <Alert
                  style={{ marginTop: 16 }}
                  type="success"
                  showIcon
                  title={t('accessCode.redirecting')}
                  role="status"
                />
              ) : null}
              {refusal ? (
                <Alert style={{ marginTop: 16 }} type="error" showIcon title={refusal} role="alert" />
              ) : null}
            </>
          )}
        </Card>
      </Flex>
    </AccessibleTheme>
  );
}
