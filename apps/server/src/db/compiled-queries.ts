import { type Compilable, type CompiledQuery, createQueryId, type QueryResult } from 'kysely';
import type { Deps } from '../http/context';
import { executeGroupCommitted } from './group-commit';

type Db = Deps['db'];

/**
 * A query the hot paths run hundreds of times a second (answer saves): building and compiling it
 * with Kysely costs more than running it, so it is compiled once per database (and per `shape`,
 * e.g. how many rows an insert has) and then run with fresh parameters. `build` is called with
 * placeholder values; `parameterCount` checks that the compiled query takes exactly the values
 * the caller passes, in the same order, and nothing was folded into the SQL text.
 * `groupCommit`: a single writing statement that may share its commit with others of the same
 * turn (db/group-commit.ts); the caller's promise still settles after its commit.
 */
export function compiledOnce<Row, Shape extends string | number = string>(
  build: (db: Db, shape: Shape) => Compilable<Row>,
  parameterCount: (shape: Shape) => number,
  options: { groupCommit?: boolean } = {},
) {
  const cache = new WeakMap<Db, Map<Shape, CompiledQuery<Row>>>();
  return async (db: Db, shape: Shape, parameters: readonly unknown[]): Promise<QueryResult<Row>> => {
    let byShape = cache.get(db);
    if (!byShape) {
      byShape = new Map();
      cache.set(db, byShape);
    }
    let compiled = byShape.get(shape);
    if (!compiled) {
      compiled = build(db, shape).compile();
      if (compiled.parameters.length !== parameterCount(shape))
        throw new Error(
          `compiled query takes ${compiled.parameters.length} values, not ${parameterCount(shape)}`,
        );
      byShape.set(shape, compiled);
    }
    if (parameters.length !== compiled.parameters.length)
      throw new Error(`compiled query takes ${compiled.parameters.length} values, got ${parameters.length}`);
    const query = { ...compiled, queryId: createQueryId(), parameters };
    return options.groupCommit ? executeGroupCommitted(db, query) : db.executeQuery<Row>(query);
  };
}
