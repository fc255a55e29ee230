import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { DataColumn } from './data-table';

/** The actions column of a list whose one action opens the row: a small "View" button named for its row. */
export function viewColumn<T>({
  title,
  width,
  text,
  labelOf,
  onView,
}: {
  title: string;
  width: number;
  text: string;
  labelOf: (row: T) => string;
  onView: (row: T) => void;
}): DataColumn<T> {
  return {
    title,
    key: 'actions',
    width,
    render: (_v, row) => (
      <Button
        size="small"
        icon={<EyeOutlined aria-hidden />}
        aria-label={labelOf(row)}
        onClick={() => onView(row)}
      >
        {text}
      </Button>
    ),
  };
}
