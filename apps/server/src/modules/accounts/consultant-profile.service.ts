import type { consultantProfile, consultantProfileUpdateRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import type { CallContext } from '../../http/context';
import { notFound } from '../../lib/errors';
import { confirmCurrentPassword } from '../users/password.service';
import { getProfile, saveOwnNames } from '../users/profile.service';
import { assertConsultant } from '../users/users.policy';
import { consultantAccountSummary, updateConsultantAccountNames } from './consultants.repository';

// A consultant's own profile: the user's names (the users feature's row) with its consultant
// account's names (this feature's), saved together.

/** users/consultants/profile: the consultant's profile with its account's names and logo. */
export async function getConsultantProfile(
  deps: Deps,
  actor: Actor,
): Promise<z.input<typeof consultantProfile>> {
  const account = await consultantAccountSummary(deps.db, assertConsultant(actor));
  if (!account) throw notFound('Consultant account');
  return { ...(await getProfile(deps, actor)), account };
}

/**
 * A consultant's own name and title, and optionally its consultant account's names; confirmed by
 * the current password when sent, as on users/profile.
 */
export async function updateConsultantProfile(
  ctx: CallContext,
  input: z.infer<typeof consultantProfileUpdateRequest>,
) {
  const { deps } = ctx;
  const actor = ctx.actor!;
  const accountId = assertConsultant(actor);
  if (input.password !== undefined) await confirmCurrentPassword(ctx, input.password);
  await deps.db.transaction().execute(async (trx) => {
    await saveOwnNames(trx, actor.userId, { name: input.name, title: input.title || null });
    await updateConsultantAccountNames(trx, accountId, {
      name: input.account_name,
      legal_name: input.account_legal_name,
    });
  });
  return getConsultantProfile(deps, actor);
}
