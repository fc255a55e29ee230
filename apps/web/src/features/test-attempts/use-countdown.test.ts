import { describe, expect, it, vi } from 'vitest';
import { anchorNow, formatDuration, remainingAt } from './use-countdown';

describe('formatDuration', () => {
  it('shows minutes and seconds, and hours when needed', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(75)).toBe('01:15');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(-5)).toBe('00:00');
  });
});

describe('the countdown', () => {
  it("counts down from the server's reading on the monotonic clock", () => {
    const anchor = { seconds: 90, at: 10_000 };
    expect(remainingAt(anchor, 10_000)).toBe(90);
    expect(remainingAt(anchor, 10_001)).toBe(90);
    expect(remainingAt(anchor, 11_000)).toBe(89);
    expect(remainingAt(anchor, 40_500)).toBe(60);
    expect(remainingAt(anchor, 100_000)).toBe(0);
    expect(remainingAt(anchor, 500_000)).toBe(0);
    expect(remainingAt({ seconds: null, at: 0 }, 5)).toBeNull();
  });

  it('ignores the wall clock: a device clock set an hour ahead changes nothing', () => {
    vi.useFakeTimers();
    try {
      const anchor = anchorNow(120);
      vi.setSystemTime(Date.now() + 3_600_000);
      expect(remainingAt(anchor, performance.now())).toBe(120);
      vi.advanceTimersByTime(30_000);
      expect(remainingAt(anchor, performance.now())).toBe(90);
    } finally {
      vi.useRealTimers();
    }
  });
});
