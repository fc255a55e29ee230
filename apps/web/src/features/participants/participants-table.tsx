import { StarFilled, StarOutlined, TagFilled, TagOutlined } from '@ant-design/icons';
import type { ParticipantListRow } from '@asesa/contracts';
import {
  App,
  Button,
  Empty,
  Flex,
  Space,
  Table,
  type TableColumnsType,
  type TableProps,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverPagination } from '../../components/data-table';
import {
  DATE_WIDTH,
  DateCell,
  type FitColumnOptions,
  fitColumns,
  fitScrollX,
  useColumnChooser,
} from '../../components/table-fit';
import type { TableState } from '../../lib/datatable';
import { formatScore } from '../../lib/format';
import { DecisionTag } from '../decisions/review-panel';
import { formatPercent } from './participant-filters';
import { useToggle } from './queries';
import { STATUS_COLOURS } from './status-colours';

/** The server columns in the order the datatable query lists them (column 0 = id: newest first by default). */
export const PARTICIPANT_COLUMNS = [
  'id',
  'name',
  'email',
  'participant_code',
  'status',
  'city',
  'score_percent',
  'job_fit',
  'completed_at',
  'created_at',
] as const;

interface Props {
  projectId: number;
  rows: ParticipantListRow[];
  total: number;
  loading: boolean;
  state: TableState;
  onState: (next: TableState) => void;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onOpen: (row: ParticipantListRow) => void;
  /** Above the table on the left (the search box). */
  search?: ReactNode;
  /** Above the table on the right, before the Columns chooser. */
  actions?: ReactNode;
}

type ParticipantColumn = TableColumnsType<ParticipantListRow>[number] & FitColumnOptions;

// The buttons live inside a clickable row: keep their clicks from opening the results.
const stopping = (fn: () => void) => (e: MouseEvent) => {
  e.stopPropagation();
  fn();
};

/** An icon button that is on or off, named (and explained on hover) by its label. */
function PressedToggle(props: { label: string; pressed: boolean; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={props.label}>
      <Button
        type="text"
        aria-label={props.label}
        aria-pressed={props.pressed}
        icon={props.icon}
        onClick={stopping(props.onClick)}
      />
    </Tooltip>
  );
}

/** The star and shortlist toggles at the start of a row. */
function FlagToggles(props: { row: ParticipantListRow; onStar: () => void; onShortlist: () => void }) {
  const { t } = useTranslation();
  const { row } = props;
  return (
    <Space size={0}>
      <PressedToggle
        label={t('participants.star', { name: row.name })}
        pressed={row.starred}
        icon={row.starred ? <StarFilled style={{ color: '#d48806' }} /> : <StarOutlined />}
        onClick={props.onStar}
      />
      <PressedToggle
        label={t('participants.shortlist', { name: row.name })}
        pressed={row.shortlisted}
        icon={row.shortlisted ? <TagFilled style={{ color: '#1677ff' }} /> : <TagOutlined />}
        onClick={props.onShortlist}
      />
    </Space>
  );
}

/** The participant's code, opening their test activity in a new tab (not the results drawer). */
function TestActivityLink({ code }: { code: string }) {
  return (
    <Link
      to={`/test-activity/${encodeURIComponent(code)}`}
      target="_blank"
      onClick={(e) => e.stopPropagation()}
    >
      {code}
    </Link>
  );
}

/** The decision recorded (an override of the suggestion marked), else what job fit suggests. */
function ReviewCell({ row }: { row: ParticipantListRow }) {
  const { t } = useTranslation();
  return row.review ? (
    <span>
      <DecisionTag decision={row.review.decision} />
      {row.review.is_override ? <Tag color="purple">{t('decisions.override')}</Tag> : null}
    </span>
  ) : (
    <Typography.Text type="secondary">
      {t('decisions.notReviewed')}
      {row.suggestion ? (
        <>
          <br />
          {t('decisions.suggested', { decision: t(`decisions.choices.${row.suggestion}`) })}
        </>
      ) : null}
    </Typography.Text>
  );
}

interface ParticipantColumnsContext {
  t: TFunction;
  sortOrder: (field: string) => ParticipantColumn['sortOrder'];
  onStar: (row: ParticipantListRow) => void;
  onShortlist: (row: ParticipantListRow) => void;
  onOpen: (row: ParticipantListRow) => void;
}

/** The table's columns; the sortable ones show the server's current sort. */
function participantColumns({ t, sortOrder, onStar, onShortlist, onOpen }: ParticipantColumnsContext) {
  const columns: ParticipantColumn[] = [
    {
      key: 'flags',
      title: '',
      width: 80,
      alwaysShown: true,
      render: (_v, row) => (
        <FlagToggles row={row} onStar={() => onStar(row)} onShortlist={() => onShortlist(row)} />
      ),
    },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('common.name'),
      sorter: true,
      sortOrder: sortOrder('name'),
      ellipsis: true,
      alwaysShown: true,
    },
    { key: 'email', dataIndex: 'email', title: t('common.email'), ellipsis: true, width: 136 },
    {
      key: 'participant_code',
      dataIndex: 'participant_code',
      title: t('projects.participantCode'),
      ellipsis: true,
      width: 150,
      render: (_v, row) => <TestActivityLink code={row.participant_code} />,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('common.status'),
      width: 110,
      // A scored candidate's review (or job fit's suggestion) under the status: where the candidate
      // stands, in one column, so the table still fits a laptop screen.
      render: (_v, row) => (
        <>
          <Tag color={STATUS_COLOURS[row.status]}>{t(`projects.participantStatuses.${row.status}`)}</Tag>
          {row.review || row.suggestion || (row.job_fit ?? null) !== null ? (
            <div>
              <ReviewCell row={row} />
            </div>
          ) : null}
        </>
      ),
    },
    {
      key: 'city',
      dataIndex: 'city',
      title: t('participants.city'),
      ellipsis: true,
      width: 110,
      defaultHidden: true,
      render: (v: string) => v || '-',
    },
    {
      key: 'score_percent',
      dataIndex: 'score_percent',
      title: t('projects.score'),
      sorter: true,
      sortOrder: sortOrder('score_percent'),
      width: 104,
      render: (_v, row) => <ScoreCell row={row} />,
    },
    {
      key: 'job_fit',
      dataIndex: 'job_fit',
      title: t('participants.jobFit'),
      sorter: true,
      sortOrder: sortOrder('job_fit'),
      // Wide enough for the longest word of its title with the sort arrows ("Kecocokan").
      width: 108,
      render: (v: number | null) => formatPercent(v),
    },
    {
      key: 'completed_at',
      dataIndex: 'completed_at',
      title: t('projects.completedAt'),
      sorter: true,
      sortOrder: sortOrder('completed_at'),
      width: DATE_WIDTH,
      render: (v: string | null) => <DateCell value={v} />,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 90,
      render: (_v, row) => (
        <Button size="small" onClick={stopping(() => onOpen(row))}>
          {t('participants.results')}
        </Button>
      ),
    },
  ];
  return columns;
}

/** A sort or page change as the next table state (a new sort or page size goes back to page 1). */
function nextTableState(
  state: TableState,
  ...[pagination, , sorter, extra]: Parameters<NonNullable<TableProps<ParticipantListRow>['onChange']>>
): TableState {
  const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<ParticipantListRow> | undefined;
  const field = typeof s?.columnKey === 'string' ? s.columnKey : undefined;
  const dir = s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : undefined;
  const size = pagination.pageSize ?? state.size;
  return {
    ...state,
    page: extra.action === 'paginate' && size === state.size ? (pagination.current ?? 1) : 1,
    size,
    sort: dir ? field : undefined,
    dir: dir && field ? dir : undefined,
  };
}

/** The participants of a project: star/shortlist toggles, selection, server-side sort and paging. */
export function ParticipantsTable({
  projectId,
  rows,
  total,
  loading,
  state,
  onState,
  selected,
  onSelect,
  onOpen,
  search,
  actions,
}: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const star = useToggle(projectId, 'star');
  const shortlist = useToggle(projectId, 'shortlist');
  const onError = (err: Error) => message.error(err.message);
  const sortOrder = (field: string) =>
    state.sort === field ? (state.dir === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
  const columns = participantColumns({
    t,
    sortOrder,
    onStar: (row) => star.mutate(row.id, { onError }),
    onShortlist: (row) => shortlist.mutate(row.id, { onError }),
    onOpen,
  });
  const { visible, chooser } = useColumnChooser('participants', columns);
  const fitted = fitColumns<ParticipantListRow, (typeof columns)[number]>(visible);

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        {search}
        <Space wrap>
          {actions}
          {chooser}
        </Space>
      </Flex>
      <Table<ParticipantListRow>
        aria-label={t('participants.table')}
        rowKey="id"
        columns={fitted}
        dataSource={rows}
        loading={loading}
        onChange={(...change) => onState(nextTableState(state, ...change))}
        size="middle"
        tableLayout="fixed"
        scroll={{ x: fitScrollX(fitted, { selection: true }) }}
        locale={{ emptyText: <Empty description={t('participants.empty')} /> }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys as number[]) }}
        onRow={(row) => ({ onClick: () => onOpen(row), style: { cursor: 'pointer' } })}
        pagination={serverPagination(state, total, t)}
      />
    </Flex>
  );
}

/**
 * The number correct with the tests it adds up named under it (a project's adaptive test and its
 * inventories have no number correct to add); each test's own line in the tooltip.
 */
function ScoreCell({ row }: { row: ParticipantListRow }) {
  const { t } = useTranslation();
  const score = formatScore(row.number_correct, row.max_score);
  const tests = row.tests ?? [];
  if (tests.length === 0 || row.max_score === null) return <>{score}</>;
  const counted = tests.filter((x) => x.counted);
  const lines = tests.map((x) =>
    x.counted
      ? t('participants.scoreTestCounted', {
          name: x.instrument_name,
          score: formatScore(x.number_correct, x.max_score),
        })
      : x.adaptive
        ? t('participants.scoreTestAdaptive', { name: x.instrument_name })
        : t('participants.scoreTestUnkeyed', { name: x.instrument_name }),
  );
  const which = counted.length
    ? counted.map((x) => x.instrument_name).join(', ')
    : t('participants.scoreNoTests');
  return (
    <Tooltip
      title={
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      }
    >
      <Flex vertical style={{ minWidth: 0 }}>
        <span>{score}</span>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }} data-testid="score-tests">
          {which}
        </Typography.Text>
      </Flex>
    </Tooltip>
  );
}
