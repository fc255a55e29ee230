import { describe, expect, it } from 'vitest';
import {
  applyTableChange,
  type BankTableState,
  bankListRequest,
  bankStateFromParams,
  bankStateToParams,
  formatExposure,
  formatParam,
  formatThresholds,
  INITIAL_BANK_STATE,
  sortOrderOf,
} from './item-bank-view-model';

const onPage3: BankTableState = { ...INITIAL_BANK_STATE, page: 3 };
const noChange = { pagination: { current: 3, pageSize: 50 }, filters: {}, sorter: {} };

describe('the bank table state', () => {
  it('asks the server for the page, sort and filters it shows', () => {
    expect(bankListRequest(7, INITIAL_BANK_STATE)).toEqual({
      id: 7,
      page: 1,
      page_size: 50,
      sort: 'position',
      dir: 'asc',
      search: '',
    });
    expect(
      bankListRequest(7, {
        ...INITIAL_BANK_STATE,
        search: '  verb ',
        sectionId: 's_1',
        indicator: 'N.1',
        type: 'likert',
        model: 'GRM',
      }),
    ).toMatchObject({ search: 'verb', section_id: 's_1', indicator: 'N.1', type: 'likert', model: 'GRM' });
  });

  it('keeps the page when only the page changes', () => {
    expect(applyTableChange(onPage3, { ...noChange, pagination: { current: 4, pageSize: 50 } }).page).toBe(4);
    expect(applyTableChange(onPage3, noChange).page).toBe(3);
  });

  it('starts from page 1 on a new sort, filter or page size', () => {
    const sorted = applyTableChange(onPage3, { ...noChange, sorter: { columnKey: 'b', order: 'descend' } });
    expect(sorted).toMatchObject({ sort: 'b', dir: 'desc', page: 1 });
    const filtered = applyTableChange(onPage3, { ...noChange, filters: { type: ['single'] } });
    expect(filtered).toMatchObject({ type: 'single', page: 1 });
    expect(applyTableChange(onPage3, { ...noChange, pagination: { current: 3, pageSize: 100 } }).page).toBe(
      1,
    );
  });

  it('goes back to content order when a sorter is cleared, and ignores unknown keys and values', () => {
    const sorted = { ...onPage3, sort: 'a' as const, dir: 'desc' as const };
    expect(applyTableChange(sorted, { ...noChange, sorter: { columnKey: 'a', order: null } })).toMatchObject({
      sort: 'position',
      dir: 'asc',
    });
    const odd = applyTableChange(onPage3, {
      ...noChange,
      sorter: { columnKey: 'stem', order: 'ascend' },
      filters: { type: ['essay'], model: ['none'] },
    });
    expect(odd).toMatchObject({ sort: 'position', type: undefined, model: 'none' });
  });

  it("gives antd each column's sort order", () => {
    const s = { ...INITIAL_BANK_STATE, sort: 'exposure' as const, dir: 'desc' as const };
    expect(sortOrderOf(s, 'exposure')).toBe('descend');
    expect(sortOrderOf(s, 'b')).toBeNull();
    expect(sortOrderOf(INITIAL_BANK_STATE, 'position')).toBe('ascend');
  });
});

describe('the bank figures', () => {
  it('shows exposure as a whole percentage and parameters with two decimals', () => {
    expect(formatExposure(null)).toBe('—');
    expect(formatExposure(0.256)).toBe('26%');
    expect(formatParam(undefined)).toBe('—');
    expect(formatParam(-0.4)).toBe('-0.40');
  });

  it('lists GRM thresholds where the item has no single b', () => {
    expect(formatThresholds({ model: 'GRM', a: 1, b: null, c: null, thresholds: [-1, 0.5] })).toBe(
      '-1.00 / 0.50',
    );
    expect(formatThresholds({ model: '2PL', a: 1, b: 0, c: null, thresholds: [] })).toBeNull();
  });
});

describe('the bank table state in the URL', () => {
  it('keeps only what differs from the initial state, and reads it back', () => {
    expect(bankStateToParams(INITIAL_BANK_STATE).toString()).toBe('');
    expect(bankStateFromParams(new URLSearchParams())).toEqual({
      ...INITIAL_BANK_STATE,
      sectionId: undefined,
      indicator: undefined,
      type: undefined,
      model: undefined,
    });
    const state: BankTableState = {
      page: 3,
      pageSize: 100,
      sort: 'exposure',
      dir: 'desc',
      search: 'kata & "cepat"',
      sectionId: 's_1',
      indicator: 'CAT-NUM',
      type: 'single',
      model: '3PL',
    };
    const query = bankStateToParams(state).toString();
    expect(query).toBe(
      'q=kata+%26+%22cepat%22&section=s_1&indicator=CAT-NUM&type=single&model=3PL&sort=exposure&dir=desc&size=100&page=3',
    );
    expect(bankStateFromParams(new URLSearchParams(query))).toEqual(state);
  });

  it('falls back to the initial state for values a hand-edited link gets wrong', () => {
    const read = bankStateFromParams(
      new URLSearchParams('page=-2&size=7&sort=stem&dir=up&type=essay-ish&model=4PL&section='),
    );
    expect(read).toMatchObject({ page: 1, pageSize: 50, sort: 'position', dir: 'asc' });
    expect(read.type).toBeUndefined();
    expect(read.model).toBeUndefined();
    expect(read.sectionId).toBeUndefined();
    expect(bankStateFromParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });
});
