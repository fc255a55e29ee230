import type { Envelope } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../test/memory-storage';
import { AnswerQueue, type SaveAnswer } from './answer-queue';
import type { PendingAnswer } from './answer-store';

/**
 * A stand-in for the server's submission call with its rule (the highest seq per item wins), a
 * switch for the network, and a gate to hold answers in flight.
 */
function fakeServer() {
  const saved = new Map<string, PendingAnswer>();
  const server = {
    saved,
    online: true,
    calls: [] as Record<string, PendingAnswer>[],
    refuse: new Map<string, { reason: string; message: string }>(),
    state: 'in_progress' as SaveAnswer['state'],
    /** A storage fault: the server answers 503 as its error edge does (full disk, database restarting). */
    unavailable: null as string | null,
    async send(batch: Record<string, PendingAnswer>): Promise<Envelope<SaveAnswer>> {
      await Promise.resolve();
      if (!server.online) return { code: 0, data: null, error: { message: 'Failed to fetch' } };
      if (server.unavailable)
        return {
          code: 503,
          data: null,
          error: {
            message: 'Nothing can be saved right now. Please try again shortly.',
            reason: server.unavailable,
          },
        };
      server.calls.push(batch);
      for (const id of Object.keys(batch)) {
        const refusal = server.refuse.get(id);
        if (refusal) return { code: 409, data: null, error: { ...refusal, field: `submission.${id}` } };
      }
      for (const [id, a] of Object.entries(batch)) {
        const held = saved.get(id);
        if (!held || a.seq > held.seq) saved.set(id, a);
      }
      return { code: 200, data: { state: server.state, remaining_seconds: 100 }, error: null };
    },
  };
  return server;
}

function queueOn(server: ReturnType<typeof fakeServer>, storage = memoryStorage()) {
  const timers: (() => void)[] = [];
  const events = {
    closed: 0,
    refused: [] as string[],
    sectionClosed: [] as string[],
    remaining: [] as (number | null)[],
  };
  const queue = new AnswerQueue({
    storage,
    storageKey: 'test_answers:CODE:1',
    serverAnswers: {},
    serverSeq: 0,
    send: (b) => server.send(b),
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => {},
    onClosed: () => events.closed++,
    onRefused: (id) => events.refused.push(id),
    onSectionClosed: (id) => events.sectionClosed.push(id),
    onRemaining: (s) => events.remaining.push(s),
  });
  return { queue, storage, timers, events };
}

const values = (server: ReturnType<typeof fakeServer>) =>
  Object.fromEntries([...server.saved].map(([id, a]) => [id, a.value]));

describe('the answer queue', () => {
  it('stores each answer on the device before sending it, then sends it with its seq', async () => {
    const server = fakeServer();
    const { queue, storage } = queueOn(server);
    queue.answer('i1', 'A');
    const stored = JSON.parse(storage.entries.get('test_answers:CODE:1') ?? '{}');
    expect(stored.pending.i1).toEqual({ value: 'A', seq: 1 });
    await queue.flush();
    expect(server.saved.get('i1')).toEqual({ value: 'A', seq: 1 });
    expect(queue.pendingCount).toBe(0);
    expect(queue.status).toBe('saved');
  });

  it('offline, queues every answer and says so; back online, syncs them in order and the latest wins', async () => {
    const server = fakeServer();
    const { queue, timers } = queueOn(server);
    server.online = false;
    queue.answer('i1', 'A');
    queue.answer('i2', ['B', 'C']);
    queue.answer('i1', 'D');
    queue.answer('i3', 7);
    expect(await queue.flush()).toBe(false);
    expect(queue.status).toBe('offline');
    expect(queue.pendingCount).toBe(3);
    expect(timers.length).toBeGreaterThan(0);
    server.online = true;
    expect(await queue.online()).toBe(true);
    expect(values(server)).toEqual({ i1: 'D', i2: ['B', 'C'], i3: 7 });
    // Sent oldest first: i2 (seq 2), i1 (seq 3), i3 (seq 4).
    expect(Object.keys(server.calls.at(-1) ?? {})).toEqual(['i2', 'i1', 'i3']);
    expect(queue.pendingCount).toBe(0);
  });

  it('a reload keeps unsent answers and sends them', async () => {
    const server = fakeServer();
    server.online = false;
    const first = queueOn(server);
    first.queue.answer('i1', 'B');
    await first.queue.flush();
    server.online = true;
    const second = queueOn(server, first.storage);
    expect(second.queue.answers).toEqual({ i1: 'B' });
    expect(await second.queue.flush()).toBe(true);
    expect(values(server)).toEqual({ i1: 'B' });
  });

  it('a save answered 503 (full disk, database restarting) stays queued on the device and is sent once the fault clears', async () => {
    const server = fakeServer();
    const { queue, storage, timers } = queueOn(server);
    server.unavailable = 'disk_full';
    queue.answer('i1', 'A');
    expect(await queue.flush()).toBe(false);
    expect(queue.status).toBe('error');
    expect(queue.pendingCount).toBe(1);
    expect(JSON.parse(storage.entries.get('test_answers:CODE:1') ?? '{}').pending.i1).toEqual({
      value: 'A',
      seq: 1,
    });
    expect(timers.length).toBeGreaterThan(0);
    // Still failing at the first retry; a reload meanwhile keeps the answer too.
    timers.shift()?.();
    await queue.flush();
    expect(queue.pendingCount).toBe(1);
    const reloaded = queueOn(server, storage);
    expect(reloaded.queue.pendingCount).toBe(1);
    // The fault clears: the next retry sends it.
    server.unavailable = null;
    reloaded.timers.length = 0;
    expect(await reloaded.queue.flush()).toBe(true);
    expect(values(server)).toEqual({ i1: 'A' });
    expect(reloaded.queue.pendingCount).toBe(0);
    expect(reloaded.queue.isClosed).toBe(false);
  });

  it('an answer given while a save is in flight is sent right after it', async () => {
    const server = fakeServer();
    const { queue } = queueOn(server);
    queue.answer('i1', 'A');
    queue.answer('i1', 'B');
    await queue.flush();
    expect(server.saved.get('i1')).toEqual({ value: 'B', seq: 2 });
  });

  it('drops an answer the server refused for good and still sends the others', async () => {
    const server = fakeServer();
    const { queue, events } = queueOn(server);
    server.refuse.set('late', { reason: 'item_closed', message: 'The time for this question is over' });
    server.online = false;
    queue.answer('late', 'A');
    queue.answer('ok', 'B');
    await queue.flush();
    server.online = true;
    expect(await queue.online()).toBe(true);
    expect(events.refused).toEqual(['late']);
    expect(values(server)).toEqual({ ok: 'B' });
  });

  it('says the section is closed (never "all saved") when an answer meets a closed section', async () => {
    const server = fakeServer();
    const { queue, events } = queueOn(server);
    server.refuse.set('stale', { reason: 'section_closed', message: 'This section is finished' });
    queue.answer('stale', 'A');
    await queue.flush();
    expect(events.sectionClosed).toEqual(['stale']);
    expect(events.refused).toEqual([]);
    expect(queue.pendingCount).toBe(0);
    expect(queue.status).toBe('idle');
    // The next answer that is saved says so again.
    queue.answer('fresh', 'B');
    await queue.flush();
    expect(queue.status).toBe('saved');
  });

  it('keeps an answer the server holds back during a break, unsent and without retrying, and sends it afterwards', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const { queue, events, timers } = queueOn(server, storage);
    server.refuse.set('i1', {
      reason: 'on_break',
      message: 'You are on a break; end it to continue answering.',
    });
    queue.answer('i1', 'A');
    expect(await queue.flush()).toBe(false);
    expect(queue.isClosed).toBe(false);
    expect(events.closed).toBe(0);
    expect(events.refused).toEqual([]);
    expect(timers).toHaveLength(0);
    expect(queue.pendingCount).toBe(1);
    expect(queue.lastSeq).toBe(1);
    // After the break the runner's queue (a new one, from the device's copy) sends it.
    server.refuse.clear();
    const { queue: after } = queueOn(server, storage);
    expect(await after.flush()).toBe(true);
    expect(server.saved.get('i1')).toEqual({ value: 'A', seq: 1 });
  });

  it('stops and forgets the device copy when the server says the test is finished', async () => {
    const server = fakeServer();
    const { queue, events, storage } = queueOn(server);
    server.state = 'finished';
    queue.answer('i1', 'A');
    await queue.flush();
    expect(events.closed).toBe(1);
    queue.close();
    expect(storage.entries.has('test_answers:CODE:1')).toBe(false);
  });
});
