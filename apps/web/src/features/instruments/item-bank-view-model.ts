import {
  ITEM_BANK_DEFAULT_PAGE_SIZE,
  ITEM_BANK_MODELS,
  ITEM_BANK_SORTS,
  ITEM_TYPES,
  type ItemBankListRequest,
  type ItemBankModel,
  type ItemBankRow,
  type ItemBankSort,
  type ItemType,
} from '@asesa/contracts';

/** What the bank table shows; every change of the table's pagination, sorters or filters lands here. */
export interface BankTableState {
  page: number;
  pageSize: number;
  sort: ItemBankSort;
  dir: 'asc' | 'desc';
  search: string;
  sectionId?: string;
  indicator?: string;
  type?: ItemType;
  model?: ItemBankModel;
}

export const INITIAL_BANK_STATE: BankTableState = {
  page: 1,
  pageSize: ITEM_BANK_DEFAULT_PAGE_SIZE,
  sort: 'position',
  dir: 'asc',
  search: '',
};

/** The page sizes the bank offers (the server takes at most 100). */
export const BANK_PAGE_SIZES = [20, 50, 100] as const;

export function bankListRequest(id: number, s: BankTableState): ItemBankListRequest {
  return {
    id,
    page: s.page,
    page_size: s.pageSize,
    sort: s.sort,
    dir: s.dir,
    search: s.search.trim(),
    ...(s.sectionId ? { section_id: s.sectionId } : {}),
    ...(s.indicator ? { indicator: s.indicator } : {}),
    ...(s.type ? { type: s.type } : {}),
    ...(s.model ? { model: s.model } : {}),
  };
}

const first = (values: readonly unknown[] | null | undefined) =>
  values?.length ? String(values[0]) : undefined;
const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : undefined;
const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

/**
 * The table state a bank URL's query holds (a reload, a shared link or Back from an item keeps
 * the page, sort and filters); what is missing or not valid falls back to the initial state.
 */
export function bankStateFromParams(params: URLSearchParams): BankTableState {
  const size = positiveInt(params.get('size'));
  const sort = oneOf(ITEM_BANK_SORTS, params.get('sort') ?? undefined) ?? INITIAL_BANK_STATE.sort;
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize:
      size && (BANK_PAGE_SIZES as readonly number[]).includes(size) ? size : INITIAL_BANK_STATE.pageSize,
    sort,
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    search: params.get('q') ?? '',
    sectionId: params.get('section') || undefined,
    indicator: params.get('indicator') || undefined,
    type: oneOf(ITEM_TYPES, params.get('type') ?? undefined),
    model: oneOf(ITEM_BANK_MODELS, params.get('model') ?? undefined),
  };
}

/** The query of a table state, leaving out what is the initial state (short, readable links). */
export function bankStateToParams(s: BankTableState): URLSearchParams {
  const entries: [string, string | undefined][] = [
    ['q', s.search || undefined],
    ['section', s.sectionId],
    ['indicator', s.indicator],
    ['type', s.type],
    ['model', s.model],
    ['sort', s.sort !== INITIAL_BANK_STATE.sort ? s.sort : undefined],
    ['dir', s.dir !== 'asc' ? s.dir : undefined],
    ['size', s.pageSize !== INITIAL_BANK_STATE.pageSize ? String(s.pageSize) : undefined],
    ['page', s.page !== 1 ? String(s.page) : undefined],
  ];
  return new URLSearchParams(entries.filter((e): e is [string, string] => e[1] !== undefined));
}

/** The parts of antd's Table onChange arguments the bank reads. */
export interface TableChange {
  pagination: { current?: number; pageSize?: number };
  filters: Record<string, readonly unknown[] | null | undefined>;
  sorter: { columnKey?: unknown; order?: 'ascend' | 'descend' | null } | readonly unknown[];
}

/**
 * The next state after a table change: a new filter or sort starts again from page 1, a column's
 * sorter cleared goes back to content order. Unknown column keys and values are ignored.
 */
export function applyTableChange(prev: BankTableState, change: TableChange): BankTableState {
  const sorter = Array.isArray(change.sorter) ? change.sorter[0] : change.sorter;
  const order = (sorter as { order?: 'ascend' | 'descend' | null } | undefined)?.order;
  const key = oneOf(ITEM_BANK_SORTS, String((sorter as { columnKey?: unknown } | undefined)?.columnKey));
  const sort = order && key ? key : 'position';
  const dir = order === 'descend' ? 'desc' : 'asc';
  const next: BankTableState = {
    ...prev,
    sort,
    dir,
    indicator: first(change.filters.indicator),
    type: oneOf(ITEM_TYPES, first(change.filters.type)),
    model: oneOf(ITEM_BANK_MODELS, first(change.filters.model)),
    pageSize: change.pagination.pageSize ?? prev.pageSize,
    page: change.pagination.current ?? prev.page,
  };
  const refiltered =
    next.sort !== prev.sort ||
    next.dir !== prev.dir ||
    next.indicator !== prev.indicator ||
    next.type !== prev.type ||
    next.model !== prev.model ||
    next.pageSize !== prev.pageSize;
  return refiltered ? { ...next, page: 1 } : next;
}

/** antd's sort order of a column in this state (content order shows as position ascending). */
export function sortOrderOf(s: BankTableState, key: ItemBankSort): 'ascend' | 'descend' | null {
  return s.sort === key ? (s.dir === 'desc' ? 'descend' : 'ascend') : null;
}

/** A share as a whole percentage ("12%"), or an em dash when there is no figure. */
export function formatExposure(exposure: number | null): string {
  return exposure === null ? '—' : `${Math.round(exposure * 100)}%`;
}

/** An IRT parameter with two decimals, or an em dash when the item has none. */
export function formatParam(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toFixed(2);
}

/** A GRM item's thresholds as "b₁…bₖ" values, for the b column where a GRM item has no single b. */
export function formatThresholds(irt: ItemBankRow['irt']): string | null {
  if (!irt || irt.model !== 'GRM' || irt.thresholds.length === 0) return null;
  return irt.thresholds.map((b) => b.toFixed(2)).join(' / ');
}
