import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

// Runs in its own thread with its own connection: every few milliseconds it takes the write lock
// for a one-row write and times how long it waited. The longest wait bounds how long any other
// transaction held the database (the "no transaction longer than 50 ms").

const { file, intervalMs } = workerData;
const db = new SQLite(file);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 10000');
db.exec('create table if not exists bench_probe (id integer primary key, at text)');
const write = db.prepare('insert into bench_probe (at) values (?)');
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
  const start = performance.now();
  db.transaction(() => write.run(new Date().toISOString())).immediate();
  waits.push(performance.now() - start);
  setTimeout(tick, intervalMs);
}
tick();
