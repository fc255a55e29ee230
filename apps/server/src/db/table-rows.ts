import { type Kysely, type Selectable, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { Database } from './schema';

// The simplest read a repository makes — some columns of one table where columns equal values —
// written once. Dozens of repository functions were that same chain with other names; they now
// say only which table, which columns and which match, and stay typed by the schema.

type Db = Kysely<Database> | Transaction<Database>;
type Table = keyof Database & string;
type Row<T extends Table> = Selectable<Database[T]>;
export type Column<T extends Table> = keyof Row<T> & string;

/**
 * Column = value for each key; `null` matches SQL NULL (`is null`); a list matches any of its
 * values (`in`), and an empty list matches no row.
 */
export type Match<T extends Table> = {
  [K in Column<T>]?: Row<T>[K] | null | readonly NonNullable<Row<T>[K]>[];
};

/** How rows come back: ascending by these columns, in this order. */
export interface RowOrder<T extends Table> {
  orderBy?: readonly Column<T>[];
}

// biome-ignore lint/suspicious/noExplicitAny: the table is a type parameter, which Kysely cannot type row-wise; the functions below give callers the schema's types back.
type LooseQuery = SelectQueryBuilder<any, any, any>;

function matching<T extends Table>(db: Db, table: T, match: Match<T>): LooseQuery {
  // biome-ignore lint/suspicious/noExplicitAny: as LooseQuery.
  let query: LooseQuery = (db as unknown as Kysely<any>).selectFrom(table);
  for (const [column, value] of Object.entries(match)) {
    // An undefined value would silently drop its condition and read every row of the table.
    if (value === undefined) throw new Error(`${table}.${column}: no value to match`);
    if (value === null) query = query.where(column, 'is', null);
    else if (!Array.isArray(value)) query = query.where(column, '=', value);
    // `in ()` is a syntax error on PostgreSQL; no value to match is no row.
    else query = value.length ? query.where(column, 'in', value) : query.where(sql<boolean>`1 = 0`);
  }
  return query;
}

/** Every row of `table` matching `match`, with `columns`. */
export function rowsWhere<T extends Table, C extends Column<T>>(
  db: Db,
  table: T,
  columns: readonly C[],
  match: Match<T>,
  order: RowOrder<T> = {},
): Promise<Pick<Row<T>, C>[]> {
  let query: LooseQuery = matching(db, table, match).select(columns);
  for (const column of order.orderBy ?? []) query = query.orderBy(column);
  return query.execute() as Promise<Pick<Row<T>, C>[]>;
}

/** The first row of `table` matching `match` (by `order`), or undefined. */
export function rowWhere<T extends Table, C extends Column<T>>(
  db: Db,
  table: T,
  columns: readonly C[],
  match: Match<T>,
  order: RowOrder<T> = {},
): Promise<Pick<Row<T>, C> | undefined> {
  let query: LooseQuery = matching(db, table, match).select(columns);
  for (const column of order.orderBy ?? []) query = query.orderBy(column);
  return query.executeTakeFirst() as Promise<Pick<Row<T>, C> | undefined>;
}

/**
 * The newest row of `table` matching `match`, or undefined: the highest by `newestBy` (the first
 * column decides, the next breaks its ties), as "the latest grant" or "the latest version" reads.
 */
export function newestRowWhere<T extends Table, C extends Column<T>>(
  db: Db,
  table: T,
  columns: readonly C[],
  match: Match<T>,
  newestBy: readonly Column<T>[],
): Promise<Pick<Row<T>, C> | undefined> {
  let query: LooseQuery = matching(db, table, match).select(columns);
  for (const column of newestBy) query = query.orderBy(column, 'desc');
  return query.limit(1).executeTakeFirst() as Promise<Pick<Row<T>, C> | undefined>;
}

/** Every column of the first row of `table` matching `match`, or undefined. */
export function wholeRowWhere<T extends Table>(
  db: Db,
  table: T,
  match: Match<T>,
): Promise<Row<T> | undefined> {
  return matching(db, table, match).selectAll().executeTakeFirst() as Promise<Row<T> | undefined>;
}

/** The row of `table` matching `match`; Kysely's NoResultError when there is none. */
export function rowWhereOrThrow<T extends Table, C extends Column<T>>(
  db: Db,
  table: T,
  columns: readonly C[],
  match: Match<T>,
): Promise<Pick<Row<T>, C>> {
  return matching(db, table, match).select(columns).executeTakeFirstOrThrow() as Promise<Pick<Row<T>, C>>;
}
