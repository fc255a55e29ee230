import { Card, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';

/** A partner page that is one outcome: its icon, its heading (the page's h1), a line and what to do next. */
export function PartnerResult({
  status,
  title,
  body,
  extra,
}: {
  status: ResultProps['status'];
  title: string;
  body: string;
  extra?: ReactNode;
}) {
  return (
    <Card>
      <Result
        status={status}
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{title}</h1>}
        subTitle={body}
        extra={extra}
      />
    </Card>
  );
}
