import type { passwordChangeRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { CallContext } from '../../http/context';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { badRequest } from '../../lib/errors';
import { assertLoginAllowed, forgetLoginAttempt } from '../auth/login-throttle';
import { endOtherUserSessions } from '../auth/token.service';
import { USER_MESSAGES } from './users.messages';
import { passwordHashOf, updateUser } from './users.repository';

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
  // Counted as a failed log-in until the old password proves right.
  const attemptId = await assertLoginAllowed(deps, actor.email, ip);
  if (!(await verifyPassword(await passwordHashOf(deps.db, actor.userId), input.old_password)))
    throw badRequest(USER_MESSAGES.wrongOldPassword, 'old_password');
  await forgetLoginAttempt(deps, attemptId);
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, actor.userId, { password_hash: passwordHash });
    await endOtherUserSessions(trx, actor.userId, ctx.session!.id);
  });
  return { ok: true };
}

/**
 * The current password confirming a profile change (users/profile `password`). Checked like the
 * old password of a change: a wrong one counts as a failed log-in, so a stolen token cannot be
 * used to guess the password here either.
 */
export async function confirmCurrentPassword(ctx: CallContext, password: string): Promise<void> {
  const { deps, ip } = ctx;
  const actor = ctx.actor!;
  const attemptId = await assertLoginAllowed(deps, actor.email, ip);
  if (!(await verifyPassword(await passwordHashOf(deps.db, actor.userId), password)))
    throw badRequest(USER_MESSAGES.wrongPassword, 'password');
  await forgetLoginAttempt(deps, attemptId);
}
