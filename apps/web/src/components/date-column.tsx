import type { DataColumn } from './data-table';
import { DATE_WIDTH, DateCell, type FitColumnOptions } from './table-fit';

/**
 * A sortable date-time column of a data table: the compact date (`DateCell`) in a column sized
 * for it. Dates are not searched as text.
 */
export function dateColumn<T extends Record<K, string | null | undefined>, K extends keyof T & string>(
  title: string,
  field: K,
  options: FitColumnOptions = {},
): DataColumn<T> {
  return {
    title,
    dataIndex: field,
    sortable: true,
    searchable: false,
    width: DATE_WIDTH,
    ...options,
    render: (_v, row) => <DateCell value={row[field]} />,
  };
}
