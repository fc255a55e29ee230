import { uiNumbers } from '../../lib/format';

/** "87.5 %" with one decimal ("87,5 %" in Indonesian), '-' before scoring. */
export function formatPercentOrDash(value: number | null | undefined): string {
  return uiNumbers().percent(value);
}
