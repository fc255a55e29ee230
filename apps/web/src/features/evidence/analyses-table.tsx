import type { EvidenceAnalysisRow } from '@asesa/contracts';
import { ITEM_ANALYSIS_ONLY } from '@asesa/contracts';
import { Button, Flex, Progress, Table, type TableColumnType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { rightColumn } from '../../components/right-column';
import { DATE_WIDTH, DateCell } from '../../components/table-fit';
import { formatNumber } from '../../lib/format';
import { engineReason } from './format';
import { isActive } from './queries';
import { TechnicalManualButton } from './technical-manual-button';

/** The status cell: a bar while the job works, the outcome after, a failure with its error. */
export function AnalysisStatus({ row }: { row: EvidenceAnalysisRow }) {
  const { t } = useTranslation();
  const label = t(`evidence.statuses.${row.status}`);
  if (isActive(row)) {
    return (
      <div
        role="progressbar"
        aria-label={t('evidence.progressLabel', { status: label })}
        aria-valuenow={row.progress}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <Progress percent={Math.round(row.progress)} size="small" status="active" />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.status === 'queued' ? label : t(`evidence.steps.${stepKey(row.step)}`)}
        </Typography.Text>
      </div>
    );
  }
  if (row.status === 'failed') {
    return (
      <Flex vertical gap={2} align="start">
        <Tag color="red">{label}</Tag>
        {row.error ? (
          <Typography.Text
            type="danger"
            style={{ fontSize: 12 }}
            ellipsis={{ tooltip: engineReason(row.error) }}
          >
            {engineReason(row.error)}
          </Typography.Text>
        ) : null}
      </Flex>
    );
  }
  return <Tag color="green">{label}</Tag>;
}

const STEPS = ['items', 'distractors', 'reliability', 'calibration', 'dif', 'done', 'sample'] as const;
type Step = (typeof STEPS)[number] | 'other';
/** The engine's step names; another one (a later engine's) shows as "working". */
const stepKey = (step: string): Step =>
  (STEPS as readonly string[]).includes(step) ? (step as Step) : 'other';

/** An instrument's analyses, newest first; a click opens one. */
export function AnalysesTable({
  rows,
  loading,
  selectedId,
  onSelect,
}: {
  rows: EvidenceAnalysisRow[];
  loading: boolean;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const columns: TableColumnType<EvidenceAnalysisRow>[] = [
    {
      key: 'created_at',
      title: t('evidence.list.started'),
      width: DATE_WIDTH,
      render: (_, row) => <DateCell value={row.created_at} />,
    },
    {
      key: 'by',
      title: t('evidence.list.by'),
      dataIndex: 'created_by_name',
      ellipsis: true,
    },
    { key: 'version', title: t('evidence.list.version'), dataIndex: 'instrument_version', width: 80 },
    rightColumn('n', t('evidence.list.n'), (row) => (row.n === null ? '–' : formatNumber(row.n)), 80),
    {
      key: 'model',
      title: t('evidence.list.model'),
      width: 90,
      // The models' short names (Rasch, 2PL, 3PL, GRM) are what a psychometrician scans a list for.
      render: (_, row) =>
        row.model === ITEM_ANALYSIS_ONLY
          ? t('evidence.list.itemAnalysisOnly')
          : (row.model ?? t('evidence.new.automatic')),
    },
    {
      key: 'status',
      title: t('common.status'),
      width: 240,
      render: (_, row) => <AnalysisStatus row={row} />,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 180,
      render: (_, row) => (
        <Flex gap={6}>
          <Button
            size="small"
            type={row.id === selectedId ? 'primary' : 'default'}
            aria-pressed={row.id === selectedId}
            onClick={() => onSelect(row.id)}
          >
            {t('common.open')}
          </Button>
          <TechnicalManualButton row={row} />
        </Flex>
      ),
    },
  ];
  return (
    <Table<EvidenceAnalysisRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      tableLayout="fixed"
      scroll={{ x: 760 }}
      rowClassName={(row) => (row.id === selectedId ? 'ant-table-row-selected' : '')}
      onRow={(row) => ({ onClick: () => onSelect(row.id), style: { cursor: 'pointer' } })}
      locale={{ emptyText: t('evidence.list.empty') }}
    />
  );
}
