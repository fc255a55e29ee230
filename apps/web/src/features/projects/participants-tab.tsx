import type { ParticipantRow, ProjectDetail } from '@asesa/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../components/data-table';
import { formatDateTime, formatScore } from '../../lib/format';
import { fetchParticipantPage, participantsKey } from './queries';

export const STATUS_COLOURS: Record<ParticipantRow['status'], string> = {
  invited: 'default',
  registered: 'blue',
  in_progress: 'gold',
  completed: 'cyan',
  scored: 'green',
  expired: 'volcano',
  revoked: 'red',
};

/** The project's participants: the datatable with their status and scores. */
export function ParticipantsTab({ project: data }: { project: ProjectDetail }) {
  const { t } = useTranslation();
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
    <DataTable<ParticipantRow>
      label={t('projects.participants')}
      queryKey={participantsKey(data.id)}
      fetchPage={fetchParticipantPage(data.id)}
      columns={columns}
      rowKey="id"
    />
  );
}
