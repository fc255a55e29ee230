// Hot path: the answer save runs the same few queries hundreds of times a second, and building
// and compiling them with Kysely costs more than running them. This is the one cache of compiled
// queries (per database and shape), run on SQLite as prepared statements and on PostgreSQL as
// named ones.

import type SQLite from 'better-sqlite3';
import { type Compilable, type CompiledQuery, createQueryId, type QueryResult } from 'kysely';
import { pgPool, sqliteHandle } from '../db/connection';
import type { Deps } from '../deps';
import { executeGroupCommitted } from './group-commit';
import { readInGroup, rowsOf } from './group-read';
import { executeNamed } from './named-statements';

type Db = Deps['db'];

/**
 * A query the hot paths run hundreds of times a second (answer saves): building and compiling it
 * with Kysely costs more than running it, so it is compiled once per database (and per `shape`,
 * e.g. how many rows an insert has) and then run with fresh parameters. `build` is called with
 * placeholder values; `parameterCount` checks that the compiled query takes exactly the values
 * the caller passes, in the same order, and nothing was folded into the SQL text.
 * `groupCommit`: on SQLite, a single writing statement that may share its commit with others of
 * the same turn (hot-path/group-commit.ts); the caller's promise still settles after its commit.
 * `groupRead`: on SQLite, a read run back to back with the others of the same turn
 * (hot-path/group-read.ts). `valuesRow`: on SQLite, the read's rows come from SQLite as lists of
 * values and this makes each its object (see ValuesRow).
 */
export function compiledOnce<Row, Shape extends string | number = string>(
  build: (db: Db, shape: Shape) => Compilable<Row>,
  parameterCount: (shape: Shape) => number,
  options: { groupCommit?: boolean; groupRead?: boolean; valuesRow?: ValuesRow<Row> } = {},
) {
  const cache = new WeakMap<Db, Map<Shape, Prepared<Row>>>();
  return async (db: Db, shape: Shape, parameters: readonly unknown[]): Promise<QueryResult<Row>> => {
    let byShape = cache.get(db);
    if (!byShape) {
      byShape = new Map();
      cache.set(db, byShape);
    }
    let prepared = byShape.get(shape);
    if (!prepared) {
      const compiled = build(db, shape).compile();
      if (compiled.parameters.length !== parameterCount(shape))
        throw new Error(
          `compiled query takes ${compiled.parameters.length} values, not ${parameterCount(shape)}`,
        );
      const direct = options.groupCommit ? null : directReader(db, compiled.sql, options.valuesRow);
      prepared = { compiled, direct };
      byShape.set(shape, prepared);
    }
    const { compiled, direct } = prepared;
    if (parameters.length !== compiled.parameters.length)
      throw new Error(`compiled query takes ${compiled.parameters.length} values, got ${parameters.length}`);
    if (direct && options.groupRead)
      return readInGroup(
        direct.sqlite,
        direct.statement,
        parameters as unknown[],
        () => db.executeQuery<Row>(kyselyQuery(compiled, parameters)),
        options.valuesRow?.row,
      );
    // Kysely queues a statement behind a transaction another request holds open on the same
    // connection; with none open, running the prepared statement at once is the same read.
    if (direct && !direct.sqlite.inTransaction)
      return { rows: rowsOf(direct.statement.all(parameters), options.valuesRow?.row) };
    const pool = pgPool(db);
    // PostgreSQL gathers its hot statements itself, per turn and per call (hot-path/turn-batch.ts).
    if (pool) return executeNamed(pool, compiled.sql, parameters) as Promise<QueryResult<Row>>;
    const query = kyselyQuery(compiled, parameters);
    return options.groupCommit ? executeGroupCommitted(db, query) : db.executeQuery<Row>(query);
  };
}

/**
 * Kysely's form of a compiled query with these values, made only on the paths that go through
 * Kysely. (A function of the module, not a closure of each call: under tsx a named closure costs a
 * naming call each time it is made.)
 */
function kyselyQuery<Row>(compiled: CompiledQuery<Row>, parameters: readonly unknown[]): CompiledQuery<Row> {
  return { ...compiled, queryId: createQueryId(), parameters };
}

interface Prepared<Row> {
  compiled: CompiledQuery<Row>;
  /** SQLite: the reading statement, run without Kysely's per-query work (about 4 µs of ~8). */
  direct: { sqlite: SQLite.Database; statement: SQLite.Statement } | null;
}

/**
 * A hot read's rows as SQLite's lists of values, each made an object by `row`, a literal of the
 * columns in order: better-sqlite3 sets an object's properties one by one from C++ (a 18-column
 * row: ~5 µs a read; as values ~3 µs, and the literal is a fraction of a microsecond). `columns`
 * names them in the select's order, checked against the statement when it is prepared.
 */
export interface ValuesRow<Row> {
  columns: readonly string[];
  row: (values: unknown[]) => Row;
}

function directReader(db: Db, sqlText: string, valuesRow?: ValuesRow<unknown>): Prepared<unknown>['direct'] {
  const handle = sqliteHandle(db);
  if (!handle) return null;
  const statement = handle.sqlite.prepare(sqlText);
  if (!statement.reader) return null;
  if (valuesRow) {
    const names = statement.columns().map((c) => c.name);
    if (names.join() !== valuesRow.columns.join())
      throw new Error(`the read's columns are ${names.join(', ')}, not ${valuesRow.columns.join(', ')}`);
    statement.raw(true);
  }
  return { sqlite: handle.sqlite, statement };
}
