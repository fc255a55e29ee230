import type { CallPath, CallRequest, CallResponse, JobProgress as Progress } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Progress as Bar } from 'antd';
import { useEffect, useRef } from 'react';
import { api, unwrap } from '../lib/api';
import { uiNumbers } from '../lib/format';

/** The *-progress calls: each answers a JobProgress. */
type ProgressPath = {
  [P in CallPath]: CallResponse<P> extends Progress ? P : never;
}[CallPath];

const POLL_MS = 700;

/**
 * Polls a *-progress call while its job is queued or running and shows a progress bar that ends
 * at 100 % (or the job's error). `onDone` runs once when the job finishes, e.g. to refresh a table.
 */
export function useJobProgress<P extends ProgressPath>(
  path: P,
  body: CallRequest<P>,
  opts: { enabled?: boolean; onDone?: (p: Progress) => void; key?: unknown } = {},
) {
  const query = useQuery({
    queryKey: ['job-progress', path, body, opts.key],
    queryFn: () => unwrap(api(path, body)) as Promise<Progress>,
    enabled: opts.enabled ?? true,
    refetchInterval: (q) => {
      const s = q.state.data?.status;
      return s === 'queued' || s === 'running' ? POLL_MS : false;
    },
  });
  const status = query.data?.status;
  const seenActive = useRef(false);
  const onDone = useRef(opts.onDone);
  onDone.current = opts.onDone;
  useEffect(() => {
    if (status === 'queued' || status === 'running') seenActive.current = true;
    else if (seenActive.current && (status === 'done' || status === 'failed') && query.data) {
      seenActive.current = false;
      onDone.current?.(query.data);
    }
  }, [status, query.data]);
  return query;
}

/** The bar itself: hidden when idle, active while running, green at 100 %, red with the error. */
export function JobProgressBar({ progress, label }: { progress: Progress | undefined; label: string }) {
  if (!progress || progress.status === 'idle') return null;
  if (progress.status === 'failed')
    return <Alert type="error" showIcon title={`${label}: ${progress.error ?? 'failed'}`} />;
  const done = progress.status === 'done';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={progress.progress}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <Bar
        percent={done ? 100 : progress.progress}
        status={done ? 'success' : 'active'}
        format={(p) => `${label} ${uiNumbers().percent(p ?? 0, 0)}`}
      />
    </div>
  );
}
