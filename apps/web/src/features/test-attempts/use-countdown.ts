import { useEffect, useState } from 'react';

/**
 * A reading of the server's remaining time and when it arrived, on the page's monotonic clock
 * (performance.now()): counting down from it never depends on the device's wall clock, so a
 * device whose clock is wrong, or changes, still shows the server's time.
 */
export interface ClockAnchor {
  seconds: number | null;
  at: number;
}

const TICK_MS = 250;

export const monotonicNow = () => performance.now();

/** A fresh anchor for a server reading taken now. */
export const anchorNow = (seconds: number | null): ClockAnchor => ({ seconds, at: monotonicNow() });

/** Seconds left at monotonic time `now` (whole seconds, rounded up; never negative); null when untimed. */
export function remainingAt(anchor: ClockAnchor, now: number): number | null {
  if (anchor.seconds === null) return null;
  return Math.max(0, Math.ceil((anchor.at + anchor.seconds * 1000 - now) / 1000));
}

/** Seconds left, counted down locally from the last server reading; null when untimed. */
export function useCountdown(anchor: ClockAnchor): number | null {
  const [now, setNow] = useState(monotonicNow);
  useEffect(() => {
    if (anchor.seconds === null) return;
    setNow(monotonicNow());
    const id = setInterval(() => setNow(monotonicNow()), TICK_MS);
    return () => clearInterval(id);
  }, [anchor]);
  return remainingAt(anchor, Math.max(now, anchor.at));
}

/** 75 → "01:15"; 3725 → "1:02:05". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(sec).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
