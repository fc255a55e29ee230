import type { AccommodationRecord } from '@asesa/contracts';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/detail-list';
import { formatDateTime } from '../../lib/format';
import { DeclineModal, GrantModal } from './accommodation-forms';
import { useAccommodation } from './queries';
import { termsSummary } from './terms-summary';

/**
 * The results drawer's accommodations: the grant in force in neutral words (what applies, why,
 * who asked and who granted), the participant's open requests to grant or decline, and a button
 * to grant or change an accommodation, before or during the test.
 */
export function AccommodationPanel({
  projectId,
  participantId,
}: {
  projectId: number;
  participantId: number;
}) {
  const { t } = useTranslation();
  const detail = useAccommodation(projectId, participantId);
  const [granting, setGranting] = useState<AccommodationRecord | 'new' | null>(null);
  const [declining, setDeclining] = useState<AccommodationRecord | null>(null);
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (!detail.data) return null;
  const { current, pending, tests } = detail.data;
  const requester = (r: AccommodationRecord) =>
    [t(`accommodations.requestedBy_${r.requested_by}`), r.requester_name].filter(Boolean).join(': ');
  return (
    <section aria-labelledby="accommodations-heading" style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} id="accommodations-heading" style={{ fontSize: 16, margin: 0 }}>
          {t('accommodations.title')}
        </Typography.Title>
        <Button onClick={() => setGranting('new')}>
          {current ? t('accommodations.change') : t('accommodations.grant')}
        </Button>
      </Flex>
      {pending.map((r) => (
        <Alert
          key={r.id}
          type="info"
          style={{ marginTop: 8 }}
          title={t('accommodations.pendingTitle', { date: formatDateTime(r.created_at) })}
          description={
            <Flex vertical gap={8}>
              {r.request_needs.length ? (
                <span>
                  {t('accommodations.pendingNeeds')}{' '}
                  {r.request_needs.map((n) => t(`accommodations.need_${n}`)).join(', ')}
                </span>
              ) : null}
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {r.request_message}
              </Typography.Paragraph>
              <Flex gap={8} wrap>
                <Button type="primary" onClick={() => setGranting(r)}>
                  {t('accommodations.grantRequest')}
                </Button>
                <Button onClick={() => setDeclining(r)}>{t('accommodations.declineRequest')}</Button>
              </Flex>
            </Flex>
          }
        />
      ))}
      {current ? (
        <Card size="small" style={{ marginTop: 8 }}>
          <DetailList
            items={[
              { key: 'terms', label: t('accommodations.inForce'), children: termsSummary(t, current, tests) },
              {
                key: 'reason',
                label: t('accommodations.reason'),
                children: current.reason || t('accommodations.reasonNotRecorded'),
              },
              { key: 'asked', label: t('accommodations.requestedBy'), children: requester(current) },
              {
                key: 'granted',
                label: t('accommodations.grantedBy'),
                children: [current.decided_by_name, formatDateTime(current.decided_at)]
                  .filter(Boolean)
                  .join(', '),
              },
            ]}
          />
        </Card>
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('accommodations.none')}
        </Typography.Paragraph>
      )}
      <GrantModal
        projectId={projectId}
        participantId={participantId}
        tests={tests}
        request={granting === 'new' ? null : granting}
        current={current}
        open={granting !== null}
        onClose={() => setGranting(null)}
      />
      <DeclineModal
        projectId={projectId}
        participantId={participantId}
        request={declining}
        onClose={() => setDeclining(null)}
      />
    </section>
  );
}
