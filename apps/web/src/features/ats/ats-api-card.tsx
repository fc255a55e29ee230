import {
  ATS_SCOPES,
  type AtsActivity,
  type AtsKeyNewResponse,
  type AtsKeyRow,
  type AtsScope,
} from '@asesa/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Flex,
  Form,
  Input,
  Popconfirm,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useAtsActivity, useAtsKeys, useCreateAtsKey, useRevokeAtsKey } from './queries';

const SCOPE_LABEL: Record<AtsScope, 'atsApi.scopeRead' | 'atsApi.scopeSend'> = {
  'results:read': 'atsApi.scopeRead',
  'tests:send': 'atsApi.scopeSend',
};

/**
 * "ATS API" of a corporate: its keys for an applicant tracking system (created with a name and
 * scopes, shown once, revoked), the latest calls made with them and the callbacks with every
 * delivery attempt.
 */
export function AtsApiCard({ corporateId }: { corporateId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const keys = useAtsKeys(corporateId);
  const activity = useAtsActivity(corporateId);
  const create = useCreateAtsKey(corporateId);
  const revoke = useRevokeAtsKey(corporateId);
  const [created, setCreated] = useState<AtsKeyNewResponse | null>(null);
  const [form] = Form.useForm<{ name: string; scopes: AtsScope[] }>();

  const submit = async (values: { name: string; scopes: AtsScope[] }) => {
    setCreated(await create.mutateAsync(values));
    form.resetFields();
    message.success(t('atsApi.created'));
  };

  return (
    <Card title={t('atsApi.title')} size="small" data-testid="ats-api-card">
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('atsApi.intro')}</Typography.Text>
        <Form
          form={form}
          layout="inline"
          onFinish={submit}
          initialValues={{ scopes: [...ATS_SCOPES] }}
          style={{ rowGap: 8 }}
        >
          <Form.Item name="name" label={t('atsApi.name')} rules={[{ required: true, max: 100 }]}>
            <Input placeholder={t('atsApi.namePlaceholder')} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item
            name="scopes"
            label={t('atsApi.scopes')}
            // Not `required`: antd would mark the checkbox group aria-required, which a group may not
            // carry (axe: aria-allowed-attr); the rule still refuses an empty choice.
            rules={[{ type: 'array', min: 1, message: t('atsApi.scopesRequired') }]}
          >
            <Checkbox.Group options={ATS_SCOPES.map((s) => ({ value: s, label: t(SCOPE_LABEL[s]) }))} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('atsApi.create')}
          </Button>
        </Form>
        {created ? <ShownOnce created={created} onClose={() => setCreated(null)} /> : null}
        <KeysTable
          rows={keys.data ?? []}
          loading={keys.isPending}
          onRevoke={async (id) => {
            await revoke.mutateAsync(id);
            message.success(t('atsApi.revokedDone'));
          }}
        />
        <ActivityTables activity={activity.data} loading={activity.isPending} />
        <Typography.Text type="secondary">
          {t('atsApi.greenhouse', { base: window.location.origin })}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

function ShownOnce({ created, onClose }: { created: AtsKeyNewResponse; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="success"
      showIcon
      closable={{ onClose }}
      title={t('atsApi.shownOnce')}
      description={
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('atsApi.key')}</Typography.Text>
          <Typography.Paragraph code copyable data-testid="ats-new-key" style={{ marginBottom: 4 }}>
            {created.key}
          </Typography.Paragraph>
          <Typography.Text strong>{t('atsApi.signingSecret')}</Typography.Text>
          <Typography.Paragraph code copyable data-testid="ats-signing-secret" style={{ marginBottom: 0 }}>
            {created.signing_secret}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{t('atsApi.signingHint')}</Typography.Text>
        </Flex>
      }
    />
  );
}

function KeysTable(props: { rows: AtsKeyRow[]; loading: boolean; onRevoke: (id: number) => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <Table<AtsKeyRow>
      size="small"
      rowKey="id"
      title={() => <Typography.Text strong>{t('atsApi.keys')}</Typography.Text>}
      loading={props.loading}
      dataSource={props.rows}
      pagination={false}
      scroll={{ x: true }}
      columns={[
        { key: 'name', title: t('common.name'), dataIndex: 'name' },
        {
          key: 'prefix',
          title: t('atsApi.prefix'),
          render: (_, r) => <Typography.Text code>{r.prefix}</Typography.Text>,
        },
        {
          key: 'scopes',
          title: t('atsApi.scopes'),
          render: (_, r) => r.scopes.map((s) => <Tag key={s}>{t(SCOPE_LABEL[s])}</Tag>),
        },
        { key: 'by', title: t('atsApi.createdBy'), dataIndex: 'created_by_name' },
        { key: 'created', title: t('common.createdAt'), render: (_, r) => formatDateTime(r.created_at) },
        {
          key: 'used',
          title: t('atsApi.lastUsed'),
          render: (_, r) => (r.last_used_at ? formatDateTime(r.last_used_at) : t('atsApi.never')),
        },
        {
          key: 'status',
          title: t('common.status'),
          render: (_, r) =>
            r.revoked_at ? (
              <Tag color="default">{t('atsApi.revoked')}</Tag>
            ) : (
              <Flex gap={8} align="center">
                <Tag color="green">{t('atsApi.active')}</Tag>
                <Popconfirm
                  title={t('atsApi.revokeTitle')}
                  description={t('atsApi.revokeBody')}
                  okText={t('atsApi.revoke')}
                  onConfirm={() => props.onRevoke(r.id)}
                >
                  <Button size="small" danger>
                    {t('atsApi.revoke')}
                  </Button>
                </Popconfirm>
              </Flex>
            ),
        },
      ]}
    />
  );
}

type CallRow = AtsActivity['calls'][number];
type CallbackRow = AtsActivity['callbacks'][number];

function ActivityTables({ activity, loading }: { activity: AtsActivity | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Table<CallRow>
        size="small"
        rowKey="id"
        title={() => <Typography.Text strong>{t('atsApi.recentCalls')}</Typography.Text>}
        loading={loading}
        dataSource={activity?.calls ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
        columns={[
          { key: 'when', title: t('atsApi.when'), render: (_, r) => formatDateTime(r.created_at) },
          {
            key: 'key',
            title: t('atsApi.prefix'),
            render: (_, r) => <Typography.Text code>{r.key_prefix}</Typography.Text>,
          },
          {
            key: 'call',
            title: t('atsApi.call'),
            render: (_, r) => (
              <>
                {r.call}
                {r.detail && (
                  <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 360 }}>
                    {r.detail}
                  </Typography.Paragraph>
                )}
              </>
            ),
          },
          {
            key: 'status',
            title: t('atsApi.outcome'),
            render: (_, r) => <Tag color={r.status < 400 ? 'green' : 'red'}>{r.status}</Tag>,
          },
          {
            key: 'request',
            title: t('atsApi.requestId'),
            render: (_, r) => r.request_id ?? t('common.none'),
          },
        ]}
      />
      <Table<CallbackRow>
        size="small"
        rowKey="id"
        title={() => <Typography.Text strong>{t('atsApi.recentCallbacks')}</Typography.Text>}
        loading={loading}
        dataSource={activity?.callbacks ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
        columns={[
          { key: 'when', title: t('atsApi.when'), render: (_, r) => formatDateTime(r.created_at) },
          { key: 'request', title: t('atsApi.requestId'), dataIndex: 'request_id' },
          { key: 'url', title: 'URL', render: (_, r) => <Typography.Text ellipsis>{r.url}</Typography.Text> },
          {
            key: 'status',
            title: t('common.status'),
            render: (_, r) => (
              <Tag color={r.status === 'sent' ? 'green' : r.status === 'failed' ? 'red' : 'blue'}>
                {t(`atsApi.callbackStatus.${r.status}`)}
              </Tag>
            ),
          },
          {
            key: 'attempts',
            title: t('atsApi.attempts'),
            render: (_, r) =>
              r.attempts.map((a) => (
                <div key={a.attempt}>
                  {`${a.attempt}. ${formatDateTime(a.at)} · ${a.response_status ?? t('atsApi.noAnswer')}`}
                </div>
              )),
          },
        ]}
      />
    </>
  );
}
