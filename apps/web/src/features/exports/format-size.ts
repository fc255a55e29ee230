/** A file size for people: "820 B", "14.2 KB", "3.1 MB" ('-' while unknown). */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '-';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/** Whether a download list page still has exports in progress (it keeps polling while so). */
export function hasActiveExports(rows: readonly { status: string }[]): boolean {
  return rows.some((r) => r.status === 'queued' || r.status === 'running');
}
