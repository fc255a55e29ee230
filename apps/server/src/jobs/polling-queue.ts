import type { JobHandler, JobOptions } from '../lib/job-queue';

export type { JobHandler, JobOptions } from '../lib/job-queue';

/** How many times a job runs before it is recorded as failed (the first run and its retries). */
export const MAX_ATTEMPTS = 5;
const POLL_MS = 1000;

/** Long enough for the longest job (a recalculation or export of 100,000 participants). */
export const DEFAULT_LOST_AFTER_SECONDS = 15 * 60;

/** The polling loop both runners share: a poll never overlaps another, a wake during one runs again. */
export abstract class PollingJobQueue {
  protected handlers = new Map<string, JobHandler>();
  private lostAfter = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private wakeAgain = false;
  private enqueuedListeners: (() => void)[] = [];

  register(type: string, handler: JobHandler, options: JobOptions = {}): void {
    this.handlers.set(type, handler);
    if (options.lostAfterSeconds) this.lostAfter.set(type, options.lostAfterSeconds);
  }

  protected lostAfterSeconds(type: string): number {
    return this.lostAfter.get(type) ?? DEFAULT_LOST_AFTER_SECONDS;
  }

  onEnqueued(listener: () => void): void {
    this.enqueuedListeners.push(listener);
  }

  protected enqueued(): void {
    this.kick();
    for (const listener of this.enqueuedListeners) listener();
  }

  /** One round of work: every due job (and, on PostgreSQL, any periodic task that is due). */
  protected abstract poll(): Promise<unknown>;

  async start(): Promise<void> {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  wake(): void {
    this.kick();
  }

  protected get started(): boolean {
    return this.timer !== null;
  }

  private kick(): void {
    if (!this.timer) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    this.running = this.poll().finally(() => {
      this.running = null;
      if (this.wakeAgain) {
        this.wakeAgain = false;
        this.kick();
      }
    });
  }
}
