/**
 * Seeded pseudo-random numbers, so simulations (CAT, benchmarks, randomesque exposure control)
 * are reproducible: the same seed always gives the same sequence on every platform.
 */

/** A deterministic random source. */
export interface Rng {
  /** Uniform number in [0, 1). */
  next(): number;
  /** Standard normal deviate (Box–Muller). */
  normal(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
}

/**
 * Creates a seeded generator: xoshiro128** (Blackman & Vigna 2018) whose 128-bit state is
 * filled from the 32-bit seed by SplitMix32. Period 2^128 − 1, passes BigCrush; plenty for
 * psychometric simulation. Normal deviates use the Box–Muller transform
 * z = √(−2 ln u₁) · cos(2π u₂).
 */
export function createRng(seed: number): Rng {
  let s = seed >>> 0;
  const splitMix = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitMix();
  let b = splitMix();
  let c = splitMix();
  let d = splitMix();
  if ((a | b | c | d) === 0) a = 1; // xoshiro must not start from the all-zero state

  const nextUint32 = (): number => {
    const result = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0;
    const t = (b << 9) >>> 0;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    return result;
  };

  let spareNormal: number | null = null;
  const next = (): number => nextUint32() / 4294967296;
  return {
    next,
    normal(): number {
      if (spareNormal !== null) {
        const z = spareNormal;
        spareNormal = null;
        return z;
      }
      let u1 = next();
      while (u1 === 0) u1 = next();
      const u2 = next();
      const radius = Math.sqrt(-2 * Math.log(u1));
      spareNormal = radius * Math.sin(2 * Math.PI * u2);
      return radius * Math.cos(2 * Math.PI * u2);
    },
    int(n: number): number {
      return Math.floor(next() * n);
    },
  };
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
