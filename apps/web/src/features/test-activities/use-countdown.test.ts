import { describe, expect, it } from 'vitest';
import { formatDuration } from './use-countdown';

describe('formatDuration', () => {
  it('shows minutes and seconds, and hours when needed', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(75)).toBe('01:15');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(-5)).toBe('00:00');
  });
});
