import { type Kysely, sql } from 'kysely';
import { addColumnTo, createIndex, forwardOnly, isPostgres } from './helpers';

// An invitation e-mail names its participant and project, so the invitations list can show what
// really happened to the latest e-mail (held, queued, sent, failed) with one join, and consultants
// and collaborators can read the e-mails of their own projects. Account e-mails (sign-in links)
// name neither and stay readable by admins only.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'outbox', 'participant_id', 'integer', (c) => c.references('participants.id'));
  await addColumnTo(db, 'outbox', 'project_id', 'integer', (c) => c.references('projects.id'));
  await createIndex(db, 'outbox_participant', 'outbox', ['participant_id', 'id']);
  await createIndex(db, 'outbox_project', 'outbox', ['project_id', 'id']);

  await linkInvitationMails(db);
}

/**
 * Links earlier invitation e-mails: to the one participant whose address it went to and whose
 * (random, unguessable) participant code the body carries. Anything else stays unlinked (admins
 * only).
 */
export async function linkInvitationMails(db: Kysely<unknown>): Promise<void> {
  const contains = isPostgres(db)
    ? sql`strpos(outbox.body_text, pt.participant_code) > 0`
    : sql`instr(outbox.body_text, pt.participant_code) > 0`;
  await sql`
    update outbox
    set participant_id = pt.id, project_id = pt.project_id
    from participants as pt
    where outbox.participant_id is null
      and outbox.to_address <> ''
      and pt.email = outbox.to_address
      and ${contains}
  `.execute(db);
}

export const down = forwardOnly;
