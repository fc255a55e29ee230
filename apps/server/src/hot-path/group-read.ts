// Hot path: on SQLite the answer saves' reads of one event-loop turn run back to back, while
// SQLite's code and pages are warm in the CPU caches, instead of one between each request's work.

import type SQLite from 'better-sqlite3';
import type { QueryResult } from 'kysely';

interface Waiting {
  statement: SQLite.Statement;
  parameters: unknown[];
  /** The same read through Kysely, for when a transaction is open on the connection. */
  viaKysely: () => Promise<QueryResult<unknown>>;
  /** Makes each row's object from its values, for a statement in raw mode. */
  rowOf: ((values: unknown[]) => unknown) | undefined;
  resolve: (result: QueryResult<unknown> | Promise<QueryResult<unknown>>) => void;
  reject: (err: unknown) => void;
}

const groups = new WeakMap<SQLite.Database, Waiting[]>();

/** A statement's rows: as they come, or made by `rowOf` from a raw statement's lists of values. */
export function rowsOf<Row>(rows: unknown[], rowOf?: (values: unknown[]) => Row): Row[] {
  return (rowOf ? (rows as unknown[][]).map(rowOf) : rows) as Row[];
}

/**
 * Runs a hot prepared read on SQLite together with the others of the same turn of the event loop
 * (the reads of every request that arrived in it), back to back. Run one at a time between the
 * requests' HTTP and JSON work, each read found SQLite's code and pages cold in the CPU caches and
 * took 3-5 times as long as in a loop (answer-save bench: 17-33 µs against 6); grouped, they cost
 * what a loop costs, like the group commit of their writes (group-commit.ts). A read finding a
 * transaction open on the connection goes through Kysely, which waits for it to end. A statement in
 * raw mode gives lists of values, which `rowOf` makes the rows.
 */
export function readInGroup<Row>(
  sqlite: SQLite.Database,
  statement: SQLite.Statement,
  parameters: unknown[],
  viaKysely: () => Promise<QueryResult<Row>>,
  rowOf?: (values: unknown[]) => Row,
): Promise<QueryResult<Row>> {
  return new Promise<QueryResult<Row>>((resolve, reject) => {
    let group = groups.get(sqlite);
    if (!group) {
      group = [];
      groups.set(sqlite, group);
      // After the poll phase: every request read in this turn has queued its read by then.
      setImmediate(() => runGroup(sqlite));
    }
    group.push({
      statement,
      parameters,
      viaKysely: viaKysely as Waiting['viaKysely'],
      rowOf,
      resolve: resolve as Waiting['resolve'],
      reject,
    });
  });
}

/** The statements that open and end the group's one read transaction, prepared once per connection. */
const bounds = new WeakMap<SQLite.Database, { begin: SQLite.Statement; end: SQLite.Statement }>();

function boundsOf(sqlite: SQLite.Database) {
  let found = bounds.get(sqlite);
  if (!found) {
    found = { begin: sqlite.prepare('begin'), end: sqlite.prepare('commit') };
    bounds.set(sqlite, found);
  }
  return found;
}

function runGroup(sqlite: SQLite.Database): void {
  const group = groups.get(sqlite) ?? [];
  groups.delete(sqlite);
  if (!sqlite.open) {
    for (const read of group) read.reject(new Error('The database connection is closed.'));
    return;
  }
  // A transaction another caller holds open: Kysely runs each read after it ends.
  if (sqlite.inTransaction) {
    for (const read of group) read.resolve(read.viaKysely());
    return;
  }
  // One read transaction for the whole group: alone, each statement opens and ends its own, and
  // in WAL mode that (taking and releasing the shared-memory read lock) cost more than the read
  // itself (a four-table primary-key read: ~25 µs alone, ~10 µs in a group of 50). The reads
  // see one snapshot, as reads run back to back would.
  const { begin, end } = boundsOf(sqlite);
  const grouped = group.length > 1;
  if (grouped) begin.run();
  try {
    for (const read of group) {
      try {
        read.resolve({ rows: rowsOf(read.statement.all(read.parameters), read.rowOf) });
      } catch (err) {
        read.reject(err);
      }
    }
  } finally {
    if (grouped && sqlite.inTransaction) end.run();
  }
}
