import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';

/** A table column whose cells (figures) line up on the right, each shown from its row by `show`. */
export function rightColumn<T>(
  key: string,
  title: ReactNode,
  show: (row: T) => ReactNode,
  width?: number,
): TableColumnType<T> {
  const column: TableColumnType<T> = { key, title, align: 'right', render: (_, row) => show(row) };
  return width === undefined ? column : { ...column, width };
}
