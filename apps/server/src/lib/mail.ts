import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/schema';
import { nowIso } from './clock';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Every message is written to the outbox table first (nothing is lost, admins can see it);
 * with SMTP_URL set it is then sent by nodemailer, and failures stay queued for a retry job.
 */
export class Mailer {
  private transport: Transporter | null;

  constructor(
    private db: Kysely<Database>,
    smtpUrl: string,
    private from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(msg: MailMessage): Promise<number> {
    const row = await this.db
      .insertInto('outbox')
      .values({
        to_address: msg.to,
        subject: msg.subject,
        body_text: msg.text,
        status: this.transport ? 'queued' : 'held',
        attempts: 0,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (this.transport) await this.deliver(row.id);
    return row.id;
  }

  /** Tries to send one queued message; records the outcome on its outbox row. */
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
      await this.db
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: nowIso(), attempts: msg.attempts + 1 })
        .where('id', '=', id)
        .execute();
    } catch (err) {
      await this.db
        .updateTable('outbox')
        .set({
          status: 'failed',
          attempts: msg.attempts + 1,
          last_error: err instanceof Error ? err.message : String(err),
        })
        .where('id', '=', id)
        .execute();
    }
  }
}
