/**
 * The standard normal distribution: density, cumulative distribution and its inverse,
 * at full double precision (they feed percentiles, normalised z-scores and probit models).
 */

const SQRT_2PI = Math.sqrt(2 * Math.PI);

/** Standard normal density φ(x) = exp(−x²/2) / √(2π). */
export function normalPdf(x: number): number {
  return Math.exp(-0.5 * x * x) / SQRT_2PI;
}

/**
 * Standard normal CDF Φ(x), computed as ½·erfc(−x/√2) with W. J. Cody's rational
 * Chebyshev approximations for erfc (Cody 1969, Math. Comp. 23:631–637), relative error < 1e-15.
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  // The open ends of a scale's first and last intervals ask for Φ(±∞).
  if (x === Number.POSITIVE_INFINITY) return 1;
  if (x === Number.NEGATIVE_INFINITY) return 0;
  return 0.5 * erfc(-x / Math.SQRT2);
}

/** Complementary error function erfc(x) (Cody 1969). */
export function erfc(x: number): number {
  const ax = Math.abs(x);
  let result: number;
  if (ax < 0.5) {
    // erf via a rational function of x²
    const t = x * x;
    const top =
      (((0.18577770618460315 * t + 3.1611237438705655) * t + 113.86415415105016) * t + 377.485237685302) * t +
      3209.3775891384694;
    const bottom =
      (((t + 23.601290952344122) * t + 244.02463793444417) * t + 1282.6165260773723) * t + 2844.236833439171;
    return 1 - (x * top) / bottom;
  }
  if (ax < 4) {
    const top =
      (((((((2.1531153547440383e-8 * ax + 0.5641884969886701) * ax + 8.883149794388377) * ax +
        66.11919063714163) *
        ax +
        298.6351381974001) *
        ax +
        881.952221241769) *
        ax +
        1712.0476126340707) *
        ax +
        2051.0783778260716) *
        ax +
      1230.3393547979972;
    const bottom =
      (((((((ax + 15.744926110709835) * ax + 117.6939508913125) * ax + 537.1811018620099) * ax +
        1621.3895745666903) *
        ax +
        3290.7992357334597) *
        ax +
        4362.619090143247) *
        ax +
        3439.3676741437216) *
        ax +
      1230.3393548037495;
    result = expTimesSquare(ax) * (top / bottom);
  } else {
    const z = 1 / (ax * ax);
    const top =
      ((((0.016315387137302097 * z + 0.30532663496123236) * z + 0.36034489994980445) * z +
        0.12578172611122926) *
        z +
        0.016083785148742275) *
        z +
      0.0006587491615298378;
    const bottom =
      ((((z + 2.568520192289822) * z + 1.8729528499234673) * z + 0.5279051029514285) * z +
        0.06051834131244132) *
        z +
      0.0023352049762686918;
    const r = (z * top) / bottom;
    result = (expTimesSquare(ax) * (1 / Math.sqrt(Math.PI) - r)) / ax;
  }
  return x < 0 ? 2 - result : result;
}

/** exp(−x²) computed in two parts to avoid cancellation for large x (as in Cody's CALERF). */
function expTimesSquare(x: number): number {
  const xsq = Math.trunc(x * 16) / 16;
  const del = (x - xsq) * (x + xsq);
  return Math.exp(-xsq * xsq) * Math.exp(-del);
}

/**
 * Inverse standard normal CDF Φ⁻¹(p), Wichura's algorithm AS 241 (PPND16),
 * Applied Statistics 37:477–484 (1988), accurate to about 1e-16.
 * Returns −∞ for p = 0 and +∞ for p = 1.
 */
export function normalQuantile(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return Number.NaN;
  if (p === 0) return Number.NEGATIVE_INFINITY;
  if (p === 1) return Number.POSITIVE_INFINITY;
  const q = p - 0.5;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    return (
      (q *
        (((((((r * 2509.0809287301227 + 33430.57558358813) * r + 67265.7709270087) * r + 45921.95393154987) *
          r +
          13731.69376550946) *
          r +
          1971.5909503065513) *
          r +
          133.14166789178438) *
          r +
          3.3871328727963665)) /
      (((((((r * 5226.495278852546 + 28729.085735721943) * r + 39307.89580009271) * r + 21213.794301586597) *
        r +
        5394.196021424751) *
        r +
        687.1870074920579) *
        r +
        42.31333070160091) *
        r +
        1)
    );
  }
  let r = q < 0 ? p : 1 - p;
  r = Math.sqrt(-Math.log(r));
  let value: number;
  if (r <= 5) {
    r -= 1.6;
    value =
      (((((((r * 0.0007745450142783414 + 0.022723844989269184) * r + 0.2417807251774506) * r +
        1.2704582524523684) *
        r +
        3.6478483247632045) *
        r +
        5.769497221460691) *
        r +
        4.630337846156546) *
        r +
        1.4234371107496835) /
      (((((((r * 1.0507500716444169e-9 + 0.0005475938084995345) * r + 0.015198666563616457) * r +
        0.14810397642748008) *
        r +
        0.6897673349851) *
        r +
        1.6763848301838038) *
        r +
        2.053191626637759) *
        r +
        1);
  } else {
    r -= 5;
    value =
      (((((((r * 2.0103343992922881e-7 + 2.7115555687434876e-5) * r + 0.0012426609473880784) * r +
        0.026532189526576124) *
        r +
        0.29656057182850487) *
        r +
        1.7848265399172913) *
        r +
        5.463784911164114) *
        r +
        6.657904643501103) /
      (((((((r * 2.0442631033899397e-15 + 1.421511758316446e-7) * r + 1.8463183175100548e-5) * r +
        0.0007868691311456133) *
        r +
        0.014875361290850615) *
        r +
        0.1369298809227358) *
        r +
        0.599832206555888) *
        r +
        1);
  }
  return q < 0 ? -value : value;
}
