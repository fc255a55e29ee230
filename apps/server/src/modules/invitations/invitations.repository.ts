import type { InvitationRow, OutboxStatus } from '@asesa/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { rowsWhere, rowWhere } from '../../db/table-rows';
import { visibleProjects } from '../../db/tenant-scope';
import type { Actor, Deps } from '../../deps';
import { letWaitingRequestsRun } from '../../lib/event-loop';

type Db = Kysely<Database> | Transaction<Database>;

// The invitations' tenant scope is their project's: every query that answers an actor goes
// through visibleProjects, here and in bulk.repository.ts.

/** What inviting needs to know of a project the actor may see (undefined for others' projects). */
export function findInvitingProject(deps: Deps, actor: Actor, projectId: number) {
  return visibleProjects(deps.db, actor)
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
}

/** What an invitation e-mail names of a project, whoever asks (jobs and resends of checked rows). */
export function findMailingProject(db: Db, projectId: number) {
  return db
    .selectFrom('projects as p')
    .innerJoin('corporate_accounts as c', 'c.id', 'p.account_corporate_id')
    .select(['p.id', 'p.name', 'p.account_corporate_id', 'p.code_expiry_days', 'c.name as corporate_name'])
    .where('p.id', '=', projectId)
    .executeTakeFirstOrThrow();
}

const PARTICIPANT_COLUMNS = [
  'pt.id',
  'pt.project_id',
  'pt.account_corporate_id',
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
  return visibleProjects(deps.db, actor)
    .innerJoin('participants as pt', 'pt.project_id', 'p.id')
    .select(PARTICIPANT_COLUMNS)
    .where('pt.id', 'in', ids)
    .execute();
}
export type InvitedParticipant = Awaited<ReturnType<typeof visibleParticipants>>[number];

/** Any participant of the project with this e-mail (as typed: the column holds it lower-case). */
export function findParticipantByEmail(db: Db, projectId: number, email: string) {
  return rowWhere(db, 'participants', ['id'], { project_id: projectId, email });
}

/**
 * The project's participants (`pt`) with what became of their invitation e-mails, in one query:
 * `ob` aggregates the outbox per participant (the latest e-mail's id, how many were really handed
 * to the SMTP server and when the last was), `lo` is that latest e-mail.
 */
export function invitationsWithDelivery(db: Db, projectId: number) {
  // Grouped over the project's participants, so a participant without e-mail counts 0 sent
  // (not NULL, which the two databases would sort apart).
  const mail = db
    .selectFrom('participants as pm')
    .leftJoin('outbox as o', 'o.participant_id', 'pm.id')
    .select((eb) => [
      'pm.id as participant_id',
      eb.fn.max('o.id').as('latest_id'),
      eb.fn.count<number>(eb.case().when('o.status', '=', 'sent').then(1).end()).as('sent_count'),
      eb.fn.max('o.sent_at').as('last_sent_at'),
    ])
    .where('pm.project_id', '=', projectId)
    .groupBy('pm.id')
    .as('ob');
  return db
    .selectFrom('participants as pt')
    .innerJoin(mail, 'ob.participant_id', 'pt.id')
    .leftJoin('outbox as lo', 'lo.id', 'ob.latest_id')
    .where('pt.project_id', '=', projectId);
}

/** Public column names of the invitations list → their SQL. */
export const INVITATION_COLUMNS = {
  id: 'pt.id',
  name: 'pt.name',
  email: 'pt.email',
  phone: 'pt.phone',
  participant_code: 'pt.participant_code',
  status: 'pt.status',
  language_code: 'pt.language_code',
  invited_at: 'pt.invited_at',
  invite_count: 'pt.invite_count',
  code_expires_at: 'pt.code_expires_at',
  revoked_at: 'pt.revoked_at',
  created_at: 'pt.created_at',
  sent_count: 'ob.sent_count',
  last_sent_at: 'ob.last_sent_at',
  delivery_status: 'lo.status',
} as const;

/** What the SELECT of an invitations list asks for (nested into `delivery` by `presentInvitation`). */
export const INVITATION_SELECT = [
  ...Object.entries(INVITATION_COLUMNS).map(([name, ref]) => `${ref} as ${name}`),
  'lo.id as delivery_id',
  'lo.attempts as delivery_attempts',
  'lo.last_error as delivery_error',
  'lo.created_at as delivery_created_at',
  'lo.sent_at as delivery_sent_at',
];

export interface InvitationSelected extends Omit<InvitationRow, 'delivery' | 'sent_count' | 'invite_count'> {
  invite_count: number | string;
  sent_count: number | string;
  delivery_status: OutboxStatus;
  delivery_id: number | null;
  delivery_attempts: number | null;
  delivery_error: string | null;
  delivery_created_at: string | null;
  delivery_sent_at: string | null;
}

export function presentInvitation(row: InvitationSelected): InvitationRow {
  const {
    delivery_status,
    delivery_id,
    delivery_attempts,
    delivery_error,
    delivery_created_at,
    delivery_sent_at,
    ...rest
  } = row;
  return {
    ...rest,
    invite_count: Number(rest.invite_count),
    sent_count: Number(rest.sent_count),
    delivery:
      delivery_id === null
        ? null
        : {
            outbox_id: delivery_id,
            status: delivery_status,
            attempts: Number(delivery_attempts ?? 0),
            last_error: delivery_error,
            created_at: delivery_created_at ?? '',
            sent_at: delivery_sent_at,
          },
  };
}

/** E-mails of the project among the given ones (lower-case), checked in chunks. */
export async function existingEmails(db: Db, projectId: number, emails: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < emails.length; i += 500) {
    const chunk = emails.slice(i, i + 500);
    const rows = await rowsWhere(db, 'participants', ['email'], { project_id: projectId, email: chunk });
    for (const r of rows) found.add(r.email.toLowerCase());
    // A 10,000-row sheet is 20 chunks: requests waiting meanwhile are answered between them.
    await letWaitingRequestsRun();
  }
  return found;
}
