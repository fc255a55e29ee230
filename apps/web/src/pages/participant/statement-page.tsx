import { Button, Card, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../features/participant-journey/components';
import { useCopy } from '../../features/participant-journey/copy';
import { useParticipantPaths } from '../../features/participant-journey/paths-context';
import { TextSection } from '../../features/participant-journey/text-section';
import { ProctoringNotice } from '../../features/proctoring/notice';

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
