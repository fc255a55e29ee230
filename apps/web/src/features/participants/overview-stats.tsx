import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { uiNumbers } from '../../lib/format';
import { useParticipantOverview } from './queries';

/** The project's participant counts and average score, above the table. */
export function OverviewStats({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { data, isLoading } = useParticipantOverview(projectId);
  const f = uiNumbers();
  const stats: Array<{ key: keyof typeof labels; value: string | null }> = [
    { key: 'total', value: data ? f.count(data.total) : null },
    { key: 'started', value: data ? f.count(data.started) : null },
    { key: 'completed', value: data ? f.count(data.completed) : null },
    { key: 'scored', value: data ? f.count(data.scored) : null },
    { key: 'shortlisted', value: data ? f.count(data.shortlisted) : null },
    { key: 'starred', value: data ? f.count(data.starred) : null },
    { key: 'averageScore', value: data?.average_score == null ? null : f.percent(data.average_score) },
  ];
  const labels = {
    total: t('participants.stats.total'),
    started: t('participants.stats.started'),
    completed: t('participants.stats.completed'),
    scored: t('participants.stats.scored'),
    shortlisted: t('participants.stats.shortlisted'),
    starred: t('participants.stats.starred'),
    averageScore: t('participants.stats.averageScore'),
  };
  return (
    <Row gutter={[12, 12]}>
      {stats.map((s) => (
        <Col key={s.key} xs={12} sm={8} md={6} lg={3} flex="auto">
          <Card size="small">
            <Statistic title={labels[s.key]} loading={isLoading} value={s.value ?? '-'} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
