import { useEffect, useState } from 'react';

/** A server reading of the remaining time and when it was taken. */
export interface ClockAnchor {
  seconds: number | null;
  at: number;
}

const TICK_MS = 500;

/** Seconds left, counted down locally from the last server reading; null when untimed. */
export function useCountdown(anchor: ClockAnchor): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (anchor.seconds === null) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, [anchor]);
  if (anchor.seconds === null) return null;
  return Math.max(0, Math.ceil((anchor.at + anchor.seconds * 1000 - now) / 1000));
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
