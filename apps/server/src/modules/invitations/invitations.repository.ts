import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor, Deps } from '../../http/context';
import { notFound } from '../../http/errors';
import { nowIso } from '../../lib/clock';
import { visibleProjects } from '../projects/projects.service';

type Db = Kysely<Database> | Transaction<Database>;

/** What inviting needs to know of a project the actor may see (404 for others' projects). */
export async function invitingProject(deps: Deps, actor: Actor, projectId: number) {
  const project = await visibleProjects(deps, actor)
    .select([
      'p.id',
      'p.name',
      'p.account_corporate_id',
      'c.name as corporate_name',
      'p.code_expiry_days',
      'p.default_language',
    ])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
  if (!project) throw notFound('Project');
  return project;
}
export type InvitingProject = Awaited<ReturnType<typeof invitingProject>>;

const PARTICIPANT_COLUMNS = [
  'pt.id',
  'pt.project_id',
  'pt.name',
  'pt.email',
  'pt.phone',
  'pt.participant_code',
  'pt.status',
  'pt.language_code',
  'pt.invited_at',
  'pt.invite_count',
  'pt.code_expires_at',
  'pt.revoked_at',
  'pt.created_at',
] as const;

/** Participants the actor may see, by id (the tenancy of their project). */
export function visibleParticipants(deps: Deps, actor: Actor, ids: number[]) {
  return visibleProjects(deps, actor)
    .innerJoin('participants as pt', 'pt.project_id', 'p.id')
    .select(PARTICIPANT_COLUMNS)
    .where('pt.id', 'in', ids)
    .execute();
}
export type InvitedParticipant = Awaited<ReturnType<typeof visibleParticipants>>[number];

export async function visibleParticipant(deps: Deps, actor: Actor, id: number): Promise<InvitedParticipant> {
  const [row] = await visibleParticipants(deps, actor, [id]);
  if (!row) throw notFound('Participant');
  return row;
}

/**
 * Codes past their expiry become `expired` (only before the test was started: a candidate who
 * started keeps access to finish). Run before reading statuses, so lists and credit
 * reservations see the truth without a scheduler.
 */
export async function expireOverdueCodes(db: Db, scope: { projectId?: number; corporateId?: number }) {
  let q = db
    .updateTable('participants')
    .set({ status: 'expired', updated_at: nowIso() })
    .where('status', 'in', ['invited', 'registered'])
    .where('code_expires_at', 'is not', null)
    .where('code_expires_at', '<', nowIso());
  if (scope.projectId !== undefined) q = q.where('project_id', '=', scope.projectId);
  if (scope.corporateId !== undefined) q = q.where('account_corporate_id', '=', scope.corporateId);
  await q.execute();
}

export interface NewInvitee {
  code: string;
  name: string;
  email: string;
  phone: string;
  languageCode: string;
  invitedAt: string;
  codeExpiresAt: string | null;
}

/**
 * Inserts invited participants with one not-started submission per project instrument, in the
 * caller's transaction (a bulk chunk or a single invite), two statements whatever the count.
 */
export async function insertInvitees(
  trx: Db,
  project: { id: number; account_corporate_id: number },
  invitees: NewInvitee[],
): Promise<{ id: number; participant_code: string }[]> {
  if (!invitees.length) return [];
  const now = nowIso();
  const rows = await trx
    .insertInto('participants')
    .values(
      invitees.map((p) => ({
        project_id: project.id,
        account_corporate_id: project.account_corporate_id,
        participant_code: p.code,
        name: p.name,
        email: p.email,
        phone: p.phone,
        status: 'invited' as const,
        is_agree_tnc: 0 as const,
        language_code: p.languageCode,
        invited_at: p.invitedAt,
        invite_count: 1,
        code_expires_at: p.codeExpiresAt,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'participant_code'])
    .execute();
  const instruments = await trx
    .selectFrom('project_instruments')
    .select('id')
    .where('project_id', '=', project.id)
    .execute();
  if (instruments.length) {
    await trx
      .insertInto('submissions')
      .values(
        rows.flatMap((r) =>
          instruments.map((pi) => ({
            participant_id: r.id,
            project_instrument_id: pi.id,
            state: 'not_started' as const,
            created_at: now,
          })),
        ),
      )
      .execute();
  }
  return rows;
}

/** E-mails of the project among the given ones (lower-case), checked in chunks. */
export async function existingEmails(db: Db, projectId: number, emails: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < emails.length; i += 500) {
    const chunk = emails.slice(i, i + 500);
    const rows = await db
      .selectFrom('participants')
      .select('email')
      .where('project_id', '=', projectId)
      .where('email', 'in', chunk)
      .execute();
    for (const r of rows) found.add(r.email.toLowerCase());
  }
  return found;
}
