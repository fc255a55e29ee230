// The top of the answer-save ratio: the bare framework with one SQLite upsert per request, the
// same WAL and synchronous setting as the app's database, the upserts of one event-loop turn
// committed together as the app's group commit does (one commit a request cost more than the app's
// whole save: under a generator that answers at once the frontier fell below the saves), and
// nothing else (no participant check, no clock, no sequence rule). Answer saves can only come
// close to it; how close says what the product's own work costs. Run as its own process, like the
// echo and the server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const dir = mkdtempSync(join(tmpdir(), 'asesa-frontier-'));
const db = new Database(join(dir, 'frontier.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(
  'CREATE TABLE answers (submission_id INTEGER NOT NULL, item_id TEXT NOT NULL, value TEXT, seq INTEGER, PRIMARY KEY (submission_id, item_id))',
);
const upsert = db.prepare(
  'INSERT INTO answers (submission_id, item_id, value, seq) VALUES (?, ?, ?, ?) ON CONFLICT (submission_id, item_id) DO UPDATE SET value = excluded.value, seq = excluded.seq',
);

const app = Fastify({ logger: false });
// The path and body of the app's answer save, so the same load drives both.
const commitTogether = db.transaction((rows) => {
  for (const row of rows) upsert.run(...row);
});
let turn = null;
/** Resolves once the row is committed with the others of this turn. */
function upsertInTurn(row) {
  return new Promise((resolve, reject) => {
    if (!turn) {
      turn = { rows: [], waiting: [] };
      setImmediate(() => {
        const { rows, waiting } = turn;
        turn = null;
        try {
          commitTogether(rows);
          for (const w of waiting) w.resolve();
        } catch (err) {
          for (const w of waiting) w.reject(err);
        }
      });
    }
    turn.rows.push(row);
    turn.waiting.push({ resolve, reject });
  });
}

app.post('/api/v1/test-activities/submission', async (req) => {
  const { submission_id: submission, submission: answers } = req.body;
  const [item, answer] = Object.entries(answers)[0];
  await upsertInTurn([submission, item, answer.value, answer.seq]);
  return { code: 200, data: { saved: [item] }, error: null };
});
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ address });
process.on('SIGTERM', () =>
  app.close().then(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  }),
);
