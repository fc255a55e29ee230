// Hot path: on SQLite a commit costs more than an answer save's statement; the saves of one
// event-loop turn share one commit here instead of paying one each.

import { type CompiledQuery, type QueryResult, SqliteAdapter, sql } from 'kysely';
import { type DirectSqlite, sqliteHandle } from '../db/connection';
import type { Deps } from '../deps';

type Db = Deps['db'];

interface Waiting {
  query: CompiledQuery<unknown>;
  resolve: (result: QueryResult<unknown>) => void;
  reject: (err: unknown) => void;
}

const queues = new WeakMap<Db, Waiting[]>();

/**
 * Runs one writing statement on SQLite in a transaction shared with the other such statements
 * that arrive in the same turn of the event loop (group commit). On SQLite each commit writes
 * the log and takes the write lock, and costs more than the statement itself; a hundred devices
 * saving at once share one commit instead. Each caller's promise settles only after the COMMIT
 * (an answered save is stored), with its own statement's result or error: a statement that fails
 * is undone alone (SQLite aborts the statement, not the transaction). If the transaction itself
 * fails (BEGIN, COMMIT, a failure that ends the transaction), every caller gets the error, none
 * a success. PostgreSQL runs the statement as it is.
 */
export function executeGroupCommitted<Row>(db: Db, query: CompiledQuery<Row>): Promise<QueryResult<Row>> {
  // Inside a caller's own transaction the statement commits with it.
  if (db.isTransaction || !(db.getExecutor().adapter instanceof SqliteAdapter)) return db.executeQuery(query);
  return new Promise<QueryResult<Row>>((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = [];
      queues.set(db, queue);
      // After the poll phase: every request read in this turn has queued its statement by then.
      setImmediate(() => void flush(db));
    }
    queue.push({ query, resolve: resolve as Waiting['resolve'], reject });
  });
}

type Outcome = { ok: true; result: QueryResult<unknown> } | { ok: false; err: unknown };

/** One group on the SQLite connection itself: BEGIN IMMEDIATE, each statement, COMMIT (all or none on failure). */
function runGroup(direct: DirectSqlite, queue: Waiting[], outcomes: Outcome[]): void {
  direct.prepared('begin immediate').run();
  try {
    for (const w of queue) {
      try {
        const statement = direct.prepared(w.query.sql);
        const parameters = w.query.parameters as unknown[];
        if (statement.reader) {
          outcomes.push({ ok: true, result: { rows: statement.all(parameters) } });
        } else {
          const { changes, lastInsertRowid } = statement.run(parameters);
          outcomes.push({
            ok: true,
            result: { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) },
          });
        }
      } catch (err) {
        // A failure that ended the transaction (disk full, I/O) undid the others too: all fail.
        if (!direct.sqlite.inTransaction) throw err;
        outcomes.push({ ok: false, err });
      }
    }
    direct.prepared('commit').run();
  } catch (err) {
    if (direct.sqlite.inTransaction) direct.prepared('rollback').run();
    throw err;
  }
}

async function flush(db: Db): Promise<void> {
  const queue = queues.get(db) ?? [];
  queues.delete(db);
  if (queue.length === 1) {
    const [only] = queue;
    return db.executeQuery(only.query).then(only.resolve, only.reject);
  }
  const outcomes: Outcome[] = [];
  const direct = sqliteHandle(db);
  try {
    // The connection is held from BEGIN to COMMIT: nothing else of this process runs in between.
    await db.connection().execute(async (conn) => {
      if (direct) {
        // The whole group at once, statement by statement without Kysely's per-query work, and
        // through the write gate once.
        direct.write(() => runGroup(direct, queue, outcomes));
        return;
      }
      // IMMEDIATE takes the write lock at BEGIN, which passes the write gate like any write.
      await sql`begin immediate`.execute(conn);
      try {
        for (const w of queue) {
          try {
            outcomes.push({ ok: true, result: await conn.executeQuery(w.query) });
          } catch (err) {
            outcomes.push({ ok: false, err });
          }
        }
        await sql`commit`.execute(conn);
      } catch (err) {
        await sql`rollback`.execute(conn).catch(() => {});
        throw err;
      }
    });
  } catch (err) {
    for (const w of queue) w.reject(err);
    return;
  }
  queue.forEach((w, i) => {
    const outcome = outcomes[i];
    if (outcome.ok) w.resolve(outcome.result);
    else w.reject(outcome.err);
  });
}
