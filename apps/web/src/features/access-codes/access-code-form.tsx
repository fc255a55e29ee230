import { ACCESS_CODE_PATTERN, EMAIL_PATTERN } from '@asesa/contracts';
import { Alert, App, Button, Card, Flex, Form, Input, Result, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Logo } from '../../components/logo';
import { ApiError } from '../../lib/api';
import { errorSentence } from '../../lib/error-sentence';
import { firstValidationError } from '../../lib/form';
import { useParticipantLanguage } from '../../lib/participant-language';
import { AccessibleTheme } from '../participant-journey/accessible-theme';
import { LanguageSelect } from '../participant-journey/components';
import { PRODUCT_NAME } from '../participant-journey/constants';
import { useCopy } from '../participant-journey/copy';
import { useCorporateBySlug, useSubmitCode } from './api';
import { ACCESS_CODE_REDIRECT_DELAY_MS, formPathFor } from './constants';

interface AccessCodeValues {
  code: string;
  email?: string;
}

/** The access code form: a code (and, for a used one, its e-mail) that opens the registration. */
export function AccessCodeForm() {
  const COPY = useCopy();
  const language = useParticipantLanguage();
  const { message } = App.useApp();
  // One error at a time: a new one replaces the notice of the previous try (a format error of a
  // 5-character try must not stand beside the 404 of the next).
  const showOnly = (text: string) => {
    message.destroy();
    void message.error(text);
  };
  const { slug } = useParams();
  const navigate = useNavigate();
  const corporate = useCorporateBySlug(slug);
  const submit = useSubmitCode();
  const [needsEmail, setNeedsEmail] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const [form] = Form.useForm<AccessCodeValues>();
  // Spec 8: the lookup's 'invalid url' (reason invalid_slug, whatever language it is said in).
  const invalidSlug = corporate.error instanceof ApiError && corporate.error.reason === 'invalid_slug';
  // The form is not there while the corporate loads or when the slug is unknown.
  const formShown = !(slug && corporate.isPending) && !invalidSlug;
  // A message already shown under a field was written in the language of its check: check those
  // fields again so it follows a change of language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the copy (the language) changes.
  useEffect(() => {
    if (!formShown) return;
    const shown = form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => f.name);
    if (shown.length) form.validateFields(shown).catch(() => {});
  }, [COPY, form, formShown]);

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
          // The server's message in the candidate's language, as a sentence (no code, no field).
          const text = errorSentence(err.message, err instanceof ApiError ? err.field : undefined);
          // Too many attempts: a lasting notice, the server's message says how long to wait.
          if (code === 429) setRefusal(text);
          else showOnly(text);
        },
      },
    );
  };

  const brand = corporate.data?.corporate;
  // The page is its main landmark, so every part of it is in one (axe: region).
  return (
    <AccessibleTheme>
      <Flex component="main" lang={language} vertical style={{ minHeight: '100vh', background: '#f0f2f5' }}>
        {/* The participant pages' switcher, where their header has it. */}
        <Flex justify="flex-end" align="center" style={{ minHeight: 64, padding: '0 16px' }}>
          <LanguageSelect />
        </Flex>
        <Flex flex={1} align="center" justify="center" style={{ padding: 16 }}>
          <Card style={{ width: '100%', maxWidth: 420 }}>
            {slug && corporate.isPending ? (
              <Skeleton active />
            ) : invalidSlug ? (
              // The spec's sentence, with the product's logo and a way on: the voucher page
              // without a corporate takes every code.
              <Flex vertical align="center" gap={8}>
                <Logo alt={COPY.accessCodeLogoAlt(PRODUCT_NAME)} maxHeight={52} />
                <Result
                  status="warning"
                  title={<span role="alert">{COPY.accessCodeInvalidUrl}</span>}
                  extra={<Link to="/access-codes/">{COPY.accessCodeTitle}</Link>}
                />
              </Flex>
            ) : (
              <>
                <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
                  <Logo
                    src={brand?.logo_path.thumbnail ?? brand?.logo_path.path}
                    alt={COPY.accessCodeLogoAlt(brand?.legal_name ?? PRODUCT_NAME)}
                    maxHeight={52}
                  />
                  {brand ? (
                    <Typography.Text strong data-testid="corporate-legal-name">
                      {brand.legal_name}
                    </Typography.Text>
                  ) : null}
                  <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
                    {COPY.accessCodeTitle}
                  </Typography.Title>
                  <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
                    {COPY.accessCodeSubtitle}
                  </Typography.Text>
                </Flex>
                <Form<AccessCodeValues>
                  form={form}
                  layout="vertical"
                  name={slug ? `access-code-${slug}` : 'access-code'}
                  requiredMark={false}
                  // The app checks the fields in the page's language, not the browser's tooltips.
                  noValidate
                  disabled={redirecting}
                  onFinish={onFinish}
                  onFinishFailed={(info) => {
                    const first = firstValidationError(info);
                    if (first) showOnly(first);
                  }}
                >
                  <Form.Item
                    label={COPY.accessCodeLabel}
                    name="code"
                    validateFirst
                    rules={[
                      { required: true, message: COPY.accessCodeRequired },
                      { pattern: ACCESS_CODE_PATTERN, message: COPY.accessCodePattern },
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
                        title={COPY.accessCodeUsedHint}
                        style={{ marginBottom: 16 }}
                      />
                      <Form.Item
                        label={COPY.accessCodeEmail}
                        name="email"
                        validateFirst
                        rules={[
                          { required: true, message: COPY.accessCodeEmailRequired },
                          // The server's own pattern (an emoji is refused here, in these words).
                          { pattern: EMAIL_PATTERN, message: COPY.accessCodeEmailFormat },
                        ]}
                      >
                        <Input type="email" autoComplete="email" autoFocus />
                      </Form.Item>
                    </>
                  ) : null}
                  <Button type="primary" htmlType="submit" block loading={submit.isPending}>
                    {COPY.accessCodeSubmit}
                  </Button>
                </Form>
                {redirecting ? (
                  <Alert
                    style={{ marginTop: 16 }}
                    type="success"
                    showIcon
                    title={COPY.accessCodeRedirecting}
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
      </Flex>
    </AccessibleTheme>
  );
}
