import type { Deps } from '../../deps';
import { addMs, nowIso } from '../../lib/clock';
import { deleteSignInsBefore } from './sso.repository';

/** A sign-in row serves ten minutes; a day later it only holds a nonce and a verifier nobody needs. */
export function purgeOldSsoSignIns(deps: Deps): Promise<number> {
  return deleteSignInsBefore(deps.db, addMs(nowIso(), -24 * 3600_000));
}
