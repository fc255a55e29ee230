import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ParticipantRow } from '@asesa/contracts';
import { Card, Descriptions, Flex, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type DataColumn, DataTable } from '../../components/data-table';
import { StockNotFound } from '../../components/error-pages';
import { PageHeader } from '../../components/page-header';
import { InviteParticipant } from '../../features/projects/invite-participant';
import { fetchParticipantPage, participantsKey, useProject } from '../../features/projects/queries';
import { formatDate, formatDateTime, formatScore } from '../../lib/format';
import { STORAGE_KEYS } from '../../lib/storage-keys';

const STATUS_COLOURS: Record<ParticipantRow['status'], string> = {
  invited: 'default',
  registered: 'blue',
  in_progress: 'gold',
  completed: 'cyan',
  scored: 'green',
  expired: 'volcano',
  revoked: 'red',
};

/** /project/detail/:id: a project, 'Add participant' and its participants. */
export function ProjectPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data, isLoading, isError } = useProject(id);

  useEffect(() => {
    if (data) localStorage.setItem(STORAGE_KEYS.projectId, String(data.id));
  }, [data]);

  if (!Number.isInteger(id) || id <= 0 || isError) return <StockNotFound />;
  if (isLoading || !data) return <Skeleton active />;

  const columns: DataColumn<ParticipantRow>[] = [
    { title: t('common.name'), dataIndex: 'name', sortable: true },
    { title: t('common.email'), dataIndex: 'email', sortable: true },
    {
      title: t('projects.participantCode'),
      dataIndex: 'participant_code',
      render: (_v, row) => (
        <Link to={`/test-activity/${encodeURIComponent(row.participant_code)}`} target="_blank">
          {row.participant_code}
        </Link>
      ),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      sortable: true,
      render: (_v, row) => (
        <Tag color={STATUS_COLOURS[row.status]}>{t(`projects.participantStatuses.${row.status}`)}</Tag>
      ),
    },
    {
      title: t('projects.score'),
      dataIndex: 'number_correct',
      sortable: true,
      searchable: false,
      render: (_v, row) => formatScore(row.number_correct, row.max_score),
    },
    {
      title: t('projects.completedAt'),
      dataIndex: 'completed_at',
      sortable: true,
      searchable: false,
      render: (_v, row) => formatDateTime(row.completed_at),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Link to="/">
        <ArrowLeftOutlined /> {t('projects.back')}
      </Link>
      <PageHeader title={data.name} sub={data.corporate_name} />
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'status', label: t('common.status'), children: data.status },
          {
            key: 'period',
            label: t('projects.period'),
            children: `${formatDate(data.start_date)} – ${formatDate(data.end_date)}`,
          },
          { key: 'participants', label: t('projects.participants'), children: data.participant_count },
          {
            key: 'instruments',
            label: t('projects.instruments'),
            span: 3,
            children: (
              <ol style={{ margin: 0, paddingInlineStart: 20 }}>
                {[...data.instruments]
                  .sort((a, b) => a.position - b.position)
                  .map((i) => (
                    <li key={i.id}>
                      {i.code} · {i.name}
                    </li>
                  ))}
              </ol>
            ),
          },
        ]}
      />
      <Card title={t('projects.addParticipant')} size="small">
        <InviteParticipant projectId={data.id} />
      </Card>
      <Card title={t('projects.participants')} size="small">
        <DataTable<ParticipantRow>
          label={t('projects.participants')}
          queryKey={participantsKey(data.id)}
          fetchPage={fetchParticipantPage(data.id)}
          columns={columns}
          rowKey="id"
        />
      </Card>
    </Flex>
  );
}
