import { describe, expect, it } from 'vitest';
import { savedCorrelations, withCorrelation, withTraits } from './trait-correlations';

describe('trait correlations in the settings form', () => {
  it('keeps the correlation of every pair that stays when traits change', () => {
    const two = withCorrelation(withTraits(null, ['EXT', 'AGR']) as never, 0, 1, 0.3);
    expect(two).toEqual({
      ids: ['EXT', 'AGR'],
      matrix: [
        [1, 0.3],
        [0.3, 1],
      ],
    });
    expect(withTraits(two, ['AGR', 'CON', 'EXT'])).toEqual({
      ids: ['AGR', 'CON', 'EXT'],
      matrix: [
        [1, 0, 0.3],
        [0, 1, 0],
        [0.3, 0, 1],
      ],
    });
    expect(withTraits(two, [])).toBeNull();
  });

  it('saves none for fewer than two traits', () => {
    expect(savedCorrelations(withTraits(null, ['EXT']))).toBeNull();
    expect(savedCorrelations(null)).toBeNull();
    expect(savedCorrelations(withTraits(null, ['EXT', 'AGR']))?.ids).toEqual(['EXT', 'AGR']);
  });
});
