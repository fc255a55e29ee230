/**
 * Competences: weighted composites of standardised dimension scores, re-standardised so the
 * composite is again a z-score.
 */
import { ScoringError } from './errors';
import { identity, type Matrix, quadraticForm } from './linalg';
import { type StandardScores, standardScores } from './norms';

/** A component of a composite: a dimension (or group dimension) id and its weight. */
export interface WeightedRef {
  id: string;
  weight?: number;
}

/** The composite of z-scores and how it was formed. */
export interface CompositeScore extends StandardScores {
  /** √(wᵀRw), the SD of the unscaled weighted sum. */
  denominator: number;
  /** Composite reliability (Mosier 1943), null when a component's reliability is unknown. */
  reliability: number | null;
  /** Standard error of the composite on the z scale, √(1 − reliability); null when unknown. */
  se: number | null;
}

/**
 * Weighted composite of z-scores re-standardised to unit variance:
 * z_C = Σ_j w_j z_j / √(wᵀ R w), R the correlation matrix of the components (identity when omitted).
 * With component reliabilities ρ_j, the composite's error variance in z units is
 * Σ_j w_j² (1 − ρ_j) / (wᵀ R w) (Mosier 1943, uncorrelated errors), so reliability = 1 − that and
 * SE = √(1 − reliability).
 * @throws ScoringError `SINGULAR_MATRIX` when wᵀRw ≤ 0 (R not positive definite for these weights),
 * `INVALID_ARGUMENT` for mismatched lengths or non-finite input.
 */
export function compositeScore(
  zs: readonly number[],
  weights: readonly number[],
  correlations?: Matrix,
  reliabilities?: ReadonlyArray<number | null | undefined>,
): CompositeScore {
  const n = zs.length;
  if (n === 0 || weights.length !== n)
    throw new ScoringError('INVALID_ARGUMENT', 'a composite needs one weight per component');
  const r = correlations ?? identity(n);
  if (r.length !== n) throw new ScoringError('INVALID_ARGUMENT', `correlation matrix must be ${n}×${n}`);
  for (let j = 0; j < n; j++)
    if (!Number.isFinite(weights[j]))
      throw new ScoringError('INVALID_ARGUMENT', 'composite inputs must be finite');
  const variance = quadraticForm(r, weights);
  if (!(variance > 1e-12)) {
    throw new ScoringError(
      'SINGULAR_MATRIX',
      'wᵀRw is not positive: the correlation matrix is singular for these weights',
    );
  }
  return compositeOfChecked(zs, weights, variance, reliabilities);
}

/**
 * The composite once wᵀRw is known and positive (a compiled blueprint holds it per competence, so
 * scoring a person does not form it again). Checks the inputs' values, as compositeScore does.
 */
export function compositeOfChecked(
  zs: readonly number[],
  weights: readonly number[],
  variance: number,
  reliabilities?: ReadonlyArray<number | null | undefined>,
): CompositeScore {
  const n = zs.length;
  let weighted = 0;
  for (let j = 0; j < n; j++) {
    if (!Number.isFinite(zs[j]) || !Number.isFinite(weights[j]))
      throw new ScoringError('INVALID_ARGUMENT', 'composite inputs must be finite');
    weighted += weights[j] * zs[j];
  }
  const denominator = Math.sqrt(variance);
  let reliability: number | null = null;
  let known = reliabilities !== undefined && reliabilities.length === n;
  for (let j = 0; known && j < n; j++) known = typeof reliabilities?.[j] === 'number';
  if (known) {
    let errorVariance = 0;
    for (let j = 0; j < n; j++) {
      const rho = reliabilities?.[j] as number;
      if (!(rho >= 0 && rho <= 1))
        throw new ScoringError('INVALID_ARGUMENT', `reliability must be in [0, 1], got ${rho}`);
      errorVariance += weights[j] * weights[j] * (1 - rho);
    }
    reliability = Math.max(0, 1 - errorVariance / variance);
  }
  const z = weighted / denominator;
  return {
    ...standardScores(z),
    denominator,
    reliability,
    se: reliability === null ? null : Math.sqrt(1 - reliability),
  };
}
