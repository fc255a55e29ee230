// Dates as every reader meets them: the back office's screens, the PDF reports and the .xlsx
// exports all format through this module, so a date reads the same on each of them. Pure (Intl
// only), like number-format.ts beside it.
//
// The choices, made once here:
// - English is written the British way (`en-GB`): day, month, year and a 24-hour clock, the same
//   order as Indonesian, so the two languages differ only in their words: "29 November 2026 14:05"
//   and "29 November 2026 14.05"; "12 August 2026" and "12 Agustus 2026". (Intl's `en` would put
//   the month first and use a 12-hour clock.) Month names and the time's separator are Intl's.
// - Date and time are joined by a space, not by Intl's "at" / "pukul", so a table cell stays short.
// - A time is of one time zone: the reports and the exports write UTC (they are read far from the
//   screen, by people anywhere, and the product stores UTC) and always say so; the screen writes
//   the viewer's own clock. A full date-time names its zone ("… 14:05 UTC", "… 21.05 WIB"), so
//   a time on the screen and one in a PDF can always be told apart; a table cell does not.
// - A calendar date without a time ("2026-05-03", a birth date) belongs to no zone: it is written
//   as that day whatever zone the formatter is of.

import { type NumberLocale, numberLocale } from './number-format';

/** The languages dates are written in: the number languages (`en`, `id`). */
export type DateLocale = NumberLocale;

const INTL_LOCALES: Record<DateLocale, string> = { en: 'en-GB', id: 'id-ID' };

/** The zone the reports and the exports write times in (the zone the product stores them in). */
export const REPORT_TIME_ZONE = 'UTC';

type Value = string | Date | null | undefined;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The instant of a value and the zone a calendar date is read in; null when it is no date. */
function instant(value: Value, timeZone: string | undefined): { at: Date; timeZone?: string } | null {
  if (value === null || value === undefined || value === '') return null;
  const calendar = typeof value === 'string' && CALENDAR_DATE.test(value);
  const at = value instanceof Date ? value : new Date(calendar ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at.getTime())) return null;
  return { at, timeZone: calendar ? 'UTC' : timeZone };
}

const formats = new Map<string, Intl.DateTimeFormat>();

function intl(
  locale: DateLocale,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}:${timeZone ?? ''}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const ZONE: Intl.DateTimeFormatOptions = { ...TIME, timeZoneName: 'short' };

/** Formats dates in one language and one time zone; every method writes `empty` for no date. */
export interface DateFormatter {
  readonly locale: DateLocale;
  /** The zone times are written in; undefined: the runtime's own (a browser's, its viewer's). */
  readonly timeZone: string | undefined;
  /** A date in words, for prose and titles: "29 November 2026", "12 Agustus 2026". */
  date(value: Value): string;
  /** A date with a short month, for tables and details: "12 Aug 2026", "12 Agu 2026". */
  shortDate(value: Value): string;
  /** Day and short month, for a table cell of this year: "12 Aug". */
  dayMonth(value: Value): string;
  /** The time of day: "14:05" (en), "14.05" (id). */
  time(value: Value): string;
  /** The zone's short name at that instant: "UTC", "WIB", "GMT+7". */
  zone(value: Value): string;
  /** A date in words and its time, with the zone named: "29 November 2026 14:05 UTC". */
  dateTime(value: Value): string;
  /** A short date and its time, with the zone named: "12 Agu 2026 14.05 WIB". */
  shortDateTime(value: Value): string;
}

export interface DateFormatOptions {
  /** What no date reads as: '–' by default. */
  empty?: string;
  /**
   * The IANA zone times are written in: UTC by default (reports, exports); `null` for the
   * runtime's own zone (the screen: the viewer's clock).
   */
  timeZone?: string | null;
}

/** The date formatter of a language (`en`, `id`, `id-ID`…). */
export function dateFormatter(
  lang: string | null | undefined,
  options: DateFormatOptions = {},
): DateFormatter {
  const { empty = '–' } = options;
  const timeZone = options.timeZone === null ? undefined : (options.timeZone ?? REPORT_TIME_ZONE);
  const locale = numberLocale(lang);
  const write = (value: Value, style: Intl.DateTimeFormatOptions) => {
    const i = instant(value, timeZone);
    return i ? intl(locale, i.timeZone, style).format(i.at) : empty;
  };
  const zone = (value: Value) => {
    const i = instant(value, timeZone);
    if (!i) return empty;
    const part = intl(locale, i.timeZone, ZONE)
      .formatToParts(i.at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  };
  const withTime = (value: Value, style: Intl.DateTimeFormatOptions) =>
    instant(value, timeZone)
      ? [write(value, style), write(value, TIME), zone(value)].filter(Boolean).join(' ')
      : empty;
  return {
    locale,
    timeZone,
    date: (value) => write(value, LONG_DATE),
    shortDate: (value) => write(value, SHORT_DATE),
    dayMonth: (value) => write(value, DAY_MONTH),
    time: (value) => write(value, TIME),
    zone,
    dateTime: (value) => withTime(value, LONG_DATE),
    shortDateTime: (value) => withTime(value, SHORT_DATE),
  };
}

/**
 * The Excel number format of an .xlsx date-time cell in a language: the cell holds the date (it
 * sorts and computes as one), shown as the screen and the PDF write it, month names of the
 * language ([$-421] Indonesian, [$-809] British English) whatever the spreadsheet program's own.
 * The column's header names the zone (UTC).
 */
export function xlsxDateTimeFormat(lang: string | null | undefined): string {
  return numberLocale(lang) === 'id' ? '[$-421]d mmm yyyy hh"."mm' : '[$-809]d mmm yyyy hh:mm';
}
