import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './neutralise-cell';

describe('neutraliseCell', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+62 812', "'+62 812"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
  ])('prefixes %j with an apostrophe', (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });

  it('leaves ordinary text, empty text, numbers and nulls alone', () => {
    expect(neutraliseCell('Ana Putri')).toBe('Ana Putri');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell('')).toBe('');
    expect(neutraliseCell(-3)).toBe(-3);
    expect(neutraliseCell(null)).toBe(null);
  });
});
