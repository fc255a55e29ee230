/**
 * Fisher's exact test of a 2×2 table, two-sided, as R's fisher.test computes it: the sum of the
 * hypergeometric probabilities of every table with the observed margins that is no more likely
 * than the observed one (with R's relative tolerance of 1e-7, so ties in floating point count).
 */
import { logGamma } from '../distributions';

const logFactorial = (n: number) => logGamma(n + 1);
const logChoose = (n: number, k: number) => logFactorial(n) - logFactorial(k) - logFactorial(n - k);

/**
 * Two-sided p of the table
 *   a b
 *   c d
 * (rows: two groups; columns: selected, not selected). Counts must be whole and not negative.
 */
export function fisherExactP(a: number, b: number, c: number, d: number): number {
  for (const x of [a, b, c, d])
    if (!(Number.isInteger(x) && x >= 0)) throw new RangeError('cell counts must be whole numbers ≥ 0');
  const row1 = a + b;
  const col1 = a + c;
  const n = a + b + c + d;
  if (n === 0) return 1;
  // P(top-left cell = k) with all margins fixed: the hypergeometric law.
  const logDenominator = logChoose(n, col1);
  const logP = (k: number) => logChoose(row1, k) + logChoose(n - row1, col1 - k) - logDenominator;
  const observed = logP(a);
  let p = 0;
  for (let k = Math.max(0, col1 - (n - row1)); k <= Math.min(row1, col1); k++) {
    const lp = logP(k);
    if (lp <= observed + Math.log1p(1e-7)) p += Math.exp(lp);
  }
  return Math.min(1, p);
}
