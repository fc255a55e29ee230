import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { byNumber, decimal } from './format';

/** A right-aligned statistic, shown by `show` and sorted by the same value (missing ones first). */
export function numberColumn<T>(
  key: string,
  title: ReactNode,
  width: number,
  value: (row: T) => number | null | undefined,
  show: (value: number | null | undefined) => string = decimal,
): TableColumnType<T> {
  return { key, title, width, align: 'right', render: (_, row) => show(value(row)), sorter: byNumber(value) };
}
