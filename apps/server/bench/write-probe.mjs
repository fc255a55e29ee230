import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

// Runs in its own thread with its own connection: every few milliseconds it takes the write lock
// for a one-row write and times how long it waited. The longest wait bounds how long any other
// transaction held the database (the "no transaction longer than 50 ms").

const { file, intervalMs, gate } = workerData;
// The probe writes like a request (hot-path/write-gate.ts): it raises the request counter while it
// waits and writes, and waits for the job's flag to fall before it takes the lock.
const marks = new Int32Array(gate);
const REQUESTS = 0;
const JOB = 1;
const db = new SQLite(file);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 10000');
db.exec('create table if not exists bench_probe (id integer primary key, at text)');
const write = db.prepare('insert into bench_probe (at) values (?)');
const begin = db.prepare('begin immediate');
const commit = db.prepare('commit');
const waits = [];
let running = true;
parentPort.on('message', (m) => {
  if (m === 'stop') running = false;
});

function tick() {
  if (!running) {
    db.close();
    parentPort.postMessage(waits);
    return;
  }
  // Only taking the lock is timed: that is waiting for another transaction to end (our own
  // commit is not someone else's hold).
  Atomics.add(marks, REQUESTS, 1);
  const start = performance.now();
  while (Atomics.load(marks, JOB) === 1) Atomics.wait(marks, JOB, 1, 5000);
  begin.run();
  waits.push(performance.now() - start);
  write.run(new Date().toISOString());
  commit.run();
  Atomics.sub(marks, REQUESTS, 1);
  Atomics.notify(marks, REQUESTS);
  setTimeout(tick, intervalMs);
}
tick();
