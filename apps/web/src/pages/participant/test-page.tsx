import { Alert, App, Flex, Result } from 'antd';
import { useCallback, useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { LoadError, Loading, usePageTitle } from '../../features/participant-journey/components';
import { useCopy } from '../../features/participant-journey/copy';
import { useParticipantPaths } from '../../features/participant-journey/paths-context';
import { storedFinished } from '../../features/participant-journey/stored-progress';
import type { MovedOnNotice, OnAttempt } from '../../features/test-attempts/runner-types';
import { BreakScreen } from '../../features/test-attempts/section-break';
import { SectionIntro } from '../../features/test-attempts/section-intro';
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
  // Why the page moved on from the last section (its time ran out, another tab finished it):
  // said once above where the candidate now is, until they start the next section or close it.
  const [movedOn, setMovedOn] = useState<MovedOnNotice | null>(null);
  const { setAttempt } = loaded;
  const onAttempt = useCallback<OnAttempt>(
    (next, notice) => {
      setMovedOn(notice ?? null);
      setAttempt(next);
    },
    [setAttempt],
  );

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
  const notice = movedOn ? (
    <Alert
      type={movedOn === 'timeUp' ? 'warning' : 'info'}
      showIcon
      role="status"
      closable={{ 'aria-label': COPY.close, onClose: () => setMovedOn(null) }}
      title={movedOn === 'timeUp' ? COPY.previousSectionTimeUp : COPY.sectionClosedElsewhere}
      data-testid="moved-on-notice"
    />
  ) : null;
  if (isWaiting(attempt))
    return (
      <Flex vertical gap={12}>
        {notice}
        <SectionIntro
          attempt={attempt}
          onStart={async () => {
            const env = await loaded.startSection();
            if (env.code === 200) setMovedOn(null);
            else void message.error(env.error?.message ?? COPY.loadFailed);
          }}
        />
      </Flex>
    );
  // On a break the runner gives way (its clock stops with it) until the participant resumes.
  if (attempt.breaks?.on_break_since)
    return <BreakScreen pcode={pcode} attempt={attempt} onAttempt={onAttempt} />;
  return (
    <Flex vertical gap={12}>
      {notice}
      <TestRunner
        key={`${attempt.submission_id}:${attempt.current_section_index ?? 0}`}
        pcode={pcode}
        attempt={attempt}
        onAttempt={onAttempt}
      />
    </Flex>
  );
}
