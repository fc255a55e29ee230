import { describe, expect, it } from 'vitest';
import { FLEX_MIN_WIDTH, fitColumns, fitScrollX, SELECTION_WIDTH, visibleColumns } from './table-fit';

type Row = { name: string; city: string };

const columns = [
  { key: 'name', dataIndex: 'name', title: 'Name', alwaysShown: true, ellipsis: true },
  { key: 'city', dataIndex: 'city', title: 'City', width: 120, defaultHidden: true },
  { key: 'email', dataIndex: 'email', title: 'Email', width: 200 },
  { key: 'actions', title: 'Actions', width: 90 },
];

describe('visibleColumns (the Columns chooser)', () => {
  it('shows each column by its default until the user chose', () => {
    expect(visibleColumns(columns, {}).map((c) => c.key)).toEqual(['name', 'email', 'actions']);
  });
  it('follows the user’s ticks, but never hides the name or the actions', () => {
    const choices = { city: true, email: false, name: false, actions: false };
    expect(visibleColumns(columns, choices).map((c) => c.key)).toEqual(['name', 'city', 'actions']);
  });
});

describe('fitScrollX', () => {
  it('adds the set widths, a minimum for each flexible column and the selection column', () => {
    expect(fitScrollX(columns)).toBe(FLEX_MIN_WIDTH + 120 + 200 + 90);
    expect(fitScrollX(columns, { selection: true })).toBe(FLEX_MIN_WIDTH + 120 + 200 + 90 + SELECTION_WIDTH);
  });
});

describe('fitColumns', () => {
  const fitted = fitColumns<Row, (typeof columns)[number]>(columns);
  it('pins the actions to the right edge', () => {
    expect(fitted.find((c) => c.key === 'actions')?.fixed).toBe('right');
    expect(fitted.find((c) => c.key === 'email')?.fixed).toBeUndefined();
  });
  it('cuts the cells of an ellipsis column, not its header, and drops the chooser’s options', () => {
    const name = fitted.find((c) => c.key === 'name');
    expect(name?.ellipsis).toBeUndefined();
    expect(name?.render).toBeTypeOf('function');
    expect(fitted.some((c) => 'defaultHidden' in c || 'alwaysShown' in c)).toBe(false);
  });
});
