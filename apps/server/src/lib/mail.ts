import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/schema';
import { nowIso } from './clock';
import type { JobQueue } from './job-queue';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A participant's invitation: lets the invitations list and the tenant's outbox find it. */
  participantId?: number;
  projectId?: number;
}

/** The outbox row of a message, as it is first written. */
export function outboxValues(msg: MailMessage, status: 'held' | 'queued', createdAt: string) {
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

/** The background job that sends one outbox message: payload `{ outboxId }`. */
export const DELIVER_MAIL_JOB = 'deliver-mail';

/**
 * Every message is written to the outbox table first (nothing is lost, admins can see it).
 * Without SMTP_URL it stays there as `held`; with it the row is `queued` and a `deliver-mail`
 * job sends it, so a slow or failing mail server never blocks a request and failures are
 * retried with the queue's backoff.
 */
export class Mailer {
  private transport: Transporter | null;

  constructor(
    private db: Kysely<Database>,
    smtpUrl: string,
    private from: string,
    private jobs: JobQueue,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  get sends(): boolean {
    return this.transport !== null;
  }

  async send(msg: MailMessage): Promise<number> {
    const row = await this.db
      .insertInto('outbox')
      .values(outboxValues(msg, this.transport ? 'queued' : 'held', nowIso()))
      .returning('id')
      .executeTakeFirstOrThrow();
    if (this.transport) await this.jobs.enqueue(DELIVER_MAIL_JOB, { outboxId: row.id });
    return row.id;
  }

  /**
   * Sends one message and records the outcome on its outbox row. A failure is recorded
   * (attempts, last_error, status `failed`) and rethrown, so the job queue retries it.
   */
  async deliver(id: number): Promise<void> {
    if (!this.transport) return;
    const msg = await this.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
    if (!msg || msg.status === 'sent') return;
    try {
      await this.transport.sendMail({
        from: this.from,
        to: msg.to_address,
        subject: msg.subject,
        text: msg.body_text,
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await this.db
        .updateTable('outbox')
        .set((eb) => ({
          status: 'failed',
          attempts: eb('attempts', '+', 1),
          last_error: message.slice(0, 2000),
        }))
        .where('id', '=', id)
        .execute();
      throw err;
    }
    await this.db
      .updateTable('outbox')
      .set((eb) => ({
        status: 'sent',
        sent_at: nowIso(),
        attempts: eb('attempts', '+', 1),
        last_error: null,
      }))
      .where('id', '=', id)
      .execute();
  }
}
