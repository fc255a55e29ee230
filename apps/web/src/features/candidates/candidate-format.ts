/** "87.5 %" with one decimal, '-' before scoring. */
export function formatPercentOrDash(value: number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  return `${Math.round(value * 10) / 10} %`;
}
