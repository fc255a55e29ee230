import { Alert, Card, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreditFigures } from '../accounts/credit-figures';
import { creditsText } from '../accounts/credit-text';
import { useCredits } from './queries';

/**
 * The corporate's credits as inviting sees them: balance, what its invited participants who have
 * not started hold in reserve (participants × cost, per project), what is available, and what one
 * participant of this project costs.
 */
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
      <CreditFigures
        credits={data}
        projectId={projectId}
        more={
          <Statistic
            title={t('invitations.costPerParticipant')}
            value={data.cost_per_participant}
            formatter={(v) => <span data-testid="credit-cost">{creditsText(t, Number(v))}</span>}
          />
        }
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
