import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Figure, figureOf, reliabilityColumns } from './reliability-columns';
import type { EvidenceResult } from './result-types';

/** Internal consistency per dimension and for all items: α with its interval, ω, SEM. */
export function ReliabilityTab({ result }: { result: EvidenceResult }) {
  const { t } = useTranslation();
  // The whole instrument first, then the dimensions by name.
  const rows = [...result.reliability].sort((x, y) =>
    x.dimension === null ? -1 : y.dimension === null ? 1 : x.dimension.localeCompare(y.dimension),
  );
  const level = rows.map(figureOf).find((f) => f)?.alphaInterval.level ?? 0.95;
  const columns = reliabilityColumns(t, level);
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
