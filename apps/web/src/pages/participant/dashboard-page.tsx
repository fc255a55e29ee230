import { Alert, Button, Card, Flex, Typography } from 'antd';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { AccommodationRequestCard } from '../../features/accommodations/request-card';
import { useFinishAll, useHome } from '../../features/participant-journey/api';
import { LoadError, Loading, usePageTitle } from '../../features/participant-journey/components';
import { useCopy } from '../../features/participant-journey/copy';
import type { DashboardNotice } from '../../features/participant-journey/dashboard-notice';
import { InstrumentRow, type RowState } from '../../features/participant-journey/instrument-row';
import { useParticipantPaths } from '../../features/participant-journey/paths-context';
import { ApiError } from '../../lib/api';

/** /test-activity/dashboard/{pcode}: the participant's tests in order, one unlocked at a time. */
export function DashboardPage() {
  const participantPaths = useParticipantPaths();
  const COPY = useCopy();
  const { pcode = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  usePageTitle(COPY.dashboardTitle);
  const home = useHome(pcode);
  const notice = (location.state as DashboardNotice | null)?.notice;

  const finishAll = useFinishAll(pcode, (name) =>
    navigate(participantPaths.result(pcode), { state: { name } }),
  );

  if (home.isPending) return <Loading />;
  // 409: the participant has not registered yet (the server's not_registered answer).
  if (home.isError && home.error instanceof ApiError && home.error.code === 409) {
    return <Navigate to={participantPaths.form(pcode)} replace />;
  }
  if (home.isError) return <LoadError error={home.error} onRetry={() => void home.refetch()} />;
  if (home.data.status === 'invited') return <Navigate to={participantPaths.form(pcode)} replace />;

  const instruments = [...home.data.instruments].sort((a, b) => a.position - b.position);
  const nextIndex = instruments.findIndex((i) => i.state !== 'finished');
  const allFinished = instruments.length > 0 && nextIndex === -1;
  // Already submitted: the result page shows the completion (and results when the project shares them).
  const submitted = home.data.status === 'completed' || home.data.status === 'scored';

  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {COPY.greeting(home.data.name)}
        </Typography.Title>
        <Typography.Paragraph style={{ marginBottom: 8 }}>{COPY.dashboardIntro}</Typography.Paragraph>
        <Link to={participantPaths.statement(pcode)}>{COPY.readInstructions}</Link>
      </Card>
      {notice ? (
        <Alert
          type="info"
          showIcon
          title={notice === 'timeUp' ? COPY.timeUp : COPY.finishedElsewhere}
          role="status"
        />
      ) : null}
      <section aria-labelledby="instruments-heading">
        <Typography.Title level={2} id="instruments-heading" style={{ fontSize: 18 }}>
          {COPY.instrumentsHeading}
        </Typography.Title>
        {instruments.length === 0 ? (
          <Alert type="info" showIcon title={COPY.noInstruments} />
        ) : (
          <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
            {instruments.map((instrument, i) => {
              const rowState: RowState =
                instrument.state === 'finished' ? 'finished' : i > nextIndex ? 'locked' : instrument.state;
              return (
                <li key={instrument.submission_id}>
                  <InstrumentRow
                    instrument={instrument}
                    number={i + 1}
                    rowState={rowState}
                    isNext={i === nextIndex}
                    onStart={() =>
                      navigate(participantPaths.test(pcode, instrument.submission_id), {
                        state: { submissionId: instrument.submission_id },
                      })
                    }
                  />
                </li>
              );
            })}
          </ol>
        )}
      </section>
      {allFinished && submitted ? (
        <Card>
          <Button type="primary" size="large" block onClick={() => navigate(participantPaths.result(pcode))}>
            {COPY.viewResults}
          </Button>
        </Card>
      ) : null}
      {allFinished && !submitted ? (
        <Card>
          <Typography.Paragraph>{COPY.finishAllHint}</Typography.Paragraph>
          <Button
            type="primary"
            size="large"
            block
            loading={finishAll.isPending}
            onClick={() => finishAll.mutate()}
          >
            {COPY.finishAll}
          </Button>
        </Card>
      ) : null}
      {submitted ? null : <AccommodationRequestCard pcode={pcode} />}
    </Flex>
  );
}
