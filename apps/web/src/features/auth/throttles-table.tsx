import type { ThrottleRow } from '@asesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Popconfirm, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { liftThrottle, THROTTLES_KEY, useThrottles } from './queries';

const rowKey = (row: ThrottleRow) => `${row.guard}:${row.scope}:${row.target}`;

/**
 * The throttles in force (sign-ins, access codes, participant codes; per address, per account or
 * code, installation-wide): how many failures against which limit, until when, and a Lift.
 */
export function ThrottlesTable() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const throttles = useThrottles();
  const lift = useMutation({
    mutationFn: liftThrottle,
    onSuccess: async () => {
      message.success(t('security.lifted'));
      await queryClient.invalidateQueries({ queryKey: THROTTLES_KEY });
    },
  });
  return (
    <Table<ThrottleRow>
      aria-label={t('security.throttlesTitle')}
      size="small"
      rowKey={rowKey}
      loading={throttles.isLoading}
      dataSource={throttles.data?.data ?? []}
      pagination={false}
      // The Empty block's text meets the contrast a bare placeholder string (#bfbfbf) does not.
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('security.throttlesEmpty')} />,
      }}
      columns={[
        {
          title: t('security.guard'),
          dataIndex: 'guard',
          render: (_v, row) => t(`security.guards.${row.guard}`),
        },
        {
          title: t('security.scope'),
          dataIndex: 'scope',
          render: (_v, row) => (
            <Tag color={row.scope === 'global' ? 'red' : undefined}>{t(`security.scopes.${row.scope}`)}</Tag>
          ),
        },
        {
          title: t('security.target'),
          dataIndex: 'label',
          render: (_v, row) =>
            row.scope === 'global' ? (
              t('security.everyone')
            ) : (
              <Typography.Text code>{row.label}</Typography.Text>
            ),
        },
        {
          title: t('security.failures'),
          dataIndex: 'failures',
          render: (_v, row) =>
            t('security.failuresOf', { failures: String(row.failures), limit: String(row.limit) }),
        },
        {
          title: t('security.endsAt'),
          dataIndex: 'ends_at',
          render: (_v, row) => formatDateTime(row.ends_at),
        },
        {
          title: '',
          key: 'lift',
          render: (_v, row) => (
            <Popconfirm
              title={t('security.liftConfirm')}
              okText={t('security.lift')}
              onConfirm={() => lift.mutateAsync({ guard: row.guard, scope: row.scope, target: row.target })}
            >
              <Button size="small" danger loading={lift.isPending && lift.variables?.target === row.target}>
                {t('security.lift')}
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
