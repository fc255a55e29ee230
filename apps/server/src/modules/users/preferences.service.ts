import type { Actor, Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { fieldError } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { isMasterLanguage } from '../languages/languages.service';
import { USER_MESSAGES } from './users.messages';
import { updateUserPreferences } from './users.repository';

/** auth/save-user-data: stores the preferences given; admin_language must be a master language. */
export async function saveUserData(
  deps: Deps,
  actor: Actor,
  input: { locale?: string; admin_language?: string },
): Promise<{ locale: string; admin_language: string }> {
  if (input.admin_language !== undefined) {
    if (!(await isMasterLanguage(deps, input.admin_language)))
      throw fieldError(
        'admin_language',
        fillMessage(USER_MESSAGES.notMasterLanguage, { language: input.admin_language }),
      );
  }
  const changes = {
    ...(input.locale !== undefined ? { locale: input.locale } : {}),
    ...(input.admin_language !== undefined ? { admin_language: input.admin_language } : {}),
  };
  return updateUserPreferences(deps.db, actor.userId, changes, nowIso());
}
