import { Table, type TableColumnType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { Explained } from './explained';
import { decimal, engineReason } from './format';
import { type EvidenceResult, isUnavailable } from './result-types';

type Figure = EvidenceResult['reliability'][number];

/** Internal consistency per dimension and for all items: α with its interval, ω, SEM. */
export function ReliabilityTab({ result }: { result: EvidenceResult }) {
  const { t } = useTranslation();
  // The whole instrument first, then the dimensions by name.
  const rows = [...result.reliability].sort((x, y) =>
    x.dimension === null ? -1 : y.dimension === null ? 1 : x.dimension.localeCompare(y.dimension),
  );
  const figure = (row: Figure) => (isUnavailable(row) ? null : row);
  const level = rows.map(figure).find((f) => f)?.alphaInterval.level ?? 0.95;
  // An unavailable row spans the figures' columns with its reason.
  const spanFigures = (first: boolean) => (row: Figure) =>
    isUnavailable(row) ? { colSpan: first ? FIGURE_COLUMNS : 0 } : {};
  const columns: TableColumnType<Figure>[] = [
    {
      key: 'dimension',
      title: t('evidence.reliability.dimension'),
      width: 180,
      render: (_, row) =>
        row.dimension === null ? <strong>{t('evidence.reliability.all')}</strong> : row.dimension,
    },
    {
      key: 'items',
      title: t('evidence.reliability.items'),
      width: 70,
      align: 'right',
      onCell: spanFigures(true),
      render: (_, row) =>
        isUnavailable(row) ? (
          <Typography.Text type="secondary" style={{ textAlign: 'left', display: 'block' }}>
            {t('evidence.unavailableBecause', {
              reason: row.unavailable ? engineReason(row.unavailable) : t('evidence.notInResult'),
            })}
          </Typography.Text>
        ) : (
          row.items
        ),
    },
    {
      key: 'n',
      title: t('evidence.reliability.n'),
      width: 80,
      align: 'right',
      onCell: spanFigures(false),
      render: (_, row) => (figure(row) ? formatNumber(figure(row)?.n ?? 0) : null),
    },
    {
      key: 'alpha',
      title: <Explained title={t('evidence.reliability.alpha')} hint={t('evidence.reliability.alphaHint')} />,
      width: 80,
      align: 'right',
      onCell: spanFigures(false),
      render: (_, row) => decimal(figure(row)?.alpha),
    },
    {
      key: 'interval',
      title: (
        <Explained
          title={t('evidence.reliability.interval', { level: String(Math.round(level * 100)) })}
          hint={t('evidence.reliability.intervalHint')}
        />
      ),
      width: 130,
      align: 'right',
      onCell: spanFigures(false),
      render: (_, row) => {
        const f = figure(row);
        return f ? `${decimal(f.alphaInterval.lower)} – ${decimal(f.alphaInterval.upper)}` : null;
      },
    },
    {
      key: 'omega',
      title: <Explained title={t('evidence.reliability.omega')} hint={t('evidence.reliability.omegaHint')} />,
      width: 80,
      align: 'right',
      onCell: spanFigures(false),
      render: (_, row) => decimal(figure(row)?.omega),
    },
    {
      key: 'sem',
      title: <Explained title={t('evidence.reliability.sem')} hint={t('evidence.reliability.semHint')} />,
      width: 80,
      align: 'right',
      onCell: spanFigures(false),
      render: (_, row) => decimal(figure(row)?.sem),
    },
    {
      key: 'total',
      title: t('evidence.reliability.total'),
      width: 130,
      align: 'right',
      onCell: spanFigures(false),
      render: (_, row) => {
        const f = figure(row);
        return f ? `${decimal(f.totalMean)} (${decimal(f.totalSd)})` : null;
      },
    },
  ];
  return (
    <Table<Figure>
      size="small"
      rowKey={(row) => row.dimension ?? '(all)'}
      columns={columns}
      dataSource={rows}
      pagination={false}
      tableLayout="fixed"
      scroll={{ x: 830 }}
      locale={{ emptyText: t('evidence.reliability.none') }}
    />
  );
}

/** The columns after the dimension, which an unavailable row's reason spans. */
const FIGURE_COLUMNS = 7;
