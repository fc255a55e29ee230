import type { CandidateRow, ParticipantStatus } from '@asesa/contracts';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table';
import { DATE_WIDTH, DateCell } from '../../components/table-fit';
import { viewColumn } from '../../components/view-column';
import { CandidateStatusTag } from './candidate-cells';
import { formatPercentOrDash } from './candidate-format';

/** The candidate database's columns; the last one opens a candidate's participations. */
export function candidateColumns(
  t: TFunction,
  onView: (row: CandidateRow) => void,
): DataColumn<CandidateRow>[] {
  // The first column is the server's default order (descending): latest activity first.
  return [
    {
      title: t('candidates.lastActivity'),
      dataIndex: 'last_activity_at',
      sortable: true,
      searchable: false,
      width: DATE_WIDTH,
      render: (_v, row) => <DateCell value={row.last_activity_at} />,
    },
    { title: t('common.name'), dataIndex: 'name', sortable: true, ellipsis: true, alwaysShown: true },
    { title: t('common.email'), dataIndex: 'email', sortable: true, ellipsis: true, width: 180 },
    {
      title: t('candidates.phone'),
      dataIndex: 'phone',
      sortable: true,
      ellipsis: true,
      width: 130,
      defaultHidden: true,
    },
    {
      title: t('candidates.city'),
      dataIndex: 'city',
      sortable: true,
      ellipsis: true,
      width: 120,
      defaultHidden: true,
    },
    {
      title: t('candidates.corporate'),
      dataIndex: 'corporate_name',
      sortable: true,
      ellipsis: true,
      width: 150,
    },
    {
      title: t('candidates.projects'),
      dataIndex: 'project_count',
      sortable: true,
      searchable: false,
      align: 'right',
      width: 90,
    },
    {
      title: t('candidates.latestStatus'),
      dataIndex: 'latest_status',
      sortable: true,
      searchable: false,
      width: 120,
      render: (_v, row) => <CandidateStatusTag status={row.latest_status as ParticipantStatus} />,
    },
    {
      title: t('candidates.bestScore'),
      dataIndex: 'best_score_percent',
      sortable: true,
      searchable: false,
      align: 'right',
      width: 100,
      render: (_v, row) => formatPercentOrDash(row.best_score_percent),
    },
    viewColumn<CandidateRow>({
      title: t('common.actions'),
      width: 96,
      text: t('candidates.view'),
      labelOf: (row) => t('candidates.viewLabel', { name: row.name }),
      onView,
    }),
  ];
}
