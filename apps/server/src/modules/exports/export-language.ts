import type { Deps } from '../../deps';
import type { ExportLanguage } from './participants-export.labels';
import { findUserLocale } from './participants-export.repository';

/**
 * The language an .xlsx export is written in: the one asked for, else the user's back-office
 * language. Fixed when the export starts, so the file reads the same whoever's settings change
 * before the job runs.
 */
export async function exportLanguage(
  deps: Deps,
  userId: number,
  requested: ExportLanguage | undefined,
): Promise<ExportLanguage> {
  if (requested) return requested;
  const user = await findUserLocale(deps.db, userId);
  return user?.locale === 'id' ? 'id' : 'en';
}
