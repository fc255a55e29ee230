import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { TestApp } from '../harness';

// Tests often need one value of a row the seed or an earlier call made (most often its id), found
// by a column they know (an e-mail, a slug, a code); one lookup serves them all.

/** The tables whose rows carry an `id`. */
type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

/** The same database seen as tables of plain columns, for the lookup below. */
type PlainRows = Record<string, Record<string, string | number | null>>;

/** The `column` of the one row of `table` whose `whereColumn` holds `value`; throws when there is none. */
export async function fieldOfRow<T extends keyof Database, C extends keyof Selectable<Database[T]> & string>(
  t: TestApp,
  table: T,
  column: C,
  whereColumn: keyof Database[T] & string,
  value: string | number,
): Promise<Selectable<Database[T]>[C]> {
  const db = t.deps.db as unknown as Kysely<PlainRows>;
  const [tableName, columnName, whereName]: string[] = [table, column, whereColumn];
  const row = await db
    .selectFrom(tableName)
    .select(columnName)
    .where(whereName, '=', value)
    .executeTakeFirstOrThrow();
  return (row as Record<string, unknown>)[columnName] as Selectable<Database[T]>[C];
}

/** The id of the one row of `table` whose `column` holds `value`; throws when there is none. */
export async function idOfRow<T extends TableWithId>(
  t: TestApp,
  table: T,
  column: keyof Database[T] & string,
  value: string | number,
): Promise<number> {
  return (await fieldOfRow(
    t,
    table,
    'id' as keyof Selectable<Database[T]> & string,
    column,
    value,
  )) as number;
}
