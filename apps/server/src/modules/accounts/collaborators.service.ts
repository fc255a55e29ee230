import type { AccountUserRow, collaboratorInviteRequest, datatableQuery } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import { conflict, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { assertEmailFree, insertInvitedUser, presentAccountUser, removeUser } from '../users/account-users';
import { issueInvitation, sendInvitationMail } from '../users/invitations.service';
import { ACCOUNT_MESSAGES } from './accounts.messages';
import { assertCanManageCollaborators } from './accounts.policy';
import { collaboratorsOf, findVisibleCollaborator } from './collaborators.repository';
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

/** Creates the collaborator (no password, terms not agreed) and e-mails a single-use link. */
export async function inviteCollaborator(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof collaboratorInviteRequest>,
): Promise<AccountUserRow> {
  assertCanManageCollaborators(actor);
  const corporate = await corporateDetail(deps, actor, input.account_corporate_id);
  await assertEmailFree(deps.db, input.email, 'email');
  const { userId, invitation } = await deps.db.transaction().execute(async (trx) => {
    const userId = await insertInvitedUser(
      trx,
      {
        email: input.email,
        name: input.name,
        title: input.title || null,
        role: 'collaborator',
        account_consultant_id: null,
        account_corporate_id: corporate.id,
      },
      'email',
    );
    return { userId, invitation: await issueInvitation(trx, userId, actor.userId) };
  });
  await sendInvitationMail(deps, {
    to: input.email,
    name: input.name,
    token: invitation.token,
    expiresAt: invitation.expiresAt,
    accountName: corporate.name,
    invitedBy: actor.name,
  });
  const { corporate: _, ...row } = await findCollaborator(deps, actor, userId);
  return row;
}

/** A new link for a collaborator who has not accepted yet; the previous link stops working. */
export async function reinviteCollaborator(deps: Deps, actor: Actor, id: number): Promise<AccountUserRow> {
  assertCanManageCollaborators(actor);
  const user = await findCollaborator(deps, actor, id);
  if (user.status === 'active')
    throw conflict(fillMessage(ACCOUNT_MESSAGES.alreadyAccepted, { name: user.name }));
  const invitation = await deps.db.transaction().execute((trx) => issueInvitation(trx, id, actor.userId));
  await sendInvitationMail(deps, {
    to: user.email,
    name: user.name,
    token: invitation.token,
    expiresAt: invitation.expiresAt,
    accountName: user.corporate,
    invitedBy: actor.name,
  });
  const { corporate: _, ...row } = await findCollaborator(deps, actor, id);
  return row;
}

/** Soft-removes a collaborator: it can no longer sign in and its sessions end now. */
export async function removeCollaborator(deps: Deps, actor: Actor, id: number) {
  assertCanManageCollaborators(actor);
  await findCollaborator(deps, actor, id);
  await deps.db.transaction().execute((trx) => removeUser(trx, id));
  return { ok: true };
}
