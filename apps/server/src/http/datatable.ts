import type { DatatablePage, datatableQuery } from '@asesa/contracts';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import { fieldError } from '../lib/errors';
import { fillMessage } from '../lib/server-messages';
import { DATATABLE_MESSAGES } from './datatable.messages';

type Query = z.infer<typeof datatableQuery>;
// biome-ignore lint/suspicious/noExplicitAny: a generic helper over any table's query builder.
type AnyQuery = SelectQueryBuilder<any, any, any>;

export interface DatatableSpec {
  /** Public column names (the `data` of DataTables columns) → the SQL column they sort and search on. */
  columns: Record<string, string>;
  /** Public names the global search box looks in. */
  searchable: string[];
  /** Column used when the query names none (DataTables' default is column 0). */
  defaultColumn: string;
}

/**
 * The SQL column behind a public name, from the spec's own entries only: a plain lookup would
 * answer 'constructor' or '__proto__' with Object's members (a 500 instead of a 400).
 */
function columnOf(spec: DatatableSpec, name: string | undefined): string | undefined {
  return name !== undefined && Object.hasOwn(spec.columns, name) ? spec.columns[name] : undefined;
}

function likePattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// The cast lets numeric columns be searched too (PostgreSQL has no lower(integer)).
function contains(ref: string, value: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(cast(${sql.ref(ref)} as text)) like ${likePattern(value)} escape '\\'`;
}

/**
 * The DataTables server-side protocol in SQL: global and per-column search, ordering and
 * paging all happen in the database; answers `{recordsTotal, recordsFiltered, data}`.
 */
export async function runDatatable<T>(
  base: AnyQuery,
  query: Query,
  spec: DatatableSpec,
  select: (q: AnyQuery) => SelectQueryBuilder<never, never, T>,
): Promise<DatatablePage<T>> {
  const total = await countOf(base);

  let filtered = base;
  const global = query.search?.value?.trim();
  if (global) {
    filtered = filtered.where((eb) =>
      eb.or(spec.searchable.map((name) => contains(spec.columns[name], global))),
    );
  }
  for (const col of query.columns) {
    const value = col.search?.value?.trim();
    if (!value) continue;
    const ref = columnOf(spec, col.data);
    if (!ref)
      throw fieldError('columns', fillMessage(DATATABLE_MESSAGES.unknownColumn, { column: col.data }));
    if (col.searchable === false) continue;
    filtered = filtered.where(contains(ref, value));
  }
  const recordsFiltered =
    global || query.columns.some((c) => c.search?.value?.trim()) ? await countOf(filtered) : total;

  let ordered = filtered;
  for (const o of query.order) {
    const name = query.columns.length
      ? query.columns[o.column]?.data
      : o.column === 0
        ? spec.defaultColumn
        : undefined;
    const ref = columnOf(spec, name);
    if (!ref)
      throw fieldError('order', fillMessage(DATATABLE_MESSAGES.unsortableColumn, { column: o.column }));
    ordered = ordered.orderBy(sql.ref(ref), o.dir);
  }
  const rows = await select(ordered.offset(query.start).limit(query.length)).execute();
  return { recordsTotal: total, recordsFiltered, data: rows as T[] };
}

async function countOf(q: AnyQuery): Promise<number> {
  const row = await q
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number((row as { n: number | string } | undefined)?.n ?? 0);
}
