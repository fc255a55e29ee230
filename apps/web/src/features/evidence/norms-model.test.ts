import { describe, expect, it } from 'vitest';
import { rawRange, savableCodes, savedVersions, toggleCode } from './norms-model';

const plain = (n: number) => String(n);

describe('rawRange', () => {
  it('shows one raw score alone and a range with a dash', () => {
    expect(rawRange({ raw_min: 4, raw_max: 4 }, plain)).toBe('4');
    expect(rawRange({ raw_min: 4, raw_max: 7 }, plain)).toBe('4–7');
  });
});

describe('savableCodes', () => {
  it('offers only dimensions with a proposed norm', () => {
    const proposal = { norm_version: '2' } as never;
    expect(
      savableCodes({
        dimensions: [
          { dimension_code: 'A', proposed: proposal },
          { dimension_code: 'B', proposed: null },
          { dimension_code: 'C', proposed: proposal },
        ] as never,
      }),
    ).toEqual(['A', 'C']);
  });
});

describe('toggleCode', () => {
  it('adds a code once and removes it', () => {
    expect(toggleCode(['A'], 'B', true)).toEqual(['A', 'B']);
    expect(toggleCode(['A', 'B'], 'B', true)).toEqual(['A', 'B']);
    expect(toggleCode(['A', 'B'], 'A', false)).toEqual(['B']);
  });
});

describe('savedVersions', () => {
  it('names each saved dimension with its new norm version', () => {
    const row = { norm_group: 'general', previous_norm_version: null, n: 40, norm_date: '2026-11-27' };
    expect(
      savedVersions([
        { ...row, dimension_code: 'A', norm_version: '2026.2' },
        { ...row, dimension_code: 'B', norm_version: '1' },
      ]),
    ).toBe('A 2026.2, B 1');
  });
});
