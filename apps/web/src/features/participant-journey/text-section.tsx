import { Card, Typography } from 'antd';
import { useParticipantText } from './api';
import { LoadError, Loading, TextContent } from './components';

export function TextSection({
  path,
  fallbackTitle,
  headingId,
}: {
  path: 'test-activities/consensus' | 'test-activities/work-instructions';
  fallbackTitle: string;
  headingId: string;
}) {
  const text = useParticipantText(path);
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Typography.Title level={2} id={headingId} style={{ fontSize: 18, marginTop: 0 }}>
          {text.data?.title || fallbackTitle}
        </Typography.Title>
        {text.isPending ? <Loading /> : null}
        {text.isError ? <LoadError error={text.error} onRetry={() => void text.refetch()} /> : null}
        {text.data ? <TextContent text={text.data.content} /> : null}
      </section>
    </Card>
  );
}
