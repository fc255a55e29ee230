import { engineReasonIn } from '@asesa/contracts';
import { currentUiLocale } from '../../lib/ui-locale';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(digits: number, percent = false): Intl.NumberFormat {
  const locale = currentUiLocale() === 'id' ? 'id-ID' : 'en';
  const key = `${locale}:${digits}:${percent}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      style: percent ? 'percent' : 'decimal',
    });
    formats.set(key, format);
  }
  return format;
}

/** A statistic with fixed decimals in the UI locale; '–' when the engine could not compute it. */
export function decimal(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return numberFormat(digits).format(value);
}

/** A proportion as a percentage: 0.125 → "12.5%". */
export function percent(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return numberFormat(digits, true).format(value);
}

/** A p value with three decimals; below 0.001 as "< 0.001", so a tiny p does not read as zero. */
export function pValue(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return value < 0.001 ? `< ${decimal(0.001, 3)}` : decimal(value, 3);
}

/** An estimate with its standard error: "1.23 ± 0.10", or the estimate alone without one. */
export function withSe(value: number | null | undefined, se: number | null | undefined, digits = 2): string {
  const estimate = decimal(value, digits);
  return se === null || se === undefined || !Number.isFinite(se)
    ? estimate
    : `${estimate} ± ${decimal(se, digits)}`;
}

/** Sorts numbers with the missing ones last, for antd's column sorter. */
export function byNumber<T>(pick: (row: T) => number | null | undefined) {
  return (x: T, y: T) => {
    const a = pick(x);
    const b = pick(y);
    if (a === null || a === undefined || Number.isNaN(a)) return b === null || b === undefined ? 0 : -1;
    if (b === null || b === undefined || Number.isNaN(b)) return 1;
    return a - b;
  };
}

/** Why the engine could not compute a part, in the UI language (the engine writes English). */
export const engineReason = (reason: string): string => engineReasonIn(reason, currentUiLocale());
