import type { CandidateParticipation, ParticipantStatus } from '@asesa/contracts';
import { Alert, Drawer, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailList } from '../../components/detail-list';
import { formatDateTime } from '../../lib/format';
import { CandidateStatusTag } from './candidate-cells';
import { formatPercentOrDash } from './candidate-format';
import { type CandidateKey, useCandidate } from './queries';

/** One person: contact data and every participation, each linking to its project's participants. */
export function CandidateDrawer({
  candidate,
  onClose,
}: {
  candidate: CandidateKey | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data, isLoading, isError, error } = useCandidate(candidate);
  return (
    <Drawer
      open={candidate !== null}
      onClose={onClose}
      size={760}
      title={candidate?.name ?? ''}
      destroyOnHidden
    >
      {isLoading && <Skeleton active />}
      {isError && <Alert type="error" showIcon title={(error as Error).message} />}
      {data && (
        <>
          <DetailList
            items={[
              { key: 'email', label: t('common.email'), children: data.email },
              { key: 'phone', label: t('candidates.phone'), children: data.phone || t('common.none') },
              { key: 'city', label: t('candidates.city'), children: data.city || t('common.none') },
              { key: 'corporate', label: t('candidates.corporate'), children: data.corporate_name },
            ]}
          />
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
            {t('candidates.participations')}
          </Typography.Title>
          <Table<CandidateParticipation>
            aria-label={t('candidates.participations')}
            rowKey="participant_id"
            dataSource={data.participations}
            pagination={false}
            size="small"
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: t('candidates.project'),
                key: 'project',
                render: (_v, row) => (
                  <Link
                    to={`/project/detail/${row.project_id}?tab=participants`}
                    aria-label={`${t('candidates.openProject')}: ${row.project_name}`}
                  >
                    {row.project_name}
                  </Link>
                ),
              },
              {
                title: t('common.status'),
                key: 'status',
                render: (_v, row) => <CandidateStatusTag status={row.status as ParticipantStatus} />,
              },
              {
                title: t('candidates.score'),
                key: 'score',
                render: (_v, row) => formatPercentOrDash(row.score_percent),
              },
              {
                title: t('candidates.jobFit'),
                key: 'fit',
                render: (_v, row) => formatPercentOrDash(row.job_fit),
              },
              {
                title: t('candidates.invitedAt'),
                key: 'invited',
                render: (_v, row) => formatDateTime(row.invited_at ?? row.created_at),
              },
              {
                title: t('candidates.completedAt'),
                key: 'completed',
                render: (_v, row) => formatDateTime(row.completed_at),
              },
              {
                title: t('projects.participantCode'),
                key: 'code',
                render: (_v, row) => <Tag>{row.participant_code}</Tag>,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
