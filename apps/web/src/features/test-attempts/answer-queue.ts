import { ANSWER_REFUSALS, type AnswerValue, type Envelope } from '@asesa/contracts';
import {
  MAX_ANSWERS_PER_SAVE,
  SAVE_RETRY_BASE_MS,
  SAVE_RETRY_MAX_MS,
} from '../participant-journey/constants';
import {
  confirmSent,
  dropPending,
  mergeWithServer,
  type PendingAnswer,
  pendingBatch,
  readStoredAnswers,
  recordAnswer,
  type StoredAnswers,
  writeStoredAnswers,
} from './answer-store';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'error';

/** What one save answers (test-activities/submission). */
export interface SaveAnswer {
  state: 'not_started' | 'in_progress' | 'finished';
  remaining_seconds: number | null;
}

export interface AnswerQueueOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  storageKey: string;
  /** Answers the server already holds (attempt content) and its highest sequence number. */
  serverAnswers: Record<string, AnswerValue>;
  serverSeq: number;
  /** Sends one batch of answers with their sequence numbers (the submission call). */
  send: (batch: Record<string, PendingAnswer>) => Promise<Envelope<SaveAnswer>>;
  /** Whether the browser says it is offline. */
  isOffline?: () => boolean;
  /** Called after every change of answers, pending count or status. */
  onChange?: () => void;
  /** Called with the server's remaining seconds after each save. */
  onRemaining?: (seconds: number | null) => void;
  /** Called when the server reports the submission finished. */
  onClosed?: () => void;
  /** Called when the server refused an answer for good (its own time is over, it was passed by). */
  onRefused?: (itemId: string, message: string) => void;
  /**
   * Called when the server refused an answer because its section is closed: finished in another
   * tab or on another device, or its time is over. The page moves on to where the attempt is.
   */
  onSectionClosed?: (itemId: string) => void;
  /** Timers (injectable so tests control time). */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Reasons of a 409 that concern one answer: drop it and send the rest. */
const ITEM_REFUSALS: readonly string[] = [
  ANSWER_REFUSALS.sectionClosed,
  ANSWER_REFUSALS.itemClosed,
  ANSWER_REFUSALS.sectionNotStarted,
  ANSWER_REFUSALS.notServed,
];
const FIELD_PREFIX = 'submission.';

/** Failures worth retrying by themselves: no network, server trouble, timeouts, rate limits. */
const isTransient = (code: number) => code === 0 || code >= 500 || code === 408 || code === 429;

type SendResult = 'sent' | 'empty' | 'failed' | 'closed';

/**
 * The answers of one submission, local first: every answer is written to storage with the next
 * sequence number, then sent. Saves go one at a time, oldest answers first, so the queue syncs
 * in order; failed saves stay queued and are retried with back-off and when the browser is back
 * online. The server keeps the highest seq per item, so a repeated or late save never undoes a
 * newer answer.
 */
export class AnswerQueue {
  private store: StoredAnswers;
  status: SaveStatus;
  private running: Promise<boolean> | null = null;
  private again = false;
  private failures = 0;
  private retryHandle: unknown = null;
  private closed = false;

  constructor(private readonly opts: AnswerQueueOptions) {
    this.store = mergeWithServer(
      opts.serverAnswers,
      opts.serverSeq,
      readStoredAnswers(opts.storage, opts.storageKey),
    );
    writeStoredAnswers(opts.storage, opts.storageKey, this.store);
    this.status = this.pendingCount > 0 ? 'saving' : 'idle';
  }

  get answers(): Record<string, AnswerValue> {
    return this.store.answers;
  }

  get pendingCount(): number {
    return Object.keys(this.store.pending).length;
  }

  /** The last sequence number this device gave an answer (break-start sends it: answers up to it came before the break). */
  get lastSeq(): number {
    return this.store.seq;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private update(next: StoredAnswers | null, status?: SaveStatus) {
    if (next) {
      this.store = next;
      writeStoredAnswers(this.opts.storage, this.opts.storageKey, next);
    }
    if (status) this.status = status;
    this.opts.onChange?.();
  }

  /** Records an answer locally (with its sequence number) and sends it. */
  answer(itemId: string, value: AnswerValue): void {
    if (this.closed) return;
    this.update(recordAnswer(this.store, itemId, value));
    void this.flush();
  }

  /** Sends everything pending, in order. Resolves true when nothing is left to send. */
  flush(): Promise<boolean> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = (async () => {
      try {
        for (;;) {
          this.again = false;
          const result = await this.sendOnce();
          if (result === 'failed' || result === 'closed') return false;
          if (result === 'empty' && !this.again) {
            this.update(null, this.status === 'idle' ? 'idle' : 'saved');
            return true;
          }
        }
      } finally {
        this.running = null;
      }
    })();
    this.running = run;
    return run;
  }

  /** The browser is back online: try again at once. */
  online(): Promise<boolean> {
    this.failures = 0;
    return this.flush();
  }

  /** The browser went offline: say so while answers wait. */
  offline(): void {
    if (this.pendingCount > 0) this.update(null, 'offline');
  }

  /** The submission is over on the server: stop, and forget the device's copy. */
  close(): void {
    this.closed = true;
    this.dispose();
    try {
      this.opts.storage.removeItem(this.opts.storageKey);
    } catch {
      // Nothing to clean up when storage is unavailable.
    }
  }

  /** Stops retrying (the page is leaving). */
  dispose(): void {
    if (this.retryHandle !== null) (this.opts.clearTimer ?? clearTimeout)(this.retryHandle as never);
    this.retryHandle = null;
  }

  private async sendOnce(): Promise<SendResult> {
    if (this.closed) return 'closed';
    if (this.pendingCount === 0) return 'empty';
    this.dispose();
    this.update(null, 'saving');
    const batch = pendingBatch(this.store.pending, MAX_ANSWERS_PER_SAVE);
    const env = await this.opts.send(batch);
    if (this.closed) return 'closed';
    if (env.code === 200 && env.data) {
      this.failures = 0;
      this.update(confirmSent(this.store, batch));
      this.opts.onRemaining?.(env.data.remaining_seconds);
      if (env.data.state === 'finished') {
        this.closed = true;
        this.opts.onClosed?.();
        return 'closed';
      }
      return 'sent';
    }
    const reason = env.error?.reason ?? '';
    const field = env.error?.field ?? '';
    if (env.code === 409 && ITEM_REFUSALS.includes(reason) && field.startsWith(FIELD_PREFIX)) {
      // That answer can never be saved now; the others still can. Until another save succeeds the
      // status no longer says every answer is saved: this one is not.
      const itemId = field.slice(FIELD_PREFIX.length);
      this.update(dropPending(this.store, [itemId]), 'idle');
      if (reason === ANSWER_REFUSALS.sectionClosed) this.opts.onSectionClosed?.(itemId);
      else this.opts.onRefused?.(itemId, env.error?.message ?? '');
      return 'sent';
    }
    if (env.code === 409 && reason === ANSWER_REFUSALS.onBreak) {
      // A break runs (begun on another tab or device): the answers stay on the device, unsent,
      // until the runner comes back after the break and sends them.
      this.update(null, 'idle');
      return 'failed';
    }
    if (env.code === 409) {
      this.closed = true;
      this.opts.onClosed?.();
      return 'closed';
    }
    this.failures += 1;
    const offline = env.code === 0 || this.opts.isOffline?.() === true;
    this.update(null, offline ? 'offline' : 'error');
    // A refused answer (400) would be refused again; it waits for the participant's retry.
    if (isTransient(env.code)) {
      const delay = Math.min(SAVE_RETRY_MAX_MS, SAVE_RETRY_BASE_MS * 2 ** (this.failures - 1));
      this.retryHandle = (this.opts.setTimer ?? setTimeout)(() => {
        this.retryHandle = null;
        void this.flush();
      }, delay);
    }
    return 'failed';
  }
}
