// SQLite lets one connection write at a time, and a connection that finds the lock taken polls
// for it with growing sleeps (up to 100 ms apart). A long job writing in many short transactions
// can therefore keep a request waiting for a second: the request keeps polling at moments the job
// holds the lock again. The write gate makes the two threads of one process fair: the request
// thread raises a shared counter while it writes, and the job thread does not begin a write while
// the counter is up, so the request gets the lock at its next poll.

/** The shared memory of a gate (pass it to the job thread in workerData). */
export type WriteGate = SharedArrayBuffer;

export function createWriteGate(): WriteGate {
  return new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
}

/** How long a job step waits for requests at most, so a stream of requests cannot stall it. */
const JOB_MAX_WAIT_MS = 200;

/** The request side: run a write with the gate raised. */
export function asRequest<T>(gate: WriteGate, write: () => T): T {
  const counter = new Int32Array(gate);
  Atomics.add(counter, 0, 1);
  try {
    return write();
  } finally {
    Atomics.sub(counter, 0, 1);
    Atomics.notify(counter, 0);
  }
}

/** The job side: before beginning a write, wait (blocking this thread only) while requests write. */
export function stepAside(gate: WriteGate): void {
  const counter = new Int32Array(gate);
  const until = Date.now() + JOB_MAX_WAIT_MS;
  for (let raised = Atomics.load(counter, 0); raised > 0; raised = Atomics.load(counter, 0)) {
    const left = until - Date.now();
    if (left <= 0) return;
    Atomics.wait(counter, 0, raised, Math.min(left, 5));
  }
}
