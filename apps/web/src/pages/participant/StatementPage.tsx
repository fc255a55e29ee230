import { Button, Card, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ProctoringNotice } from '../../features/proctoring/notice';
import { useParticipantText } from '../../features/test-activities/api';
import { LoadError, Loading, TextContent, usePageTitle } from '../../features/test-activities/components';
import { useCopy } from '../../features/test-activities/copy';
import { useParticipantPaths } from '../../features/test-activities/paths-context';

function TextSection({
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

/** /test-activity/statement/{pcode}: the terms (consensus) and the work instructions; agreeing continues. */
export function StatementPage() {
  const participantPaths = useParticipantPaths();
  const COPY = useCopy();
  const { pcode = '' } = useParams();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  usePageTitle(COPY.statementTitle);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {COPY.statementTitle}
      </Typography.Title>
      <TextSection
        path="test-activities/consensus"
        fallbackTitle={COPY.consensusHeading}
        headingId="consensus-heading"
      />
      <TextSection
        path="test-activities/work-instructions"
        fallbackTitle={COPY.instructionsHeading}
        headingId="instructions-heading"
      />
      <ProctoringNotice pcode={pcode} />
      <Card>
        <Flex vertical gap={12}>
          <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
            {COPY.agreeLabel}
          </Checkbox>
          <Button
            type="primary"
            size="large"
            block
            disabled={!agreed}
            onClick={() => navigate(participantPaths.dashboard(pcode))}
          >
            {COPY.agreeButton}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
