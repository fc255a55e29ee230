import { Alert, Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { CandidateResultsView } from '../../features/test-activities/candidate-results-view';
import { LoadError, Loading, usePageTitle } from '../../features/test-activities/components';
import { useCopy } from '../../features/test-activities/copy';
import {
  RESULTS_POLL_SLOW_AFTER_MS,
  useAbilitySummaries,
  useCandidateResults,
  useParticipantsSigned,
  useResultsVerify,
} from '../../features/test-activities/journey-api';
import { useParticipantPaths } from '../../features/test-activities/paths-context';

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
function Calculating() {
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
function VerifiedResults({ pcode, params }: { pcode: string; params: string }) {
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

/**
 * /test-activity/test-result/{pcode}: completion — the congratulation, then "calculating" until
 * the score is ready, then the verified results when the project shares them; otherwise a
 * thank-you that says what happens next.
 */
export function TestResultPage() {
  const COPY = useCopy();
  const paths = useParticipantPaths();
  const { pcode = '' } = useParams();
  const location = useLocation();
  usePageTitle(COPY.congratTitle);
  const signed = useParticipantsSigned(pcode, Boolean(pcode));
  const fromState = (location.state as { name?: string } | null)?.name;

  if (signed.isPending) return <Loading />;
  if (signed.isError) return <LoadError error={signed.error} onRetry={() => void signed.refetch()} />;
  const s = signed.data;
  const finished = s.status === 'completed' || s.status === 'scored';
  if (!finished)
    return (
      <Card>
        <Alert type="info" showIcon title={COPY.notFinishedYet} style={{ marginBottom: 16 }} />
        <Link to={paths.dashboard(pcode)}>
          <Button type="primary">{COPY.backToDashboard}</Button>
        </Link>
      </Card>
    );

  return (
    <Flex vertical gap={16}>
      <Card>
        <Result
          status="success"
          style={{ padding: '16px 0' }}
          title={<h1 style={{ fontSize: 24, margin: 0 }}>{COPY.congratTitle}</h1>}
          subTitle={
            <>
              <p style={{ marginBottom: 8 }}>{COPY.congratName(fromState ?? s.name)}</p>
              {s.show_results ? null : (
                <p role="status" style={{ margin: 0 }}>
                  {COPY.thankYouBody}
                </p>
              )}
            </>
          }
        />
      </Card>
      {s.show_results && !s.results_ready ? <Calculating /> : null}
      {s.show_results && s.params ? <VerifiedResults pcode={pcode} params={s.params} /> : null}
    </Flex>
  );
}
