/** Quantities derived from a calibration's covariance: delta-method errors, Rasch difficulties. */
import { ScoringError } from '../errors';
import type { CalibrationResult, ParameterCovariance } from './calibration-types';

/**
 * Standard error of a quantity derived from a calibration's parameters, by the delta method:
 * √(gᵀ Σ g) with Σ the parameter covariance and g the quantity's gradient in the parameters
 * (ordered as `covariance.parameters`; a linear combination's weights are its gradient). Null when
 * the gradient touches a parameter without a covariance (held at a bound).
 * @throws ScoringError `INVALID_ARGUMENT` when the gradient's length does not match.
 */
export function parameterStandardError(
  covariance: ParameterCovariance,
  gradient: ArrayLike<number>,
): number | null {
  const n = covariance.parameters.length;
  if (gradient.length !== n) {
    throw new ScoringError('INVALID_ARGUMENT', `gradient has ${gradient.length} entries for ${n} parameters`);
  }
  let variance = 0;
  for (let u = 0; u < n; u++) {
    if (gradient[u] === 0) continue;
    for (let v = 0; v < n; v++) {
      if (gradient[v] === 0) continue;
      const value = covariance.matrix[u][v];
      if (value === null) return null;
      variance += gradient[u] * value * gradient[v];
    }
  }
  return Math.sqrt(Math.max(0, variance));
}

/** A Rasch item's difficulty in logits, raw and centred on the items' mean, with standard errors. */
export interface RaschDifficulty {
  id: string;
  /** δ_j = −d_j: the difficulty in the Rasch (logit) metric, P = σ(θ* − δ_j), θ* ~ N(0, a²). */
  difficulty: number;
  /** δ_j − mean(δ): the difficulty with the items' mean as origin (as CML and Winsteps report it). */
  centred: number;
  /** SE of δ_j (null without standard errors). */
  se: number | null;
  /** SE of δ_j − mean(δ), with the covariances of the difficulties (null without standard errors). */
  centredSe: number | null;
}

/**
 * The difficulties of a Rasch calibration in logits, raw and centred on their mean, with standard
 * errors from the parameter covariance (the centred ones through the gradient of δ_j − mean(δ):
 * −(1 − 1/n) on d_j and 1/n on every other intercept).
 * @throws ScoringError `INVALID_ARGUMENT` for a calibration that is not a Rasch model.
 */
export function raschDifficulties(calibration: CalibrationResult): RaschDifficulty[] {
  if (calibration.model !== 'Rasch') {
    throw new ScoringError(
      'INVALID_ARGUMENT',
      `Rasch difficulties need a Rasch calibration, not ${calibration.model}`,
    );
  }
  const items = calibration.items;
  const n = items.length;
  const difficulties = items.map((item) => -item.d[0]);
  const mean = difficulties.reduce((sum, value) => sum + value, 0) / n;
  const covariance = calibration.covariance ?? null;
  const position = new Map<string, number>();
  covariance?.parameters.forEach((parameter, j) => {
    if (parameter.item !== null && parameter.name === 'd') position.set(parameter.item, j);
  });
  return items.map((item, i) => {
    let se: number | null = null;
    let centredSe: number | null = null;
    if (covariance) {
      const own = new Float64Array(covariance.parameters.length);
      const centred = new Float64Array(covariance.parameters.length);
      items.forEach((other, j) => {
        const at = position.get(other.id) as number;
        centred[at] = (j === i ? -1 : 0) + 1 / n;
        if (j === i) own[at] = -1;
      });
      se = parameterStandardError(covariance, own);
      centredSe = parameterStandardError(covariance, centred);
    }
    return { id: item.id, difficulty: difficulties[i], centred: difficulties[i] - mean, se, centredSe };
  });
}
