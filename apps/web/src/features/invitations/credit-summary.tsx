import { Alert, Card, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCredits } from './queries';

/** The corporate's credits as inviting sees them: balance, reservations, and what one participant costs. */
export function CreditSummary({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { data, isLoading } = useCredits(projectId);
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 1 }} />;
  const covers =
    data.cost_per_participant > 0
      ? Math.max(0, Math.floor(data.available / data.cost_per_participant))
      : null;
  return (
    <Card size="small" title={t('invitations.credits')}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          {
            key: 'balance',
            label: t('invitations.balance'),
            children: <strong data-testid="credit-balance">{data.balance}</strong>,
          },
          { key: 'reserved', label: t('invitations.reserved'), children: data.reserved },
          { key: 'available', label: t('invitations.available'), children: data.available },
          {
            key: 'cost',
            label: t('invitations.costPerParticipant'),
            children: <strong data-testid="credit-cost">{data.cost_per_participant}</strong>,
          },
        ]}
      />
      {covers !== null ? (
        <Alert
          type={covers > 0 ? 'info' : 'warning'}
          showIcon
          style={{ marginTop: 8 }}
          title={t('invitations.creditsCover', { count: covers })}
        />
      ) : null}
    </Card>
  );
}
