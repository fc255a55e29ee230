import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ParameterRow, parameterColumns } from './calibration-parameter-columns';
import { useItemLabel } from './item-labels';
import type { CalibrationResult } from './result-types';

export function ParameterTable({
  calibration,
  rows,
  hasFit,
  hasRaschFit,
}: {
  calibration: CalibrationResult;
  rows: ParameterRow[];
  hasFit: boolean;
  hasRaschFit: boolean;
}) {
  const { t } = useTranslation();
  const label = useItemLabel();
  const shown = parameterColumns({
    t,
    label,
    graded: calibration.items.some((item) => item.categories > 2),
    guessing: calibration.model === '3PL',
    hasFit,
    hasRaschFit,
  });
  return (
    <Table<ParameterRow>
      size="small"
      rowKey={(row) => row.item.id}
      columns={shown}
      dataSource={rows}
      tableLayout="fixed"
      scroll={{ x: shown.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 120), 0) }}
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
    />
  );
}
