import dayjs from 'dayjs';
import { currentUiLocale, type UiLocale } from './ui-locale';

// Month names come from dayjs's locale, which follows the back office's UI locale (lib/i18n.ts).
// Indonesian writes the time with a dot: "12 Agt 2026 14.05".
const DATE_TIME_FORMATS: Record<UiLocale, string> = { en: 'D MMM YYYY HH:mm', id: 'D MMM YYYY HH.mm' };
const NUMBER_LOCALES: Record<UiLocale, string> = { en: 'en', id: 'id-ID' };
const numberFormats = new Map<UiLocale, Intl.NumberFormat>();

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

/** A whole number with the locale's thousands separator: "1,250" (English), "1.250" (Indonesian). */
export function formatNumber(value: number): string {
  const locale = currentUiLocale();
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[locale]);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** A number-correct score as "N / max", or '-' before scoring. */
export function formatScore(numberCorrect: number | null, max: number | null): string {
  if (numberCorrect === null) return '-';
  return max === null ? String(numberCorrect) : `${numberCorrect} / ${max}`;
}
