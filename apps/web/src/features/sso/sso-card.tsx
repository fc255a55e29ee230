import type { SsoAccountKind, SsoConfig, SsoNewUserRole } from '@asesa/contracts';
import { Alert, App, Button, Card, Flex, Form, Input, Radio, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchItem } from '../../components/switch-item';
import type { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useAuth } from '../auth/auth-context';
import { testSsoConnection, useSaveSsoConfig, useSsoConfig } from './queries';

interface SsoValues {
  issuer_url: string;
  client_id: string;
  client_secret?: string;
  allowed_domains: string[];
  new_user_role: SsoNewUserRole;
  require_sso: boolean;
  is_enabled: boolean;
}

const valuesOf = (c: SsoConfig | null): Partial<SsoValues> =>
  c
    ? { ...c, client_secret: '' }
    : { new_user_role: 'none', require_sso: false, is_enabled: true, allowed_domains: [] };

/**
 * "Single sign-on" of a consultant or corporate account: its OpenID provider, the e-mail domains
 * that sign in through it, what a newcomer becomes, and (admins only) whether passwords are
 * refused. The client secret is never shown again once saved: the field replaces it.
 */
export function SsoCard({ account, accountId }: { account: SsoAccountKind; accountId: number }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const isAdmin = session?.status === 'authenticated' && session.isAdmin;
  const detail = useSsoConfig(account, accountId);
  const { form, save, problem, testing, onFinish, testConnection } = useSsoForm(account, accountId, isAdmin);

  if (detail.isPending) return <Skeleton active />;
  // A collaborator may not set up its account's sign-in: the card is not theirs.
  if (detail.isError)
    return (detail.error as ApiError).code === 403 ? null : (
      <Alert type="error" showIcon title={detail.error.message} />
    );
  const config = detail.data.config;

  return (
    <Card size="small" title={t('sso.title')}>
      <Typography.Paragraph type="secondary">{t('sso.intro')}</Typography.Paragraph>
      <Typography.Paragraph>
        {t('sso.redirectUri')}{' '}
        <Typography.Text code copyable>
          {detail.data.redirect_uri}
        </Typography.Text>
      </Typography.Paragraph>
      <Form<SsoValues>
        form={form}
        layout="vertical"
        name={`sso-${account}-${accountId}`}
        initialValues={valuesOf(config)}
        onFinish={onFinish}
        disabled={save.isPending}
        style={{ maxWidth: 640 }}
      >
        <ProviderFields account={account} secretSet={config?.client_secret_set ?? false} />
        <Flex gap={32} wrap>
          <SwitchItem label={t('sso.enabled')} name="is_enabled" />
          <SwitchItem
            label={t('sso.requireSso')}
            name="require_sso"
            extra={isAdmin ? t('sso.requireHelp') : t('sso.requireAdminOnly')}
            disabled={!isAdmin}
          />
        </Flex>
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
        <Flex gap={8} align="center" wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
          <Button onClick={testConnection} loading={testing}>
            {t('sso.testConnection')}
          </Button>
          {config && (
            <Typography.Text type="secondary">
              {t('sso.updatedAt', { when: formatDateTime(config.updated_at) })}
            </Typography.Text>
          )}
        </Flex>
      </Form>
    </Card>
  );
}

/** The OpenID provider: issuer, client id and secret, the domains it signs in, and what a newcomer becomes. */
function ProviderFields({ account, secretSet }: { account: SsoAccountKind; secretSet: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        label={t('sso.issuerUrl')}
        name="issuer_url"
        extra={t('sso.issuerHelp')}
        rules={[{ required: true, type: 'url', message: t('sso.issuerRequired') }]}
      >
        <Input placeholder="https://login.example.com/realms/staff" inputMode="url" />
      </Form.Item>
      <Form.Item
        label={t('sso.clientId')}
        name="client_id"
        rules={[{ required: true, message: t('sso.clientIdRequired') }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('sso.clientSecret')}
        name="client_secret"
        extra={secretSet ? t('sso.secretSet') : undefined}
        rules={secretSet ? [] : [{ required: true, message: t('sso.secretRequired') }]}
      >
        <Input.Password
          autoComplete="new-password"
          placeholder={secretSet ? t('sso.secretPlaceholder') : undefined}
        />
      </Form.Item>
      <Form.Item
        label={t('sso.domains')}
        name="allowed_domains"
        extra={t('sso.domainsHelp')}
        rules={[{ required: true, type: 'array', min: 1, message: t('sso.domainsRequired') }]}
      >
        <Select
          mode="tags"
          tokenSeparators={[',', ' ']}
          open={false}
          suffixIcon={null}
          aria-label={t('sso.domains')}
        />
      </Form.Item>
      <Form.Item label={t('sso.newUsers')} name="new_user_role">
        <Radio.Group
          options={[
            { value: 'none', label: t('sso.newUsersNone') },
            {
              value: 'collaborator',
              label: t(account === 'corporate' ? 'sso.newUsersCollaborator' : 'sso.newUsersConsultant'),
            },
          ]}
        />
      </Form.Item>
    </>
  );
}

/** Saving the settings (the secret only when typed anew) and trying the issuer's discovery, with what went wrong. */
function useSsoForm(account: SsoAccountKind, accountId: number, isAdmin: boolean) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveSsoConfig(account, accountId);
  const [form] = Form.useForm<SsoValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const onFinish = async (values: SsoValues) => {
    setProblem(null);
    try {
      await save.mutateAsync({
        account_kind: account,
        account_id: accountId,
        ...values,
        client_secret: values.client_secret || undefined,
        require_sso: isAdmin ? values.require_sso : undefined,
      });
      form.setFieldValue('client_secret', '');
      message.success(t('sso.saved'));
    } catch (err) {
      setProblem((err as Error).message);
    }
  };

  const testConnection = async () => {
    const issuer = form.getFieldValue('issuer_url') as string | undefined;
    if (!issuer) return form.validateFields(['issuer_url']);
    setTesting(true);
    setProblem(null);
    try {
      const found = await testSsoConnection(issuer.trim());
      message.success(t('sso.connectionWorks', { issuer: found.issuer }));
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setTesting(false);
    }
  };

  return { form, save, problem, testing, onFinish, testConnection };
}
