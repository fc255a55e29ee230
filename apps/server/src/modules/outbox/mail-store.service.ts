import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { MailMessage, MailStore } from '../../lib/mail';
import {
  blankMailTo,
  blankParticipantMail,
  findMessage,
  insertHeldMessages,
  insertMessage,
  markMessageFailed,
  markMessageSent,
} from './outbox-writes.repository';

// The outbox table is this feature's: the mailer (lib/mail.ts) writes it through the store that
// the composition root builds here, the bulk invitations and the erasure through the functions below.

/** The mailer's store: every message is written to the outbox first. */
export function outboxMailStore(db: Kysely<Database>): MailStore {
  return {
    add: (msg, status) => insertMessage(db, msg, status),
    find: (id) => findMessage(db, id),
    markFailed: (id, error) => markMessageFailed(db, id, error),
    markSent: (id) => markMessageSent(db, id),
  };
}

/**
 * Writes e-mails as `held` outbox rows, as the mailer does when no SMTP is configured, but in
 * the caller's transaction and one statement (the bulk job's chunks).
 */
export function holdInOutbox(trx: Transaction<Database>, mails: readonly MailMessage[]): Promise<void> {
  return insertHeldMessages(trx, mails);
}

/** Blanks the address and text of a participant's own messages (erasure). */
export async function eraseParticipantMail(db: Kysely<Database>, participantId: number): Promise<void> {
  await blankParticipantMail(db, participantId);
}

/** Blanks the address and text of every message sent to an address (erasure). */
export async function eraseMailTo(db: Kysely<Database>, email: string): Promise<void> {
  await blankMailTo(db, email);
}
