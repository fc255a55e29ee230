import { describe, expect, it } from 'vitest';
import { showsOneMinuteWarning, TIME_WARNING_SHOWN_SECONDS } from './section-warning';

describe('the one-minute warning', () => {
  it('shows from one minute left for a few seconds', () => {
    expect(showsOneMinuteWarning(60)).toBe(true);
    expect(showsOneMinuteWarning(55)).toBe(true);
    expect(showsOneMinuteWarning(60 - TIME_WARNING_SHOWN_SECONDS + 1)).toBe(true);
  });

  it('is not shown before the last minute', () => {
    expect(showsOneMinuteWarning(61)).toBe(false);
    expect(showsOneMinuteWarning(600)).toBe(false);
  });

  it('is gone well before the end: never "one minute left" at 00:16 or at zero', () => {
    expect(showsOneMinuteWarning(60 - TIME_WARNING_SHOWN_SECONDS)).toBe(false);
    expect(showsOneMinuteWarning(16)).toBe(false);
    expect(showsOneMinuteWarning(1)).toBe(false);
    expect(showsOneMinuteWarning(0)).toBe(false);
  });

  it('never shows for an untimed section', () => {
    expect(showsOneMinuteWarning(null)).toBe(false);
  });

  it('is shown exactly while the countdown passes through its window, once', () => {
    const shown = Array.from({ length: 121 }, (_, i) => 120 - i).filter(showsOneMinuteWarning);
    expect(shown).toEqual([60, 59, 58, 57, 56, 55, 54, 53, 52, 51]);
  });
});
