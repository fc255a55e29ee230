import dayjs from 'dayjs';

/** Dates in tables and details: "12 Mar 2026 14:05". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const d = dayjs(value);
  return d.isValid() ? d.format('D MMM YYYY HH:mm') : value;
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  const d = dayjs(value);
  return d.isValid() ? d.format('D MMM YYYY') : value;
}

/** A number-correct score as "N / max", or '-' before scoring. */
export function formatScore(numberCorrect: number | null, max: number | null): string {
  if (numberCorrect === null) return '-';
  return max === null ? String(numberCorrect) : `${numberCorrect} / ${max}`;
}
