import type { Deps } from '../../deps';
import { addMs, nowIso } from '../../lib/clock';
import { isSealed, seal } from '../../lib/secret-box';
import { deleteSignInsBefore, listPlainSecrets, setClientSecret } from './sso.repository';

/** A sign-in row serves ten minutes; a day later it only holds a nonce and a verifier nobody needs. */
export function purgeOldSsoSignIns(deps: Deps): Promise<number> {
  return deleteSignInsBefore(deps.db, addMs(nowIso(), -24 * 3600_000));
}

/**
 * Encrypts the client secrets stored before they were kept encrypted (each start of the job
 * processes runs it with the housekeeping; until then such a secret is read as it is).
 */
export async function sealPlainSsoSecrets(deps: Deps): Promise<number> {
  const plain = (await listPlainSecrets(deps.db)).filter((r) => !isSealed(r.client_secret));
  for (const row of plain) await setClientSecret(deps.db, row.id, seal(deps.env, row.client_secret));
  return plain.length;
}
