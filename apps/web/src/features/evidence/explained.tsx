import { Tooltip } from 'antd';

/** A column title with what it means on hover, so the table stays narrow and still explains itself. */
export function Explained({ title, hint }: { title: string; hint: string }) {
  return (
    <Tooltip title={hint}>
      <span style={{ textDecoration: 'underline dotted', cursor: 'help' }}>{title}</span>
    </Tooltip>
  );
}
