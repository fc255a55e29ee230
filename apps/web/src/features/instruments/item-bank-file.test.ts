import { describe, expect, it } from 'vitest';
import { itemFileKind } from './item-bank-file';

describe('item file kind', () => {
  it('sends workbooks to the sheet import and zips to the QTI import', () => {
    expect(itemFileKind('bank.xlsx')).toBe('xlsx');
    expect(itemFileKind('BANK.XLSX')).toBe('xlsx');
    expect(itemFileKind('qti-package.zip')).toBe('qti');
    expect(itemFileKind('bank.xls')).toBeNull();
    expect(itemFileKind('items.csv')).toBeNull();
    expect(itemFileKind('zip')).toBeNull();
  });
});
