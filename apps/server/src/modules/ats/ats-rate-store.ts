import type { FastifyRateLimitStore } from '@fastify/rate-limit';

type Counter = { current: number; ttl: number; startedAt: number };
type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Keys counted at once; the least recently used is forgotten beyond it. */
const KEPT = 10_000;

/**
 * The per-key counter of the ATS rate limit, in memory. The plugin's own local store answers
 * the counter object itself, which the plugin reads only after a promise turn: calls arriving
 * together then all read the count of the whole burst, and a burst under the limit was refused
 * whole. This store answers each call its own count.
 */
export class SnapshotStore implements FastifyRateLimitStore {
  private readonly counters = new Map<string, Counter>();

  incr(key: string, answer: Answer, timeWindow: number): void {
    const now = Date.now();
    let counter = this.counters.get(key);
    if (!counter || counter.startedAt + timeWindow <= now)
      counter = { current: 0, ttl: timeWindow, startedAt: now };
    counter.current++;
    counter.ttl = timeWindow - (now - counter.startedAt);
    this.counters.delete(key);
    this.counters.set(key, counter);
    if (this.counters.size > KEPT) this.counters.delete(this.counters.keys().next().value!);
    answer(null, { current: counter.current, ttl: counter.ttl });
  }

  child(): FastifyRateLimitStore {
    return new SnapshotStore();
  }
}
