import { CheckCircleFilled, ClockCircleOutlined, LockOutlined } from '@ant-design/icons';
import type { HomeResponse } from '@asesa/contracts';
import { Button, Card, Flex, Progress, Tag, Typography, theme } from 'antd';
import { type Copy, useCopy } from './copy';

type Instrument = HomeResponse['instruments'][number];

/** 754 → "12:34", 3_725 → "1:02:05": the time left on a test's clock, as the test page shows it. */
export function formatRemaining(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}
export type RowState = Instrument['state'] | 'locked';

const stateTag = (COPY: Copy): Record<RowState, { color: string; label: string }> => ({
  not_started: { color: 'default', label: COPY.stateNotStarted },
  in_progress: { color: 'processing', label: COPY.stateInProgress },
  finished: { color: 'success', label: COPY.stateFinished },
  locked: { color: 'default', label: COPY.stateLocked },
});

export function InstrumentRow({
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
  // An adaptive test may stop early: its count is the most it asks.
  const items = instrument.adaptive
    ? COPY.itemsCountUpTo(instrument.item_count)
    : COPY.itemsCount(instrument.item_count);
  const answered = instrument.adaptive
    ? COPY.answeredOfUpTo(instrument.answered_count, instrument.item_count)
    : COPY.answeredOf(instrument.answered_count, instrument.item_count);
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
            {items} · <ClockCircleOutlined aria-hidden />{' '}
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
              aria-label={answered}
              format={() => answered}
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
