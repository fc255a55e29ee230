import {
  INVITATION_VARIABLES,
  type InvitationRow,
  type invitationDatatableRequest,
  type inviteSingleRequest,
  type SelectedAnswer,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import { nowIso } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { syncReservations } from '../credits/ledger';
import { participantRecords } from '../participants/participant-records.service';
import { newParticipantCode } from '../projects/participant-code';
import { assertCreditsCover, creditSummary, enrolInvitees, lockCorporateCredits } from './credits';
import { codeExpiry, invitationMail, participantLink, projectTemplates } from './invitation-mail';
import { INVITATION_MESSAGES } from './invitations.messages';
import {
  findMailingProject,
  findParticipantByEmail,
  INVITATION_COLUMNS,
  INVITATION_SELECT,
  type InvitationSelected,
  type InvitedParticipant,
  invitationsWithDelivery,
  presentInvitation,
  visibleParticipants,
} from './invitations.repository';
import { type InvitingProject, invitingProject } from './inviting-project';
import { projectLanguage } from './project-languages.service';

/**
 * Inserts participants as invited, with their not-started submissions and their reservations,
 * in the caller's transaction: access codes create their participants the way invitations do.
 */
export { enrolInvitees } from './credits';

export function invitationVariables() {
  return INVITATION_VARIABLES.map((v) => ({
    name: v.name,
    token: `{${v.name}}`,
    description: v.description,
  }));
}

export async function projectCredits(deps: Deps, actor: Actor, projectId: number) {
  return creditSummary(deps, await invitingProject(deps, actor, projectId));
}

/** Resolves a participant's language: one of the project's languages, the project default when absent. */
export async function resolveLanguage(deps: Deps, project: InvitingProject, requested: string | undefined) {
  if (!requested) return project.default_language;
  return projectLanguage(deps.db, project, requested, INVITATION_MESSAGES.notProjectLanguage);
}

/**
 * Single invitation: a new participant with an unguessable code, e-mailed in their language
 * from the project's template (outbox when no SMTP). Refused when the credits do not cover one
 * more participant.
 */
export async function inviteParticipant(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof inviteSingleRequest>,
) {
  const project = await invitingProject(deps, actor, input.project_id);
  const languageCode = await resolveLanguage(deps, project, input.language_code);
  const already = await findParticipantByEmail(deps.db, project.id, input.email);
  if (already)
    throw conflict(fillMessage(INVITATION_MESSAGES.alreadyParticipant, { email: input.email }), 'email');
  const invitedAt = nowIso();
  const invitee = {
    code: newParticipantCode(),
    name: input.name,
    email: input.email,
    phone: input.phone ?? '',
    languageCode,
    invitedAt,
    codeExpiresAt: codeExpiry(invitedAt, project.code_expiry_days),
  };
  // The credit check and the insert are one transaction under the corporate's lock, so two
  // invitations at the same moment cannot both spend the last credits.
  const [row] = await deps.db.transaction().execute(async (trx) => {
    await lockCorporateCredits(trx, deps.dialect, project.account_corporate_id);
    const ledger = { db: trx, dialect: deps.dialect };
    await assertCreditsCover(ledger, project, 1);
    return enrolInvitees(ledger, project, [invitee], { reason: 'invited', createdBy: actor.userId });
  });
  const template = (await projectTemplates(deps.db, project.id))(languageCode);
  await deps.mailer.send(
    invitationMail(deps.env, template, {
      project,
      participant: {
        id: row.id,
        name: invitee.name,
        email: invitee.email,
        participant_code: invitee.code,
        language_code: languageCode,
        code_expires_at: invitee.codeExpiresAt,
      },
    }),
  );
  return {
    participant_id: row.id,
    participant_code: row.participant_code,
    link: participantLink(deps.env, row.participant_code),
  };
}

/**
 * The project's invitations with the delivery state of each one's latest e-mail: search
 * name/email/code, filter by status, sort and page in SQL (one query for the page).
 */
export async function invitationDatatable(
  deps: Deps,
  actor: Actor,
  query: z.infer<typeof invitationDatatableRequest>,
) {
  const project = await invitingProject(deps, actor, query.project_id);
  await participantRecords.expireOverdueCodes(deps.db, { projectId: project.id });
  // Expired codes release their reservations as soon as anyone sees them expired.
  await syncReservations(deps.db, deps.dialect, {
    corporateId: project.account_corporate_id,
    projectId: project.id,
  });
  let base = invitationsWithDelivery(deps.db, project.id);
  if (query.status) base = base.where('pt.status', '=', query.status);
  const page = await runDatatable<InvitationSelected>(
    base,
    query,
    { columns: INVITATION_COLUMNS, searchable: ['name', 'email', 'participant_code'], defaultColumn: 'id' },
    (q) => q.select(INVITATION_SELECT as never),
  );
  return { ...page, data: page.data.map(presentInvitation) };
}

/** One invitation as the list shows it. */
async function invitationRow(deps: Deps, p: { id: number; project_id: number }): Promise<InvitationRow> {
  const row = await invitationsWithDelivery(deps.db, p.project_id)
    .where('pt.id', '=', p.id)
    .select(INVITATION_SELECT as never)
    .$castTo<InvitationSelected>()
    .executeTakeFirstOrThrow();
  return presentInvitation(row);
}

async function visibleParticipant(deps: Deps, actor: Actor, id: number): Promise<InvitedParticipant> {
  const [row] = await visibleParticipants(deps, actor, [id]);
  if (!row) throw notFound('Participant');
  return row;
}

export async function participantCodeOf(deps: Deps, actor: Actor, participantId: number) {
  const p = await visibleParticipant(deps, actor, participantId);
  return {
    participant_id: p.id,
    participant_code: p.participant_code,
    link: participantLink(deps.env, p.participant_code),
  };
}

/** Why an invitation cannot be resent to a participant (null: it can). */
function resendRefusal(p: InvitedParticipant): string | null {
  if (p.status === 'revoked') return 'revoked';
  if (p.status === 'completed' || p.status === 'scored') return 'already completed';
  return null;
}

/**
 * Sends the invitation again: a new e-mail, invite_count + 1 and, when codes expire, a fresh
 * expiry (an expired code opens again). Credits are not checked: the candidate was invited.
 */
async function resendTo(deps: Deps, participants: InvitedParticipant[]): Promise<void> {
  if (!participants.length) return;
  const byProject = new Map<number, InvitedParticipant[]>();
  for (const p of participants) byProject.set(p.project_id, [...(byProject.get(p.project_id) ?? []), p]);
  for (const [projectId, list] of byProject) {
    const project = await findMailingProject(deps.db, projectId);
    const templateFor = await projectTemplates(deps.db, projectId);
    for (const p of list) {
      const now = nowIso();
      const expires = codeExpiry(now, project.code_expiry_days);
      await participantRecords.markReinvited(deps.db, p, now, expires);
      // An expired invitation opened again holds its reservation again.
      if (p.status === 'expired')
        await syncReservations(deps.db, deps.dialect, {
          corporateId: p.account_corporate_id,
          participantIds: [p.id],
        });
      await deps.mailer.send(
        invitationMail(deps.env, templateFor(p.language_code), {
          project: { ...project, id: projectId },
          participant: { ...p, code_expires_at: expires },
        }),
      );
    }
  }
}

export async function resendInvitation(deps: Deps, actor: Actor, participantId: number) {
  const p = await visibleParticipant(deps, actor, participantId);
  const refusal = resendRefusal(p);
  if (refusal === 'revoked')
    throw conflict(fillMessage(INVITATION_MESSAGES.revoked, { email: p.email }), 'participant_id');
  if (refusal)
    throw conflict(fillMessage(INVITATION_MESSAGES.completed, { email: p.email }), 'participant_id');
  await resendTo(deps, [p]);
  return invitationRow(deps, p);
}

/** All the named participants, or 404 when any is unknown or another tenant's (nothing done). */
async function allVisible(deps: Deps, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await visibleParticipants(deps, actor, unique);
  if (rows.length !== unique.length) throw notFound('Participant');
  return unique.map((id) => rows.find((r) => r.id === id)!);
}

export async function resendSelected(deps: Deps, actor: Actor, ids: number[]): Promise<SelectedAnswer> {
  const rows = await allVisible(deps, actor, ids);
  const skipped = rows.flatMap((p) => {
    const reason = resendRefusal(p);
    return reason ? [{ id: p.id, reason }] : [];
  });
  const todo = rows.filter((p) => !resendRefusal(p));
  await resendTo(deps, todo);
  return { done: todo.map((p) => p.id), skipped };
}

/**
 * Revokes invitations: the code stops opening the test and the credit reservation is freed.
 * A participant who completed (or was scored) is skipped with the reason, never half-revoked.
 */
export async function revokeSelected(deps: Deps, actor: Actor, ids: number[]): Promise<SelectedAnswer> {
  const rows = await allVisible(deps, actor, ids);
  const skipped: SelectedAnswer['skipped'] = [];
  const todo: number[] = [];
  for (const p of rows) {
    if (p.status === 'completed' || p.status === 'scored')
      skipped.push({ id: p.id, reason: 'already completed' });
    else if (p.status === 'revoked') skipped.push({ id: p.id, reason: 'already revoked' });
    else todo.push(p.id);
  }
  if (!todo.length) return { done: [], skipped };
  const now = nowIso();
  // One conditional statement: a participant who completed in the meantime is not revoked.
  const updated = await participantRecords.markRevoked(deps.db, todo, now);
  const done = new Set(updated.map((r) => r.id));
  // The revoked invitations free their reservations, one release each, by whoever revoked them.
  for (const corporateId of new Set(rows.filter((p) => done.has(p.id)).map((p) => p.account_corporate_id)))
    await syncReservations(
      deps.db,
      deps.dialect,
      {
        corporateId,
        participantIds: rows.filter((p) => p.account_corporate_id === corporateId).map((p) => p.id),
      },
      { createdBy: actor.userId },
    );
  for (const id of todo) if (!done.has(id)) skipped.push({ id, reason: 'already completed' });
  return { done: todo.filter((id) => done.has(id)), skipped };
}
