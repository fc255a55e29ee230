/**
 * How far a simulation's exposure rates can be trusted. A rate measured on n simulees is a binomial
 * share with sampling SD √(p(1 − p)/n) (≈ 0.01 for p = 0.25 and n = 2000), and the maximum of a bank's
 * rates sits above the largest true rate by that noise alone whenever many items are near the
 * ceiling. So the achieved maximum is reported with a simultaneous interval: Wilson score intervals
 * for every item at the Bonferroni-corrected level 1 − α/m (m the bank's items), whose largest lower
 * and largest upper bound enclose the largest TRUE exposure rate with probability ≥ 1 − α.
 */
import { normalQuantile } from '../normal';

/** The largest exposure rate of a simulation and where the true largest rate lies. */
export interface ExposureMaximum {
  /** The largest observed rate. */
  estimate: number;
  /** Lower bound of the largest true rate: above the ceiling, the ceiling is exceeded beyond noise. */
  lower: number;
  /** Upper bound of the largest true rate. */
  upper: number;
  /** Confidence of the pair of bounds taken together (default 0.95). */
  level: number;
  /** Simulees the rates were measured on. */
  candidates: number;
}

/** Wilson score interval of a binomial share p̂ = x/n at normal quantile z. */
export function wilsonInterval(share: number, n: number, z: number): [number, number] {
  const z2 = z * z;
  const centre = (share + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((share * (1 - share)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * The largest exposure rate of `rates` (each measured on `candidates` simulees) with the simultaneous
 * interval of the largest true rate at `level`.
 */
export function exposureMaximum(
  rates: Readonly<Record<string, number>>,
  candidates: number,
  level = 0.95,
): ExposureMaximum {
  const values = Object.values(rates);
  const m = Math.max(1, values.length);
  // Two-sided at α/m for each item, so all m intervals hold together with probability ≥ 1 − α.
  const z = normalQuantile(1 - (1 - level) / (2 * m));
  let estimate = 0;
  let lower = 0;
  let upper = 0;
  for (const rate of values) {
    const [lo, hi] = wilsonInterval(rate, candidates, z);
    estimate = Math.max(estimate, rate);
    lower = Math.max(lower, lo);
    upper = Math.max(upper, hi);
  }
  return { estimate, lower, upper, level, candidates };
}
