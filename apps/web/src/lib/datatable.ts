import { type DatatableQuery, DEFAULT_PAGE_SIZE } from '@asesa/contracts';
import type { TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';

/** Page sizes the tables offer; the first is the spec's default (10). */
export const PAGE_SIZES = [DEFAULT_PAGE_SIZE, 20, 50, 100] as const;

export type SortDir = 'asc' | 'desc';

/** What a server-side table shows, kept in the URL query string so it survives reloads and links. */
export interface TableState {
  page: number;
  size: number;
  sort?: string;
  dir?: SortDir;
  q: string;
}

export const DEFAULT_TABLE_STATE: TableState = { page: 1, size: DEFAULT_PAGE_SIZE, q: '' };

/** A column the server knows: its data name and whether the global search looks at it. */
export interface DataColumnSpec {
  data: string;
  searchable?: boolean;
}

const KEYS = { page: 'page', size: 'size', sort: 'sort', dir: 'dir', q: 'q' } as const;

function key(prefix: string, k: keyof typeof KEYS): string {
  return prefix ? `${prefix}_${KEYS[k]}` : KEYS[k];
}

/** Reads the table state leniently: anything malformed falls back to the default. */
export function parseTableState(params: URLSearchParams, prefix = ''): TableState {
  const page = Number(params.get(key(prefix, 'page')));
  const size = Number(params.get(key(prefix, 'size')));
  const sort = params.get(key(prefix, 'sort')) ?? undefined;
  const dirRaw = params.get(key(prefix, 'dir'));
  const dir: SortDir | undefined = dirRaw === 'asc' || dirRaw === 'desc' ? dirRaw : undefined;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_TABLE_STATE.page,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_TABLE_STATE.size,
    sort: sort && dir ? sort : undefined,
    dir: sort && dir ? dir : undefined,
    q: (params.get(key(prefix, 'q')) ?? '').slice(0, 200),
  };
}

/** Writes the table state into a copy of `params`, leaving defaults out so URLs stay short. */
export function writeTableState(params: URLSearchParams, state: TableState, prefix = ''): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (k: keyof typeof KEYS, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(key(prefix, k));
    else next.set(key(prefix, k), value);
  };
  set('page', state.page === DEFAULT_TABLE_STATE.page ? undefined : String(state.page));
  set('size', state.size === DEFAULT_TABLE_STATE.size ? undefined : String(state.size));
  set('sort', state.sort && state.dir ? state.sort : undefined);
  set('dir', state.sort && state.dir ? state.dir : undefined);
  set('q', state.q.trim());
  return next;
}

/**
 * Builds the DataTables server-side query (spec 3 "Datatable query") for a table state.
 * Without a chosen sort the order is left out, so the server applies the spec default (column 0 desc).
 */
export function buildDatatableQuery(columns: DataColumnSpec[], state: TableState): DatatableQuery {
  const q = state.q.trim();
  const query: DatatableQuery = {
    columns: columns.map((c) => ({ data: c.data, searchable: c.searchable ?? true, search: { value: '' } })),
    start: (state.page - 1) * state.size,
    length: state.size,
    search: { value: q },
    cpage: state.page,
  };
  const sortIndex = state.sort ? columns.findIndex((c) => c.data === state.sort) : -1;
  if (sortIndex >= 0 && state.dir) query.order = [{ column: sortIndex, dir: state.dir }];
  return query;
}

/** The antd sort order a column shows for the table state (null: sortable, not sorted by it). */
export function antSortOrder(state: TableState, field: unknown): 'ascend' | 'descend' | null {
  return state.sort === field ? (state.dir === 'asc' ? 'ascend' : 'descend') : null;
}

/**
 * The onChange of a server-side antd table: the clicked sort (by the column's field, else its
 * key) and page size; a new sort or page size starts again at page 1.
 */
export function tableChangeHandler<T>(
  state: TableState,
  setState: (next: TableState) => void,
): NonNullable<TableProps<T>['onChange']> {
  return (pagination, _filters, sorter, extra) => {
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const field =
      typeof s?.field === 'string' ? s.field : typeof s?.columnKey === 'string' ? s.columnKey : undefined;
    const order = s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : undefined;
    const size = pagination.pageSize ?? state.size;
    setState({
      ...state,
      page: extra.action === 'paginate' && size === state.size ? (pagination.current ?? 1) : 1,
      size,
      sort: order ? field : undefined,
      dir: order && field ? order : undefined,
    });
  };
}
