import type { TraitCorrelations } from '@asesa/contracts';

/**
 * The traits of a new correlation list, keeping the correlation of every pair that stays: the matrix
 * is symmetric with a unit diagonal, and a new pair starts uncorrelated. Null when no trait is left.
 */
export function withTraits(current: TraitCorrelations | null, ids: string[]): TraitCorrelations | null {
  if (ids.length === 0) return null;
  const old = (a: string, b: string) => {
    const i = current?.ids.indexOf(a) ?? -1;
    const j = current?.ids.indexOf(b) ?? -1;
    return i >= 0 && j >= 0 ? (current?.matrix[i]?.[j] ?? 0) : 0;
  };
  return { ids, matrix: ids.map((a, i) => ids.map((b, j) => (i === j ? 1 : old(a, b)))) };
}

/** Sets the correlation of traits i and j (both triangles). */
export function withCorrelation(
  current: TraitCorrelations,
  i: number,
  j: number,
  r: number,
): TraitCorrelations {
  return {
    ...current,
    matrix: current.matrix.map((row, a) =>
      row.map((v, b) => ((a === i && b === j) || (a === j && b === i) ? r : v)),
    ),
  };
}

/** What the settings save: the correlations when they relate at least two traits, else none. */
export function savedCorrelations(value: TraitCorrelations | null | undefined): TraitCorrelations | null {
  return value && value.ids.length >= 2 ? value : null;
}
