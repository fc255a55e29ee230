import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A card holding one section of a participant-facing page, named by its heading so that a screen
 * reader lists it among the page's landmarks.
 */
export function CardSection({
  id,
  level,
  heading,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  level: 2 | 3;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <Typography.Title level={level} id={id} style={{ fontSize: 18, marginTop: 0 }}>
          {heading}
        </Typography.Title>
        {children}
      </section>
    </Card>
  );
}
