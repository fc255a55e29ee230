import { describe, expect, it } from 'vitest';
import { changedTexts, describeTextKey } from './translation-model';

describe('translation model', () => {
  it('sends only the texts that changed (an emptied text removes the translation)', () => {
    const entries = [
      { key: 'a', base: 'A', text: 'x' },
      { key: 'b', base: 'B', text: null },
      { key: 'c', base: 'C', text: 'z' },
    ];
    expect(changedTexts(entries, { a: 'x', b: 'new', c: '' })).toEqual({ b: 'new', c: '' });
    expect(changedTexts(entries, { b: '' })).toEqual({});
  });

  it('names text keys for people', () => {
    expect(describeTextKey('instructions')).toBe('Instructions');
    expect(describeTextKey('section.s_1.title')).toBe('Section s_1 · title');
    expect(describeTextKey('item.i_ab.stem')).toBe('Item i_ab · question');
    expect(describeTextKey('item.i_ab.option.B')).toBe('Item i_ab · option B');
  });
});
