import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { byNumber } from './format';

/**
 * A right-aligned column of one figure per row: shown as `show` writes it (with its standard error,
 * say), sorted by the figure itself with the missing ones last.
 */
export function figureColumn<T>(
  key: string,
  title: ReactNode,
  width: number,
  figure: (row: T) => number | null | undefined,
  show: (row: T) => ReactNode,
): TableColumnType<T> {
  return { key, title, width, align: 'right', render: (_, row) => show(row), sorter: byNumber(figure) };
}
