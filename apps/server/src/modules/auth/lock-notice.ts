import type { Deps } from '../../deps';
import { keyFailures } from '../../http/failure-throttle';
import { nowIso } from '../../lib/clock';
import { fillMessage, type MessageLanguage } from '../../lib/server-messages';
import { AUTH_MESSAGES } from './auth.messages';
import { findAccountOwner, insertAuthEvent, lockNoticeSince } from './auth.repository';
import { LOGIN_FAILURES, loginLimits } from './login-throttle';

/**
 * A wrong password: when it brings the account's failures to its limit (from now on every sign-in
 * to it needs a solved challenge), its owner is told by e-mail, once per window, in their language
 * (Indonesian, the product's, when theirs is neither). The guesser learns nothing from it: the
 * answer is the same 401 whether the account exists or not.
 */
export async function loginFailed(deps: Deps, email: string, ip: string): Promise<void> {
  const limits = loginLimits(deps);
  const { since, failures } = await keyFailures(deps, LOGIN_FAILURES, limits.windowMinutes, email);
  if (failures < limits.perKey) return;
  const owner = await findAccountOwner(deps.db, email);
  if (!owner || (await lockNoticeSince(deps.db, email, since))) return;
  await insertAuthEvent(deps.db, { kind: 'lock_notified', email, ip, created_at: nowIso() });
  const language: MessageLanguage = owner.locale === 'en' ? 'en' : 'id';
  const params = {
    product: deps.env.PRODUCT_NAME,
    name: owner.name,
    email: owner.email,
    failures,
    minutes: limits.windowMinutes,
    ip,
  };
  await deps.mailer.send({
    to: owner.email,
    subject: fillMessage(AUTH_MESSAGES.lockMailSubject, params)[language],
    text: fillMessage(AUTH_MESSAGES.lockMailBody, params)[language],
  });
}
