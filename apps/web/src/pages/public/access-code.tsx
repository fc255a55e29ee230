import { ACCESS_CODE_PATTERN } from '@asesa/contracts';
import { Alert, App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Logo } from '../../components/logo';
import { firstValidationError } from '../../lib/form';

interface AccessCodeValues {
  code: string;
}

/**
 * Spec 2.4: /access-codes/ and /access-code/{slug}: the voucher page asking for an access code.
 * The code check against the server (submit-code) and the slug branding arrive in a later issue.
 */
export function AccessCodePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { slug } = useParams();
  const [submitted, setSubmitted] = useState(false);

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <Logo maxHeight={52} />
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
          onFinish={() => setSubmitted(true)}
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
            <Input autoComplete="off" autoFocus style={{ letterSpacing: 4 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            {t('accessCode.submit')}
          </Button>
        </Form>
        {submitted ? (
          <Alert style={{ marginTop: 16 }} type="info" showIcon title={t('accessCode.notYet')} />
        ) : null}
      </Card>
    </Flex>
  );
}
