import { PROJECT_STATUSES } from '@asesa/contracts';
import type { TFunction } from 'i18next';

const isProjectStatus = (status: string): status is (typeof PROJECT_STATUSES)[number] =>
  (PROJECT_STATUSES as readonly string[]).includes(status);

/** A project's status in the UI locale; a status this version does not know shows as it came. */
export function projectStatusText(t: TFunction, status: string): string {
  return isProjectStatus(status) ? t(`projects.statuses.${status}`) : status;
}
