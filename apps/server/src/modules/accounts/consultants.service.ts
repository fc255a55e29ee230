import type {
  AccountUserRow,
  ConsultantDetail,
  ConsultantRow,
  consultantNewRequest,
  consultantUpdateRequest,
  datatableQuery,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import type { UploadedFile } from '../../http/calls';
import { runDatatable } from '../../http/datatable';
import { conflict, notFound } from '../../lib/errors';
import { fillMessage, type MessageLanguage } from '../../lib/server-messages';
import { endSessionsOfUsers } from '../auth/token.service';
import { assertEmailFree, consultantUsersOf, insertInvitedUser } from '../users/account-users';
import { issueInvitation, sendInvitationMail } from '../users/invitations.service';
import { ACCOUNT_MESSAGES } from './accounts.messages';
import {
  consultantTableRows,
  findConsultant,
  findConsultantUser,
  insertConsultantAccount,
  markConsultantRemoved,
  presentConsultant,
  updateConsultantAccount,
} from './consultants.repository';
import { consultantUsersQuery, removeCorporates } from './corporates.repository';
import { replaceLogo } from './logos';

// Consultant accounts are the admins' business: every call here is admin-only (see the routes).

const DATATABLE_COLUMNS = [
  'id',
  'name',
  'legal_name',
  'corporate_count',
  'user_count',
  'created_at',
  'updated_at',
] as const;

export async function consultantDatatable(deps: Deps, query: z.infer<typeof datatableQuery>) {
  const base = consultantTableRows(deps.db);
  const page = await runDatatable<Parameters<typeof presentConsultant>[0]>(
    base,
    query,
    {
      columns: Object.fromEntries(DATATABLE_COLUMNS.map((c) => [c, `a.${c}`])),
      searchable: ['name', 'legal_name'],
      defaultColumn: 'id',
    },
    (q) => q.selectAll(),
  );
  return { ...page, data: page.data.map(presentConsultant) };
}

async function findOr404(deps: Deps, id: number): Promise<ConsultantRow> {
  const row = await findConsultant(deps.db, id);
  if (!row) throw notFound('Consultant account');
  return row;
}

/** A consultant account with its consultant users (removed ones too, marked so). */
export async function consultantDetail(deps: Deps, id: number): Promise<ConsultantDetail> {
  const account = await findOr404(deps, id);
  return { ...account, users: await consultantUsersOf(deps.db, id) };
}

/** Creates the account and its first consultant user, who gets an invitation link by e-mail. */
export async function createConsultant(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof consultantNewRequest>,
  language: MessageLanguage,
): Promise<ConsultantDetail> {
  await assertEmailFree(deps.db, input.user_email, 'user_email');
  const { accountId, userId, invitation } = await deps.db.transaction().execute(async (trx) => {
    const accountId = await insertConsultantAccount(trx, { name: input.name, legal_name: input.legal_name });
    const userId = await insertInvitedUser(
      trx,
      {
        email: input.user_email,
        name: input.user_name,
        title: null,
        role: 'consultant',
        account_consultant_id: accountId,
        account_corporate_id: null,
      },
      'user_email',
    );
    return { accountId, userId, invitation: await issueInvitation(trx, userId, actor.userId) };
  });
  await sendInvitationMail(deps, {
    userId,
    to: input.user_email,
    name: input.user_name,
    token: invitation.token,
    expiresAt: invitation.expiresAt,
    accountName: input.name,
    invitedBy: actor.name,
    language,
  });
  return consultantDetail(deps, accountId);
}

export async function updateConsultant(
  deps: Deps,
  input: z.infer<typeof consultantUpdateRequest>,
): Promise<ConsultantDetail> {
  await findOr404(deps, input.id);
  await updateConsultantAccount(deps.db, input.id, { name: input.name, legal_name: input.legal_name });
  return consultantDetail(deps, input.id);
}

/** A new link for a consultant user who has not accepted yet; the previous link stops working. */
export async function reinviteConsultantUser(
  deps: Deps,
  actor: Actor,
  userId: number,
  language: MessageLanguage,
): Promise<AccountUserRow> {
  const user = await findConsultantUser(deps.db, userId);
  if (!user) throw notFound('Consultant user');
  if (user.status === 'active')
    throw conflict(fillMessage(ACCOUNT_MESSAGES.alreadyAccepted, { name: user.name }));
  const invitation = await deps.db.transaction().execute((trx) => issueInvitation(trx, userId, actor.userId));
  await sendInvitationMail(deps, {
    userId,
    to: user.email,
    name: user.name,
    token: invitation.token,
    expiresAt: invitation.expiresAt,
    accountName: user.account,
    invitedBy: actor.name,
    language,
  });
  const { account: _, ...row } = (await findConsultantUser(deps.db, userId))!;
  return row;
}

/**
 * Soft-removes a consultant account with the corporate accounts it owns: none of their users can
 * sign in any more, and their sessions end now.
 */
export async function removeConsultant(deps: Deps, id: number) {
  await findOr404(deps, id);
  await deps.db.transaction().execute(async (trx) => {
    await markConsultantRemoved(trx, id);
    await removeCorporates(trx, { consultantId: id }, (users) => endSessionsOfUsers(trx, users));
    await endSessionsOfUsers(trx, consultantUsersQuery(trx, id));
  });
  return { ok: true };
}

export async function setConsultantLogo(deps: Deps, id: number, file: UploadedFile) {
  const current = await findOr404(deps, id);
  return replaceLogo(deps, file, current, (logo) => updateConsultantAccount(deps.db, id, logo));
}
