import type { AccountUserRow, collaboratorInviteRequest, datatableQuery } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import { conflict, notFound } from '../../lib/errors';
import { fillMessage, type MessageLanguage } from '../../lib/server-messages';
import {
  insertPendingCollaborator,
  presentAccountUser,
  removeUser,
  USER_EMAIL_TAKEN,
} from '../users/account-users';
import { issueInvitation, sendInvitationMail } from '../users/invitations.service';
import { ACCOUNT_MESSAGES } from './accounts.messages';
import { assertCanManageCollaborators } from './accounts.policy';
import { addressSeenBy, collaboratorsOf, findVisibleCollaborator } from './collaborators.repository';
import { corporateDetail } from './corporates.service';

const DATATABLE_COLUMNS = [
  'id',
  'name',
  'email',
  'title',
  'status',
  'invitation_expires_at',
  'created_at',
] as const;

/** The collaborators of one corporate account the actor may see, removed ones included. */
export async function collaboratorDatatable(
  deps: Deps,
  actor: Actor,
  query: z.infer<typeof datatableQuery> & { account_corporate_id: number },
) {
  await corporateDetail(deps, actor, query.account_corporate_id);
  const page = await runDatatable<Parameters<typeof presentAccountUser>[0]>(
    collaboratorsOf(deps.db, query.account_corporate_id),
    query,
    {
      columns: Object.fromEntries(DATATABLE_COLUMNS.map((c) => [c, `u.${c}`])),
      searchable: ['name', 'email', 'title', 'status'],
      defaultColumn: 'id',
    },
    (q) => q.selectAll(),
  );
  return { ...page, data: page.data.map(presentAccountUser) };
}

/** A live collaborator the actor may see, or 404 (other tenants' and removed ones answer alike). */
async function findCollaborator(
  deps: Deps,
  actor: Actor,
  id: number,
): Promise<AccountUserRow & { corporate: string }> {
  const row = await findVisibleCollaborator(deps.db, actor, id);
  if (!row) throw notFound('Collaborator');
  return row;
}

/**
 * Creates the collaborator (no password, terms not agreed) and e-mails a single-use link. The
 * answer is the same whether or not the address has an account in another tenant: the address
 * waits on the invited user (see insertPendingCollaborator) and only its mailbox learns the truth.
 * An address the actor can already see (a collaborator of its corporates, itself; any user for an
 * admin) is refused with a 409, which tells the actor nothing new.
 */
export async function inviteCollaborator(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof collaboratorInviteRequest>,
  language: MessageLanguage,
): Promise<AccountUserRow> {
  assertCanManageCollaborators(actor);
  const corporate = await corporateDetail(deps, actor, input.account_corporate_id);
  if (input.email === actor.email || (await addressSeenBy(deps.db, actor, input.email)))
    throw conflict(fillMessage(USER_EMAIL_TAKEN, { email: input.email }), 'email');
  const { userId, invitation } = await deps.db.transaction().execute(async (trx) => {
    const userId = await insertPendingCollaborator(trx, {
      email: input.email,
      name: input.name,
      title: input.title || null,
      role: 'collaborator',
      account_consultant_id: null,
      account_corporate_id: corporate.id,
    });
    return { userId, invitation: await issueInvitation(trx, userId, actor.userId) };
  });
  const invitee = { userId, email: input.email, name: input.name, accountName: corporate.name };
  return mailInvitation(deps, actor, invitee, invitation, language);
}

/** A new link for a collaborator who has not accepted yet; the previous link stops working. */
export async function reinviteCollaborator(
  deps: Deps,
  actor: Actor,
  id: number,
  language: MessageLanguage,
): Promise<AccountUserRow> {
  assertCanManageCollaborators(actor);
  const user = await findCollaborator(deps, actor, id);
  if (user.status === 'active')
    throw conflict(fillMessage(ACCOUNT_MESSAGES.alreadyAccepted, { name: user.name }));
  const invitation = await deps.db.transaction().execute((trx) => issueInvitation(trx, id, actor.userId));
  const invitee = { userId: id, email: user.email, name: user.name, accountName: user.corporate };
  return mailInvitation(deps, actor, invitee, invitation, language);
}

/** Mails the invitee their link from the actor, then answers the collaborator as it now stands. */
async function mailInvitation(
  deps: Deps,
  actor: Actor,
  invitee: { userId: number; email: string; name: string; accountName: string },
  invitation: { token: string; expiresAt: string },
  language: MessageLanguage,
): Promise<AccountUserRow> {
  const { userId, email, name, accountName } = invitee;
  const { token, expiresAt } = invitation;
  await sendInvitationMail(deps, {
    userId,
    to: email,
    name,
    token,
    expiresAt,
    accountName,
    invitedBy: actor.name,
    language,
  });
  const { corporate: _, ...row } = await findCollaborator(deps, actor, userId);
  return row;
}

/** Soft-removes a collaborator: it can no longer sign in and its sessions end now. */
export async function removeCollaborator(deps: Deps, actor: Actor, id: number) {
  assertCanManageCollaborators(actor);
  await findCollaborator(deps, actor, id);
  await deps.db.transaction().execute((trx) => removeUser(trx, id));
  return { ok: true };
}
