import { PASSWORD_MESSAGES, type passwordChangeRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { CallContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { assertLoginAllowed, recordAuthEvent } from '../auth/login-throttle';

/**
 * Changes the signed-in user's password after checking the old one, then ends every OTHER
 * session of the user (a thief's token stops working; this device stays signed in). Wrong old
 * passwords count as failed log-ins, so a stolen token cannot be used to guess the password.
 */
export async function changePassword(
  ctx: CallContext,
  input: z.infer<typeof passwordChangeRequest>,
): Promise<{ ok: boolean }> {
  const { deps, ip } = ctx;
  const actor = ctx.actor!;
  await assertLoginAllowed(deps, actor.email, ip);
  const user = await deps.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', actor.userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, input.old_password))) {
    await recordAuthEvent(deps, 'login_failed', actor.email, ip);
    throw badRequest(PASSWORD_MESSAGES.wrongOld, 'old_password');
  }
  const passwordHash = await hashPassword(input.new_password);
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', actor.userId)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', actor.userId)
      .where('id', '!=', ctx.session!.id)
      .where('revoked_at', 'is', null)
      .execute();
  });
  return { ok: true };
}
