import { CheckCircleFilled, ClockCircleOutlined, LockOutlined } from '@ant-design/icons';
import type { HomeResponse } from '@asesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Progress, Tag, Typography, theme } from 'antd';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useHome } from '../../features/test-activities/api';
import { LoadError, Loading, usePageTitle } from '../../features/test-activities/components';
import { type Copy, useCopy } from '../../features/test-activities/copy';
import { useParticipantPaths } from '../../features/test-activities/paths-context';
import { ApiError, api } from '../../lib/api';

type Instrument = HomeResponse['instruments'][number];

/** 754 → "12:34", 3_725 → "1:02:05": the time left on a test's clock, as the test page shows it. */
export function formatRemaining(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}
type RowState = Instrument['state'] | 'locked';

/** Router state other pages pass to the dashboard. */
export interface DashboardNotice {
  notice?: 'timeUp';
}

const stateTag = (COPY: Copy): Record<RowState, { color: string; label: string }> => ({
  not_started: { color: 'default', label: COPY.stateNotStarted },
  in_progress: { color: 'processing', label: COPY.stateInProgress },
  finished: { color: 'success', label: COPY.stateFinished },
  locked: { color: 'default', label: COPY.stateLocked },
});

function InstrumentRow({
  instrument,
  number,
  rowState,
  isNext,
  onStart,
}: {
  instrument: Instrument;
  /** 1-based place in the participant's order. */
  number: number;
  rowState: RowState;
  isNext: boolean;
  onStart: () => void;
}) {
  const COPY = useCopy();
  const tag = stateTag(COPY)[rowState];
  const { token } = theme.useToken();
  const percent =
    instrument.item_count > 0 ? Math.round((instrument.answered_count / instrument.item_count) * 100) : 0;
  const headingId = `instrument-${instrument.submission_id}`;
  return (
    <Card
      size="small"
      aria-labelledby={headingId}
      style={{
        borderColor: isNext ? token.colorPrimary : undefined,
        // A locked test is muted by its background, not by opacity, which would fade its text
        // below WCAG AA contrast (axe: color-contrast).
        background: rowState === 'locked' ? token.colorFillQuaternary : undefined,
      }}
    >
      <Flex wrap gap={12} align="center" justify="space-between">
        <div style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={3} id={headingId} style={{ fontSize: 16, margin: 0 }}>
              {number}. {instrument.instrument_name}
            </Typography.Title>
            <Tag
              color={tag.color}
              icon={
                rowState === 'finished' ? (
                  <CheckCircleFilled aria-hidden />
                ) : rowState === 'locked' ? (
                  <LockOutlined aria-hidden />
                ) : undefined
              }
            >
              {tag.label}
            </Tag>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {COPY.itemsCount(instrument.item_count)} · <ClockCircleOutlined aria-hidden />{' '}
            {instrument.time_limit_seconds
              ? COPY.timeLimit(Math.ceil(instrument.time_limit_seconds / 60))
              : COPY.untimed}
          </Typography.Text>
          {rowState === 'in_progress' && instrument.remaining_seconds != null ? (
            <div>
              <Typography.Text strong>
                {COPY.remainingTime(formatRemaining(instrument.remaining_seconds))}
              </Typography.Text>
            </div>
          ) : null}
          {rowState === 'in_progress' ? (
            <Progress
              percent={percent}
              size="small"
              aria-label={COPY.answeredOf(instrument.answered_count, instrument.item_count)}
              format={() => COPY.answeredOf(instrument.answered_count, instrument.item_count)}
              style={{ marginBottom: 0 }}
            />
          ) : null}
        </div>
        {isNext ? (
          <Button type="primary" size="large" onClick={onStart} aria-describedby={headingId}>
            {rowState === 'in_progress' ? COPY.continue : COPY.start}
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}

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

  const finishAll = useMutation({
    mutationFn: () => api('test-activities/congrat-candidate', { participant_code: pcode }),
    onSuccess: (env) => {
      if (env.code === 200)
        navigate(participantPaths.result(pcode), { state: { name: env.data?.name ?? '' } });
    },
  });

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
      {notice === 'timeUp' ? <Alert type="info" showIcon title={COPY.timeUp} role="status" /> : null}
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
    </Flex>
  );
}
