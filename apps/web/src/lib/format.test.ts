import { describe, expect, it } from 'vitest';
import { formatDate, formatScore } from './format';

describe('formatScore', () => {
  it('shows number correct over the maximum', () => {
    expect(formatScore(7, 10)).toBe('7 / 10');
    expect(formatScore(0, 10)).toBe('0 / 10');
  });
  it('shows a dash before scoring', () => {
    expect(formatScore(null, 10)).toBe('-');
    expect(formatScore(null, null)).toBe('-');
  });
});

describe('formatDate', () => {
  it('formats ISO dates and tolerates missing ones', () => {
    expect(formatDate('2026-03-12')).toBe('12 Mar 2026');
    expect(formatDate(null)).toBe('-');
  });
});
