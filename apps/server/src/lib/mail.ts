import nodemailer, { type Transporter } from 'nodemailer';
import type { JobQueue } from './job-queue';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A participant's invitation: lets the invitations list and the tenant's outbox find it. */
  participantId?: number;
  projectId?: number;
}

/**
 * Where the mailer keeps its messages: the outbox table, which is the outbox feature's, so the
 * composition root (app.ts) hands the mailer that feature's store.
 */
export interface MailStore {
  /** Writes a message as it is first stored; answers its id. */
  add(msg: MailMessage, status: 'held' | 'queued'): Promise<number>;
  /** A stored message to deliver (undefined when gone). */
  find(
    id: number,
  ): Promise<{ to_address: string; subject: string; body_text: string; status: string } | undefined>;
  /** Records a failed attempt and its error. */
  markFailed(id: number, error: string): Promise<void>;
  /** Records the message as sent now. */
  markSent(id: number): Promise<void>;
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
    private store: MailStore,
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
    const id = await this.store.add(msg, this.transport ? 'queued' : 'held');
    if (this.transport) await this.jobs.enqueue(DELIVER_MAIL_JOB, { outboxId: id });
    return id;
  }

  /**
   * Sends one message and records the outcome on its outbox row. A failure is recorded
   * (attempts, last_error, status `failed`) and rethrown, so the job queue retries it.
   */
  async deliver(id: number): Promise<void> {
    if (!this.transport) return;
    const msg = await this.store.find(id);
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
      await this.store.markFailed(id, message.slice(0, 2000));
      throw err;
    }
    await this.store.markSent(id);
  }
}
