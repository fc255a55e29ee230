import { CoffeeOutlined } from '@ant-design/icons';
import type { AttemptContent } from '@asesa/contracts';
import { Alert, App, Button, Card, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../components/visually-hidden';
import { api } from '../../lib/api';
import { useBusy } from '../../lib/use-busy';
import { fill, useCopy } from '../participant-journey/copy';
import type { OnAttempt } from './runner-types';
import { formatDuration } from './use-countdown';

type Breaks = NonNullable<AttemptContent['breaks']>;

/** Starts or ends a break (test-activities/break-start | break-end); the attempt comes back as it now is. */
function useBreakCall(pcode: string, attempt: AttemptContent, onAttempt: OnAttempt) {
  const COPY = useCopy();
  const { message } = App.useApp();
  const [busy, whileBusy] = useBusy();
  const call = async (
    path: 'test-activities/break-start' | 'test-activities/break-end',
    lastSeq?: number,
  ) => {
    await whileBusy(async () => {
      const env = await api(
        path,
        {
          participant_code: pcode,
          submission_id: attempt.submission_id,
          ...(lastSeq === undefined ? {} : { last_seq: lastSeq }),
        },
        { silent: true },
      );
      if (env.code === 200 && env.data) onAttempt(env.data);
      else void message.error(env.error?.message ?? COPY.breakFailed);
    });
  };
  return { busy, call };
}

/**
 * "Take a break" in the runner's header, for a participant whose accommodation grants breaks:
 * the server stands the section's clock still until they come back. Hidden once used up.
 */
export function TakeBreakButton({
  pcode,
  attempt,
  onAttempt,
  beforeBreak,
  lastSeq,
}: {
  pcode: string;
  attempt: AttemptContent;
  onAttempt: OnAttempt;
  /** Sends the answers still queued before the runner gives way to the break screen. */
  beforeBreak: () => Promise<unknown>;
  /**
   * The device's last answer number: an answer up to it still waiting to be sent (offline) was
   * given before the break, and the server saves it even while the break runs.
   */
  lastSeq: () => number;
}) {
  const COPY = useCopy();
  const { busy, call } = useBreakCall(pcode, attempt, onAttempt);
  const breaks = attempt.breaks;
  if (!breaks || breaks.left_seconds <= 0) return null;
  return (
    <Button
      icon={<CoffeeOutlined aria-hidden />}
      loading={busy}
      aria-describedby="break-left"
      onClick={async () => {
        await beforeBreak();
        await call('test-activities/break-start', lastSeq());
      }}
    >
      {COPY.breakTake}
      <span id="break-left" hidden>
        {fill(COPY.breakLeft, { time: formatDuration(breaks.left_seconds) })}
      </span>
    </Button>
  );
}

/** Seconds of break left now, counted down on the device from the server's reading. */
function useBreakLeft(breaks: Breaks) {
  const [now, setNow] = useState(() => Date.now());
  const read = useRef(Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, breaks.left_seconds - Math.floor((now - read.current) / 1000));
}

/** The break screen: the section's clock stands still until the participant resumes. */
export function BreakScreen({
  pcode,
  attempt,
  onAttempt,
}: {
  pcode: string;
  attempt: AttemptContent;
  onAttempt: OnAttempt;
}) {
  const COPY = useCopy();
  const breaks = attempt.breaks as Breaks;
  const left = useBreakLeft(breaks);
  const { busy, call } = useBreakCall(pcode, attempt, onAttempt);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // Announced at whole minutes (and at the end), not every second.
  const spoken = left === 0 ? COPY.breakOver : formatDuration(Math.ceil(left / 60) * 60);
  return (
    <Card data-testid="break-screen">
      <Flex vertical gap={16} align="center" style={{ textAlign: 'center', padding: '24px 0' }}>
        <CoffeeOutlined aria-hidden style={{ fontSize: 40, color: '#1d39c4' }} />
        <Typography.Title level={1} ref={heading} tabIndex={-1} style={{ fontSize: 24, margin: 0 }}>
          {COPY.breakTitle}
        </Typography.Title>
        <Typography.Paragraph style={{ maxWidth: 520, margin: 0 }}>{COPY.breakBody}</Typography.Paragraph>
        <div>
          <Typography.Text type="secondary">{COPY.breakRemaining}</Typography.Text>
          <div
            role="timer"
            aria-live="off"
            data-testid="break-timer"
            style={{ fontSize: 32, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          >
            {formatDuration(left)}
          </div>
          <span role="status" aria-live="polite" style={visuallyHidden}>
            {spoken}
          </span>
        </div>
        {attempt.remaining_seconds !== null ? (
          <Typography.Text>
            {fill(COPY.breakSectionTime, { time: formatDuration(attempt.remaining_seconds) })}
          </Typography.Text>
        ) : null}
        {left === 0 ? <Alert type="warning" showIcon title={COPY.breakOver} /> : null}
        <Button
          type="primary"
          size="large"
          loading={busy}
          onClick={() => void call('test-activities/break-end')}
        >
          {COPY.breakResume}
        </Button>
      </Flex>
    </Card>
  );
}
