import { type DateFormatter, dateFormatter, type NumberFormatter, numberFormatter } from '@asesa/contracts';
import dayjs from 'dayjs';
import { currentUiLocale, type UiLocale } from './ui-locale';

// Dates and numbers go through the formatters the PDF reports and the .xlsx exports use
// (packages/contracts: date-format.ts, number-format.ts), so a value reads alike on the screen, in
// a report and in an export: "12 Agu 2026 14.05" (Indonesian), "12 Aug 2026 14:05" (English). The
// screen writes the viewer's own clock and names its zone in a full date-time ("… 21.05 WIB"):
// the reports and the exports write UTC and say so.

const dateFormats = new Map<UiLocale, DateFormatter>();
const numberFormats = new Map<UiLocale, NumberFormatter>();

/** The back office's date formatter in its UI locale and the viewer's time zone. */
export function uiDates(): DateFormatter {
  const locale = currentUiLocale();
  let format = dateFormats.get(locale);
  if (!format) {
    format = dateFormatter(locale, { empty: '-', timeZone: null });
    dateFormats.set(locale, format);
  }
  return format;
}

/** A value the formatter cannot read as a date is shown as it is; no value as '-'. */
const orAsIs = (value: string | null | undefined, write: (d: DateFormatter) => string): string => {
  if (!value) return '-';
  return dayjs(value).isValid() ? write(uiDates()) : value;
};

/** Dates in details: "12 Mar 2026 14:05 UTC" (English), "12 Mar 2026 14.05 WIB" (Indonesian). */
export function formatDateTime(value: string | null | undefined): string {
  return orAsIs(value, (d) => d.shortDateTime(value));
}

/**
 * A date-time in a table cell, narrow: "12 Mar 14:05" this year, "12 Mar 2025" in another year;
 * no zone (the column is all of the viewer's clock).
 */
export function formatCompactDateTime(value: string | null | undefined, now = dayjs()): string {
  return orAsIs(value, (d) =>
    dayjs(value).year() === now.year() ? `${d.dayMonth(value)} ${d.time(value)}` : d.shortDate(value),
  );
}

/** A date: "12 Mar 2026"; a calendar date ("2026-03-12") is that day wherever the viewer is. */
export function formatDate(value: string | null | undefined): string {
  return orAsIs(value, (d) => d.shortDate(value));
}

/** The back office's number formatter in its UI locale (packages/contracts/src/number-format.ts). */
export function uiNumbers(): NumberFormatter {
  const locale = currentUiLocale();
  let format = numberFormats.get(locale);
  if (!format) {
    format = numberFormatter(locale, { empty: '-' });
    numberFormats.set(locale, format);
  }
  return format;
}

/** A number with the locale's separators: "1,250" (English), "1.250" (Indonesian); up to 3 decimals. */
export function formatNumber(value: number): string {
  return uiNumbers().decimal(value, 3);
}

/** A number-correct score as "N / max", or '-' before scoring. */
export function formatScore(numberCorrect: number | null, max: number | null): string {
  if (numberCorrect === null) return '-';
  return max === null ? String(numberCorrect) : `${numberCorrect} / ${max}`;
}
