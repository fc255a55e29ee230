import { describe, expect, it } from 'vitest';
import { catalogueTranslator as translator } from '../../lib/catalogue-translator';
import { groupLabel } from './group-label';

describe('group labels', () => {
  it("genders and age bands in the reader's language; education codes as they are", () => {
    const id = translator('id');
    const values = ['female', 'male', 'other', 'under 25', '25-34', '55 and over', 'S1', 'unknown value'];
    expect(values.map((v) => groupLabel(v, id))).toEqual([
      'Perempuan',
      'Laki-laki',
      'Lainnya',
      'Di bawah 25',
      '25–34',
      '55 ke atas',
      'S1',
      'unknown value',
    ]);
    const en = translator('en');
    expect(values.map((v) => groupLabel(v, en)).slice(0, 6)).toEqual([
      'Female',
      'Male',
      'Other',
      'Under 25',
      '25–34',
      '55 and over',
    ]);
  });
});
