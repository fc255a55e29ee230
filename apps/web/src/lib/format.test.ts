import { dateFormatter } from '@asesa/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatCompactDateTime, formatDate, formatDateTime, formatScore } from './format';

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

describe('formatDateTime', () => {
  it('writes what the reports and exports write, in the viewer’s zone and naming it', () => {
    const at = '2026-11-29T08:30:00Z';
    const viewer = dateFormatter('en', { timeZone: null });
    expect(formatDateTime(at)).toBe(viewer.shortDateTime(at));
    expect(formatDateTime(at)).toMatch(/^29 Nov 2026 \d{2}:\d{2} \S+$/);
    // In UTC (as the reports and exports write it) the screen's text is the export's.
    if (viewer.zone(at) === 'UTC') expect(formatDateTime(at)).toBe(dateFormatter('en').shortDateTime(at));
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('formatCompactDateTime', () => {
  const now = dayjs('2026-06-01T10:00:00');
  it("leaves out the year of this year's dates and the time of other years'", () => {
    expect(formatCompactDateTime('2026-03-12T14:05:00', now)).toBe('12 Mar 14:05');
    expect(formatCompactDateTime('2025-03-12T14:05:00', now)).toBe('12 Mar 2025');
    expect(formatCompactDateTime('2027-01-02T09:00:00', now)).toBe('2 Jan 2027');
  });
  it('tolerates missing and unreadable values', () => {
    expect(formatCompactDateTime(null, now)).toBe('-');
    expect(formatCompactDateTime('soon', now)).toBe('soon');
  });
});
