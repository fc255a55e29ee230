import { describe, expect, it } from 'vitest';
import {
  applyTableChange,
  type BankTableState,
  bankListRequest,
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
