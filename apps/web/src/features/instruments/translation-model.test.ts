import { describe, expect, it } from 'vitest';
import { catalogueTranslator } from '../../lib/catalogue-translator';
import { changedTexts, describeTextKey, isRichTextKey } from './translation-model';

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

  it('edits the test name and section titles as plain text, the other texts as rich text', () => {
    expect(isRichTextKey('name')).toBe(false);
    expect(isRichTextKey('section.s_1.title')).toBe(false);
    expect(isRichTextKey('instructions')).toBe(true);
    expect(isRichTextKey('item.i_ab.stem')).toBe(true);
  });

  it('names text keys for people, in their language', () => {
    const en = catalogueTranslator('en');
    expect(describeTextKey('name', en)).toBe('Test name');
    expect(describeTextKey('instructions', en)).toBe('Instructions');
    expect(describeTextKey('section.s_1.title', en)).toBe('Section s_1 · title');
    expect(describeTextKey('item.i_ab.stem', en)).toBe('Item i_ab · question');
    expect(describeTextKey('item.i_ab.option.B', en)).toBe('Item i_ab · option B');
    expect(describeTextKey('item.i_ab.statement.2', en)).toBe('Item i_ab · statement 2');
    const id = catalogueTranslator('id');
    expect(describeTextKey('name', id)).toBe('Nama tes');
    expect(describeTextKey('instructions', id)).toBe('Instruksi');
    expect(describeTextKey('item.i_ab.option.B', id)).toBe('Butir i_ab · opsi B');
    expect(describeTextKey('other.key', id)).toBe('other.key');
  });
});
