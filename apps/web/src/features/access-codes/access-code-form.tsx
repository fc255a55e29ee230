import { ACCESS_CODE_PATTERN, type CorporateSlugResponse, EMAIL_PATTERN } from '@asesa/contracts';
import { Alert, Button, Card, Flex, Form, Input, Result, Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { Logo } from '../../components/logo';
import { ApiError } from '../../lib/api';
import { firstValidationError } from '../../lib/form';
import { useParticipantLanguage } from '../../lib/participant-language';
import { AccessibleTheme } from '../participant-journey/accessible-theme';
import { usePlatformHelp } from '../participant-journey/api';
import { LanguageSelect } from '../participant-journey/components';
import { PRODUCT_NAME } from '../participant-journey/constants';
import { useCopy } from '../participant-journey/copy';
import { HelpButton } from '../participant-journey/help-button';
import { useCorporateBySlug } from './api';
import {
  type AccessCodeValues,
  useAccessCodeSubmit,
  useRevalidateOnLanguage,
} from './use-access-code-submit';

type Brand = CorporateSlugResponse['corporate'] | undefined;

/** No project is known before the code is taken: the platform's contact answers. */
function AccessCodeHelp() {
  const COPY = useCopy();
  return <HelpButton contact={usePlatformHelp().data} labels={COPY} />;
}

/** The access code form: a code (and, for a used one, its e-mail) that opens the registration. */
export function AccessCodeForm() {
  const COPY = useCopy();
  const language = useParticipantLanguage();
  const { slug } = useParams();
  const corporate = useCorporateBySlug(slug);
  const { onFinish, showOnly, pending, needsEmail, setNeedsEmail, redirecting, refusal } =
    useAccessCodeSubmit(slug);
  const [form] = Form.useForm<AccessCodeValues>();
  // Spec 8: the lookup's 'invalid url' (reason invalid_slug, whatever language it is said in).
  const invalidSlug = corporate.error instanceof ApiError && corporate.error.reason === 'invalid_slug';
  // The form is not there while the corporate loads or when the slug is unknown.
  const formShown = !(slug && corporate.isPending) && !invalidSlug;
  useRevalidateOnLanguage(form, COPY, formShown);

  // The page is its main landmark, so every part of it is in one (axe: region).
  return (
    <AccessibleTheme>
      <Flex component="main" lang={language} vertical style={{ minHeight: '100vh', background: '#f0f2f5' }}>
        {/* The participant pages' switcher, where their header has it. */}
        <Flex justify="flex-end" align="center" gap={8} style={{ minHeight: 64, padding: '0 16px' }}>
          <LanguageSelect />
          <AccessCodeHelp />
        </Flex>
        <Flex flex={1} align="center" justify="center" style={{ padding: 16 }}>
          <Card style={{ width: '100%', maxWidth: 420 }}>
            {slug && corporate.isPending ? (
              <Skeleton active />
            ) : invalidSlug ? (
              <InvalidUrlNotice />
            ) : (
              <>
                <AccessCodeHeading brand={corporate.data?.corporate} />
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
                  <AccessCodeFields needsEmail={needsEmail} onCodeChange={() => setNeedsEmail(false)} />
                  <Button type="primary" htmlType="submit" block loading={pending}>
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

/**
 * The spec's sentence, with the product's logo and a way on: the voucher page without a corporate
 * takes every code.
 */
function InvalidUrlNotice() {
  const COPY = useCopy();
  return (
    <Flex vertical align="center" gap={8}>
      <Logo alt={COPY.accessCodeLogoAlt(PRODUCT_NAME)} maxHeight={52} />
      <Result
        status="warning"
        title={<span role="alert">{COPY.accessCodeInvalidUrl}</span>}
        extra={<Link to="/access-codes/">{COPY.accessCodeTitle}</Link>}
      />
    </Flex>
  );
}

/** The corporate's logo and name (or the product's logo), the title and the subtitle. */
function AccessCodeHeading({ brand }: { brand: Brand }) {
  const COPY = useCopy();
  return (
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
  );
}

/** The code, and for a used code its e-mail with a hint why it is asked. */
function AccessCodeFields({ needsEmail, onCodeChange }: { needsEmail: boolean; onCodeChange: () => void }) {
  const COPY = useCopy();
  return (
    <>
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
          onChange={onCodeChange}
        />
      </Form.Item>
      {needsEmail ? (
        <>
          <Alert type="info" showIcon title={COPY.accessCodeUsedHint} style={{ marginBottom: 16 }} />
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
    </>
  );
}
