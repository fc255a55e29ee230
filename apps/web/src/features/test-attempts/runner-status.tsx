import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloudOutlined,
  DisconnectOutlined,
  ExclamationCircleOutlined,
  LoadingOutlined,
} from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../components/visually-hidden';
import { TIME_WARNING_SECONDS } from '../participant-journey/constants';
import { type Copy, useCopy } from '../participant-journey/copy';
import type { SaveStatus } from './use-answer-sync';
import { formatDuration } from './use-countdown';

const saveStatus = (COPY: Copy): Record<SaveStatus, { icon: ReactNode; text: string; color?: string }> => ({
  idle: { icon: <CloudOutlined aria-hidden />, text: COPY.saveIdle },
  saving: { icon: <LoadingOutlined aria-hidden />, text: COPY.saveSaving },
  // Green 8: green 7 (#389e0d) is 3.5:1 on white, below WCAG AA (axe: color-contrast).
  saved: { icon: <CheckCircleOutlined aria-hidden />, text: COPY.saveSaved, color: '#237804' },
  offline: { icon: <DisconnectOutlined aria-hidden />, text: COPY.saveOffline, color: '#ad4e00' },
  error: { icon: <ExclamationCircleOutlined aria-hidden />, text: COPY.saveError, color: '#cf1322' },
});

export function SaveIndicator({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const COPY = useCopy();
  const s = saveStatus(COPY)[status];
  return (
    <Flex gap={6} align="center" wrap style={{ color: s.color ?? '#595959', fontSize: 13 }}>
      <span aria-hidden>{s.icon}</span>
      <span role="status" aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
        {s.text}
      </span>
      {status === 'error' || status === 'offline' ? (
        <Button type="link" size="small" onClick={onRetry} style={{ padding: 0 }}>
          {COPY.retry}
        </Button>
      ) : null}
    </Flex>
  );
}

export function Timer({ remaining, label }: { remaining: number; label: string }) {
  const urgent = remaining <= TIME_WARNING_SECONDS;
  return (
    <Flex
      gap={6}
      align="center"
      style={{
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 600,
        fontSize: 18,
        color: urgent ? '#cf1322' : undefined,
        padding: '2px 10px',
        borderRadius: 6,
        background: urgent ? '#fff1f0' : '#f0f5ff',
      }}
    >
      <ClockCircleOutlined aria-hidden />
      <span style={visuallyHidden}>{label}:</span>
      <span role="timer" data-testid="section-timer">
        {formatDuration(remaining)}
      </span>
    </Flex>
  );
}
