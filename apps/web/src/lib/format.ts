import { type NumberFormatter, numberFormatter } from '@asesa/contracts';
import dayjs from 'dayjs';
import { currentUiLocale, type UiLocale } from './ui-locale';

// Month names come from dayjs's locale, which follows the back office's UI locale (lib/i18n.ts).
// Indonesian writes the time with a dot: "12 Agt 2026 14.05".
const DATE_TIME_FORMATS: Record<UiLocale, string> = { en: 'D MMM YYYY HH:mm', id: 'D MMM YYYY HH.mm' };
const numberFormats = new Map<UiLocale, NumberFormatter>();

/** Dates in tables and details: "12 Mar 2026 14:05" (English), "12 Mar 2026 14.05" (Indonesian). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMATS[currentUiLocale()]) : value;
}

// Table cells: the year only when it is not this year's, so a date column stays narrow.
const COMPACT_FORMATS: Record<UiLocale, { thisYear: string; otherYear: string }> = {
  en: { thisYear: 'D MMM HH:mm', otherYear: 'D MMM YYYY' },
  id: { thisYear: 'D MMM HH.mm', otherYear: 'D MMM YYYY' },
};

/** A date-time in a table cell: "12 Mar 14:05" this year, "12 Mar 2025" in another year. */
export function formatCompactDateTime(value: string | null | undefined, now = dayjs()): string {
  if (!value) return '-';
  const d = dayjs(value);
  if (!d.isValid()) return value;
  const formats = COMPACT_FORMATS[currentUiLocale()];
  return d.format(d.year() === now.year() ? formats.thisYear : formats.otherYear);
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  const d = dayjs(value);
  return d.isValid() ? d.format('D MMM YYYY') : value;
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
