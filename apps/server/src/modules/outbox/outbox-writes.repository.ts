import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import type { MailMessage } from '../../lib/mail';

type Db = Kysely<Database> | Transaction<Database>;

/** The outbox row of a message, as it is first written. */
function outboxValues(msg: MailMessage, status: 'held' | 'queued', createdAt: string) {
  return {
    to_address: msg.to,
    subject: msg.subject,
    body_text: msg.text,
    status,
    attempts: 0,
    created_at: createdAt,
    participant_id: msg.participantId ?? null,
    project_id: msg.projectId ?? null,
  };
}

export async function insertMessage(db: Db, msg: MailMessage, status: 'held' | 'queued'): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values(outboxValues(msg, status, nowIso()))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes messages as `held` rows in one statement. */
export async function insertHeldMessages(db: Db, mails: readonly MailMessage[]): Promise<void> {
  if (!mails.length) return;
  const now = nowIso();
  await db
    .insertInto('outbox')
    .values(mails.map((m) => outboxValues(m, 'held', now)))
    .execute();
}

export function findMessage(db: Db, id: number) {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markMessageFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ status: 'failed', attempts: eb('attempts', '+', 1), last_error: error }))
    .where('id', '=', id)
    .execute();
}

export async function markMessageSent(db: Db, id: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ status: 'sent', sent_at: nowIso(), attempts: eb('attempts', '+', 1), last_error: null }))
    .where('id', '=', id)
    .execute();
}

/** What an erased message keeps: its status and dates, not who it went to or what it said. */
const ERASED_MAIL = { to_address: '', subject: '[erased]', body_text: '' };

export function blankParticipantMail(db: Db, participantId: number) {
  return db.updateTable('outbox').set(ERASED_MAIL).where('participant_id', '=', participantId).execute();
}

export function blankMailTo(db: Db, email: string) {
  return db.updateTable('outbox').set(ERASED_MAIL).where('to_address', '=', email).execute();
}
