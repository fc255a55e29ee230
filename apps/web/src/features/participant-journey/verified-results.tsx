import { Card, Flex, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { CandidateResultsView } from './candidate-results-view';
import { LoadError, Loading } from './components';
import { useCopy } from './copy';
import {
  RESULTS_POLL_SLOW_AFTER_MS,
  useAbilitySummaries,
  useCandidateResults,
  useResultsVerify,
} from './journey-api';

/** True once `ms` have passed since the component mounted. */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

/** Calculating: a live status while the completion page polls for the score. */
export function Calculating() {
  const COPY = useCopy();
  const slow = useElapsed(RESULTS_POLL_SLOW_AFTER_MS);
  return (
    <Card>
      <Flex vertical align="center" gap={12} role="status" aria-live="polite" style={{ padding: '24px 0' }}>
        <Spin size="large" />
        <Typography.Text>{COPY.calculatingWait}</Typography.Text>
        {slow ? <Typography.Text type="secondary">{COPY.calculatingSlow}</Typography.Text> : null}
      </Flex>
    </Card>
  );
}

/** Verified results: the signed link checked (results-verify), then the candidate's results. */
export function VerifiedResults({ pcode, params }: { pcode: string; params: string }) {
  const COPY = useCopy();
  const verify = useResultsVerify(params);
  const verified = verify.isSuccess;
  const results = useCandidateResults(pcode, verified);
  const summaries = useAbilitySummaries(pcode, verified);
  if (verify.isError) return <LoadError error={verify.error} onRetry={() => void verify.refetch()} />;
  if (!verified) return <Loading label={COPY.verifying} />;
  if (results.isError) return <LoadError error={results.error} onRetry={() => void results.refetch()} />;
  if (summaries.isError)
    return <LoadError error={summaries.error} onRetry={() => void summaries.refetch()} />;
  if (!results.data || !summaries.data) return <Loading label={COPY.verifying} />;
  return <CandidateResultsView pcode={pcode} results={results.data} summaries={summaries.data} />;
}
