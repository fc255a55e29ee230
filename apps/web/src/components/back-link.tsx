import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link back to the page a detail or tool page came from, with its left arrow. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to}>
      <ArrowLeftOutlined aria-hidden /> {children}
    </Link>
  );
}
