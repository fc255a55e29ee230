import { App, Flex, Result } from 'antd';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { LoadError, Loading, usePageTitle } from '../../features/participant-journey/components';
import { useCopy } from '../../features/participant-journey/copy';
import { useParticipantPaths } from '../../features/participant-journey/paths-context';
import { SectionIntro } from '../../features/test-attempts/section-intro';
import { storedFinished } from '../../features/test-attempts/stored-progress';
import { TestRunner } from '../../features/test-attempts/test-runner';
import { isWaiting, useAttempt } from '../../features/test-attempts/use-attempt';
import { ApiError } from '../../lib/api';

/** /test-activity/test/{pcode}?submission={id}: one section at a time, one question at a time, saved as answered. */
export function TestPage() {
  const participantPaths = useParticipantPaths();
  const COPY = useCopy();
  const { message } = App.useApp();
  const { pcode = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const fromState = (location.state as { submissionId?: number } | null)?.submissionId;
  const submissionId = Number(params.get('submission') ?? fromState ?? Number.NaN);
  const valid = Number.isInteger(submissionId) && submissionId > 0;
  const loaded = useAttempt(pcode, valid ? submissionId : 0, valid);
  const attempt = loaded.attempt;
  usePageTitle(attempt?.instrument_name ?? COPY.testLoading);

  const missing = (
    <Result
      status="warning"
      title={COPY.testMissing}
      extra={<Link to={participantPaths.dashboard(pcode)}>{COPY.backToDashboard}</Link>}
    />
  );
  if (!valid) return missing;
  if (loaded.loading && !attempt) return <Loading label={COPY.testLoading} />;
  if (loaded.error || !attempt) {
    const error = loaded.error;
    if (error instanceof ApiError && error.code === 404) return missing;
    if (error instanceof ApiError && error.code === 0) {
      // A section stored as finished (spec 3 hasFinish) leads on as a finished one does.
      if (storedFinished(pcode, submissionId))
        return <Navigate to={participantPaths.dashboard(pcode)} replace />;
      // Otherwise the connectivity probe decides on the connection-lost page (spec 2.2).
      return <LoadError error={error} />;
    }
    return (
      <>
        <LoadError error={error} onRetry={() => void loaded.reload()} />
        <Flex justify="center">
          <Link to={participantPaths.dashboard(pcode)}>{COPY.backToDashboard}</Link>
        </Flex>
      </>
    );
  }
  if (attempt.state === 'finished') return <Navigate to={participantPaths.dashboard(pcode)} replace />;
  if (isWaiting(attempt))
    return (
      <SectionIntro
        attempt={attempt}
        onStart={async () => {
          const env = await loaded.startSection();
          if (env.code !== 200) void message.error(env.error?.message ?? COPY.loadFailed);
        }}
      />
    );
  return (
    <TestRunner
      key={`${attempt.submission_id}:${attempt.current_section_index ?? 0}`}
      pcode={pcode}
      attempt={attempt}
      onAttempt={loaded.setAttempt}
    />
  );
}
