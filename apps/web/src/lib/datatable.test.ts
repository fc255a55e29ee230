import { DEFAULT_PAGE_SIZE } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import { buildDatatableQuery, DEFAULT_TABLE_STATE, parseTableState, writeTableState } from './datatable';

describe('table state in the URL', () => {
  it('defaults to page 1 of 10 without sort or search (spec 9)', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(parseTableState(new URLSearchParams())).toEqual({
      page: 1,
      size: 10,
      sort: undefined,
      dir: undefined,
      q: '',
    });
  });

  it('round-trips a state and leaves defaults out of the URL', () => {
    const state = { page: 3, size: 20, sort: 'name', dir: 'asc' as const, q: 'acme' };
    const params = writeTableState(new URLSearchParams('tab=2'), state);
    expect(params.toString()).toBe('tab=2&page=3&size=20&sort=name&dir=asc&q=acme');
    expect(parseTableState(params)).toEqual(state);
    expect(writeTableState(params, DEFAULT_TABLE_STATE).toString()).toBe('tab=2');
  });

  it('ignores malformed values', () => {
    const state = parseTableState(new URLSearchParams('page=-2&size=7&sort=name&dir=up'));
    expect(state).toEqual({ page: 1, size: 10, sort: undefined, dir: undefined, q: '' });
  });

  it('supports a prefix for two tables on one page', () => {
    const params = writeTableState(new URLSearchParams(), { page: 2, size: 10, q: 'x' }, 'p');
    expect(params.toString()).toBe('p_page=2&p_q=x');
    expect(parseTableState(params, 'p').page).toBe(2);
    expect(parseTableState(params).page).toBe(1);
  });
});

describe('buildDatatableQuery', () => {
  const columns = [{ data: 'name' }, { data: 'email' }, { data: 'score', searchable: false }];

  it('pages with start and length and sends the search value', () => {
    const q = buildDatatableQuery(columns, { page: 3, size: 10, q: ' ann ' });
    expect(q.start).toBe(20);
    expect(q.length).toBe(10);
    expect(q.cpage).toBe(3);
    expect(q.search).toEqual({ value: 'ann' });
    expect(q.columns).toEqual([
      { data: 'name', searchable: true, search: { value: '' } },
      { data: 'email', searchable: true, search: { value: '' } },
      { data: 'score', searchable: false, search: { value: '' } },
    ]);
    expect(q.order).toBeUndefined();
  });

  it('orders by the index of the sorted column', () => {
    const q = buildDatatableQuery(columns, { page: 1, size: 10, q: '', sort: 'email', dir: 'asc' });
    expect(q.order).toEqual([{ column: 1, dir: 'asc' }]);
    expect(
      buildDatatableQuery(columns, { page: 1, size: 10, q: '', sort: 'nope', dir: 'asc' }).order,
    ).toBeUndefined();
  });
});
