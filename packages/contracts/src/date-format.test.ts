import { describe, expect, it } from 'vitest';
import { dateFormatter, REPORT_TIME_ZONE, xlsxDateTimeFormat } from './date-format';

const AUGUST = '2026-08-12T14:05:00Z';
const en = dateFormatter('en');
const id = dateFormatter('id-ID');

describe('dates in the reader’s language', () => {
  it('writes a date in words, day first in both languages', () => {
    expect(en.date(AUGUST)).toBe('12 August 2026');
    expect(id.date(AUGUST)).toBe('12 Agustus 2026');
    expect(en.date('2026-11-29T08:00:00Z')).toBe('29 November 2026');
    expect(id.date('2026-11-29T08:00:00Z')).toBe('29 November 2026');
  });

  it('writes short months for tables', () => {
    expect(en.shortDate(AUGUST)).toBe('12 Aug 2026');
    expect(id.shortDate(AUGUST)).toBe('12 Agu 2026');
    expect(en.dayMonth('2026-05-03T10:00:00Z')).toBe('3 May');
    expect(id.dayMonth('2026-05-03T10:00:00Z')).toBe('3 Mei');
  });

  it('writes the time on a 24-hour clock, with a dot in Indonesian', () => {
    expect(en.time('2026-08-12T21:05:00Z')).toBe('21:05');
    expect(id.time('2026-08-12T21:05:00Z')).toBe('21.05');
  });

  it('names the zone of a date-time: UTC unless told otherwise', () => {
    expect(REPORT_TIME_ZONE).toBe('UTC');
    expect(en.dateTime(AUGUST)).toBe('12 August 2026 14:05 UTC');
    expect(id.dateTime(AUGUST)).toBe('12 Agustus 2026 14.05 UTC');
    expect(id.shortDateTime(AUGUST)).toBe('12 Agu 2026 14.05 UTC');
  });

  it('writes the time of another zone with its name', () => {
    const jakarta = dateFormatter('id', { timeZone: 'Asia/Jakarta' });
    expect(jakarta.shortDateTime(AUGUST)).toBe('12 Agu 2026 21.05 WIB');
    // Past midnight in Jakarta: the day is the next one there.
    expect(jakarta.date('2026-08-12T18:30:00Z')).toBe('13 Agustus 2026');
    expect(dateFormatter('en', { timeZone: 'Asia/Jakarta' }).shortDateTime(AUGUST)).toBe(
      '12 Aug 2026 21:05 GMT+7',
    );
  });

  it('writes a calendar date as that day in any zone', () => {
    for (const timeZone of ['Pacific/Honolulu', 'Asia/Jakarta', 'Pacific/Kiritimati'])
      expect(dateFormatter('id', { timeZone }).date('2026-05-03')).toBe('3 Mei 2026');
  });

  it('takes Date objects and writes the empty text for no date or a wrong one', () => {
    expect(en.shortDate(new Date(AUGUST))).toBe('12 Aug 2026');
    expect(en.date(null)).toBe('–');
    expect(en.dateTime(undefined)).toBe('–');
    expect(dateFormatter('en', { empty: '-' }).date('soon')).toBe('-');
  });

  it('gives the .xlsx a date format with the language’s month names', () => {
    expect(xlsxDateTimeFormat('id')).toBe('[$-421]d mmm yyyy hh"."mm');
    expect(xlsxDateTimeFormat('en')).toBe('[$-809]d mmm yyyy hh:mm');
  });
});
