import { PROJECT_STATUSES } from '@asesa/contracts';
import type { TFunction } from 'i18next';

const isProjectStatus = (status: string): status is (typeof PROJECT_STATUSES)[number] =>
  (PROJECT_STATUSES as readonly string[]).includes(status);

/** A project's status in the UI locale; a status this version does not know shows as it came. */
export function projectStatusText(t: TFunction, status: string): string {
  return isProjectStatus(status) ? t(`projects.statuses.${status}`) : status;
}

/** A project's period in words: both dates, one of them, or that it has none ("No dates set"). */
export function periodText(
  t: TFunction,
  start: string | null,
  end: string | null,
  format: (date: string) => string,
): string {
  if (start && end) return t('projects.periodRange', { start: format(start), end: format(end) });
  if (start) return t('projects.periodFrom', { start: format(start) });
  if (end) return t('projects.periodUntil', { end: format(end) });
  return t('projects.noPeriod');
}
