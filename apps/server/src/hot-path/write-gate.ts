// Hot path: answer saves must not wait for SQLite's write lock behind the job thread's writes.
//
// SQLite lets one connection write at a time, and a connection that finds the lock taken polls
// for it with growing sleeps (up to 100 ms apart). A long job writing in many short transactions
// can therefore keep a request waiting for a second: the request keeps polling at moments the job
// holds the lock again, and even one miss costs it the rest of a sleep. The write gate makes the
// two threads of one process take turns precisely:
// - the request thread raises a shared counter while it writes, and the job thread does not begin
//   a write while the counter is up, so the request gets the lock first;
// - the job thread raises a flag while it holds a write, and a request waits on that flag (woken
//   the moment the job commits) instead of polling SQLite's lock.
// Each side raises its own mark before reading the other's (sequentially consistent atomics), so
// at least one of two racing threads sees the other and yields.

import type { WriteTurns } from '../db/connection';

/** The shared memory of a gate (pass it to the job thread in workerData). */
export type WriteGate = SharedArrayBuffer;

const REQUESTS = 0;
const JOB = 1;

export function createWriteGate(): WriteGate {
  return new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
}

/** How long a job step waits for requests at most, so a stream of requests cannot stall it. */
const JOB_MAX_WAIT_MS = 200;
/** How long a request waits for the job's write at most (SQLite's own busy timeout takes over). */
const REQUEST_MAX_WAIT_MS = 5000;

/**
 * The request side: run a write with the gate raised, once the job's current write has ended.
 * `holdsLock`: the request's connection is inside its own transaction; it must go on (the job may
 * be waiting for that very transaction to end).
 */
export function asRequest<T>(gate: WriteGate, write: () => T, holdsLock = false): T {
  const marks = new Int32Array(gate);
  Atomics.add(marks, REQUESTS, 1);
  try {
    if (!holdsLock) {
      const until = Date.now() + REQUEST_MAX_WAIT_MS;
      while (Atomics.load(marks, JOB) === 1) {
        const left = until - Date.now();
        if (left <= 0) break;
        Atomics.wait(marks, JOB, 1, left);
      }
    }
    return write();
  } finally {
    Atomics.sub(marks, REQUESTS, 1);
    Atomics.notify(marks, REQUESTS);
  }
}

/** The job side: before beginning a write, wait (blocking this thread only) while requests write. */
export function stepAside(gate: WriteGate, until = Date.now() + JOB_MAX_WAIT_MS): void {
  const marks = new Int32Array(gate);
  for (let raised = Atomics.load(marks, REQUESTS); raised > 0; raised = Atomics.load(marks, REQUESTS)) {
    const left = until - Date.now();
    if (left <= 0) return;
    Atomics.wait(marks, REQUESTS, raised, Math.min(left, 5));
  }
}

/**
 * The job side: step aside, then raise the job's flag for a write (a transaction or one
 * statement). If a request raised the counter in between, lower the flag and step aside again,
 * unless the job has waited its maximum.
 */
export function beginJobWrite(gate: WriteGate): void {
  const marks = new Int32Array(gate);
  const until = Date.now() + JOB_MAX_WAIT_MS;
  for (;;) {
    stepAside(gate, until);
    Atomics.store(marks, JOB, 1);
    if (Atomics.load(marks, REQUESTS) === 0 || Date.now() >= until) return;
    endJobWrite(gate);
  }
}

/** The job side: the write ended (committed, rolled back or failed); wake the waiting requests. */
export function endJobWrite(gate: WriteGate): void {
  const marks = new Int32Array(gate);
  Atomics.store(marks, JOB, 0);
  Atomics.notify(marks, JOB);
}

/**
 * One side's turns through the gate, for its connection (openDb's `writeTurns`): the request side
 * writes with the gate raised; the job side raises its flag before a write that opens outside a
 * transaction and lowers it once the connection is out of its transaction again.
 */
export function writeTurns(gate: WriteGate, side: 'request' | 'job'): WriteTurns {
  if (side === 'request') {
    return { write: (execute, inTransaction) => asRequest(gate, execute, inTransaction()) };
  }
  return {
    write(execute, inTransaction) {
      if (!inTransaction()) beginJobWrite(gate);
      try {
        return execute();
      } finally {
        if (!inTransaction()) endJobWrite(gate);
      }
    },
  };
}
