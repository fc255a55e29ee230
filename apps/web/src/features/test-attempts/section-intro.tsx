import type { AttemptContent } from '@asesa/contracts';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useCopy } from '../participant-journey/copy';

/** Between sections: the next section and its time limit; its clock starts with the participant's Start. */
export function SectionIntro({
  attempt,
  onStart,
}: {
  attempt: AttemptContent;
  onStart: () => Promise<void>;
}) {
  const copy = useCopy();
  const index = attempt.current_section_index ?? 0;
  const section = attempt.sections[index];
  const [starting, setStarting] = useState(false);
  const limit = section?.time_limit_seconds ?? null;
  const minutes =
    limit === null ? null : Math.ceil((limit * (100 + (attempt.extra_time_percent ?? 0))) / 100 / 60);
  return (
    <Card>
      <Typography.Text type="secondary">{copy.sectionOf(index + 1, attempt.sections.length)}</Typography.Text>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 4, overflowWrap: 'anywhere' }}>
        {copy.sectionReadyTitle(section?.title ?? '')}
      </Typography.Title>
      <Typography.Paragraph>
        {section?.adaptive
          ? copy.sectionReadyBodyAdaptive(section.adaptive.max_items, minutes)
          : copy.sectionReadyBody(section?.item_count ?? 0, minutes)}
      </Typography.Paragraph>
      <Button
        type="primary"
        size="large"
        loading={starting}
        onClick={async () => {
          setStarting(true);
          try {
            await onStart();
          } finally {
            setStarting(false);
          }
        }}
      >
        {copy.startSection}
      </Button>
    </Card>
  );
}
