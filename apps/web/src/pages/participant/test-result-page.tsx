import { Alert, Button, Card, Flex, Result } from 'antd';
import { Link, useLocation, useParams } from 'react-router';
import { ExplanationLink } from '../../features/decisions/explanation-link';
import { LoadError, Loading, usePageTitle } from '../../features/participant-journey/components';
import { useCopy } from '../../features/participant-journey/copy';
import { useParticipantsSigned } from '../../features/participant-journey/journey-api';
import { useParticipantPaths } from '../../features/participant-journey/paths-context';
import { Calculating, VerifiedResults } from '../../features/participant-journey/verified-results';

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
      <ExplanationLink pcode={pcode} />
    </Flex>
  );
}
