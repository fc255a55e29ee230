import type { PartnerSettings } from '@asesa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/detail-list';
import { api, unwrap } from '../../lib/api';
import { formatDateTime } from '../../lib/format';

const settingsKey = (corporateId: number) => ['partner-settings', corporateId] as const;

/** The origins as typed: one a line (spaces and commas separate too). */
const originsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((o) => o.trim())
    .filter(Boolean);

/**
 * "Partner integration" of a corporate (consultants and admins): where its events are sent (the
 * callback URL, set on the account form), which other sites may frame its partner pages, the
 * secret its partner checks deliveries with (shown only on demand, rotated after a confirmation),
 * and the partner token its partner pages send (only its hash is kept, so it shows once, when drawn).
 */
export function PartnerIntegrationCard({ corporateId }: { corporateId: number }) {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: settingsKey(corporateId),
    queryFn: () => unwrap(api('partner/settings', { account_corporate_id: corporateId })),
  });

  if (settings.isPending) return <Skeleton active />;
  if (settings.isError) return <Alert type="error" showIcon title={(settings.error as Error).message} />;
  const s = settings.data;
  return (
    <Card title={t('partnerSettings.title')} size="small">
      <Flex vertical gap={16}>
        <DetailList
          items={[
            {
              key: 'callback',
              label: t('corporates.callbackUrl'),
              children: s.callback_url || t('partnerSettings.noCallback'),
            },
            {
              key: 'frames',
              label: t('partnerSettings.frameOrigins'),
              children: s.frame_origins.length ? s.frame_origins.join(', ') : t('common.none'),
            },
          ]}
        />
        <OriginsForm corporateId={corporateId} origins={s.partner_origins} />
        <DeliverySecret corporateId={corporateId} />
        <PartnerToken corporateId={corporateId} createdAt={s.partner_token_created_at} />
      </Flex>
    </Card>
  );
}

/** The other sites that may frame the corporate's partner pages, one a line. */
function OriginsForm({ corporateId, origins }: { corporateId: number; origins: string[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ origins: string }>();
  const [saving, setSaving] = useState(false);
  const [originsError, setOriginsError] = useState<string | null>(null);
  const saveOrigins = async ({ origins }: { origins: string }) => {
    setSaving(true);
    setOriginsError(null);
    try {
      const env = await api(
        'partner/update-origins',
        { account_corporate_id: corporateId, partner_origins: originsOf(origins ?? '') },
        { silent: true },
      );
      if (env.code !== 200 || !env.data) {
        setOriginsError(env.error?.message ?? t('partnerSettings.saveFailed'));
        return;
      }
      queryClient.setQueryData<PartnerSettings>(settingsKey(corporateId), env.data);
      form.setFieldsValue({ origins: env.data.partner_origins.join('\n') });
      message.success(t('partnerSettings.originsSaved'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ origins: origins.join('\n') }}
      onFinish={saveOrigins}
    >
      <Form.Item
        name="origins"
        label={t('partnerSettings.extraOrigins')}
        extra={t('partnerSettings.extraOriginsHint')}
        validateStatus={originsError ? 'error' : undefined}
        help={originsError ?? undefined}
      >
        <Input.TextArea rows={3} placeholder="https://portal.partner.example" />
      </Form.Item>
      <Button htmlType="submit" loading={saving}>
        {t('partnerSettings.saveOrigins')}
      </Button>
    </Form>
  );
}

/** The secret the partner checks deliveries with: shown on demand, rotated after a confirmation. */
function DeliverySecret({ corporateId }: { corporateId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [secret, setSecret] = useState<string | null>(null);
  const [secretBusy, setSecretBusy] = useState(false);
  const loadSecret = async (rotate: boolean) => {
    setSecretBusy(true);
    try {
      const env = await api('partner/secret', { account_corporate_id: corporateId, rotate });
      if (env.code !== 200 || !env.data) return;
      setSecret(env.data.secret);
      if (rotate) message.success(t('partnerSettings.rotated'));
    } finally {
      setSecretBusy(false);
    }
  };

  return (
    <div>
      <Typography.Text strong>{t('partnerSettings.secret')}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('partnerSettings.secretHint')}
      </Typography.Paragraph>
      {secret ? (
        <Typography.Paragraph code copyable data-testid="partner-secret">
          {secret}
        </Typography.Paragraph>
      ) : null}
      <Flex gap={8} wrap>
        {secret ? null : (
          <Button onClick={() => void loadSecret(false)} loading={secretBusy}>
            {t('partnerSettings.reveal')}
          </Button>
        )}
        <Popconfirm
          title={t('partnerSettings.rotateTitle')}
          description={t('partnerSettings.rotateBody')}
          okText={t('partnerSettings.rotateOk')}
          okButtonProps={{ danger: true }}
          onConfirm={() => loadSecret(true)}
        >
          <Button danger loading={secretBusy}>
            {t('partnerSettings.rotate')}
          </Button>
        </Popconfirm>
      </Flex>
    </div>
  );
}

/** The partner token the partner pages send: only its hash is kept, so it shows once, when drawn. */
function PartnerToken({ corporateId, createdAt }: { corporateId: number; createdAt: string | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(null);
  const [tokenBusy, setTokenBusy] = useState(false);
  const drawToken = async (rotate: boolean) => {
    setTokenBusy(true);
    try {
      const env = await api('partner/token', { account_corporate_id: corporateId });
      if (env.code !== 200 || !env.data) return;
      const drawn = env.data;
      setToken(drawn.token);
      queryClient.setQueryData<PartnerSettings>(settingsKey(corporateId), (s) =>
        s ? { ...s, partner_token_created_at: drawn.created_at } : s,
      );
      message.success(t(rotate ? 'partnerSettings.tokenRotated' : 'partnerSettings.tokenCreated'));
    } finally {
      setTokenBusy(false);
    }
  };

  return (
    <div>
      <Typography.Text strong>{t('partnerSettings.token')}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('partnerSettings.tokenHint')}
      </Typography.Paragraph>
      <Typography.Paragraph data-testid="partner-token-status" style={{ marginBottom: 8 }}>
        {createdAt
          ? t('partnerSettings.tokenCreatedAt', { when: formatDateTime(createdAt) })
          : t('partnerSettings.tokenNone')}
      </Typography.Paragraph>
      {token ? (
        <>
          <Alert
            type="warning"
            showIcon
            title={t('partnerSettings.tokenShownOnce')}
            style={{ marginBottom: 8 }}
          />
          <Typography.Paragraph code copyable data-testid="partner-token">
            {token}
          </Typography.Paragraph>
        </>
      ) : null}
      {createdAt ? (
        <Popconfirm
          title={t('partnerSettings.tokenRotateTitle')}
          description={t('partnerSettings.tokenRotateBody')}
          okText={t('partnerSettings.rotateOk')}
          okButtonProps={{ danger: true }}
          onConfirm={() => drawToken(true)}
        >
          <Button danger loading={tokenBusy}>
            {t('partnerSettings.tokenRotate')}
          </Button>
        </Popconfirm>
      ) : (
        <Button onClick={() => void drawToken(false)} loading={tokenBusy}>
          {t('partnerSettings.tokenCreate')}
        </Button>
      )}
    </div>
  );
}
