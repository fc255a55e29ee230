/** Seeded random sources of adaptive tests: per-step generators, replayed draws, simulated answers. */

import { ScoringError } from '../errors';
import { categoryProbability, type IrtItem } from '../irt/models';
import { createRng, type Rng } from '../random';

/** Finaliser of MurmurHash3: a well-mixed 32-bit value from a 32-bit input. */
function mix32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** 32-bit FNV-1a of a string's UTF-16 code units. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The generator of one step of a session: seeded from a hash of (session seed, step), so each decision's
 * draws can be recomputed from the stored seed and the number of items already administered, whatever
 * happened (restarts, retries) before. A string seed (e.g. a session id) is hashed first.
 */
export function catStepRng(sessionSeed: number | string, step: number): Rng {
  if (!(Number.isInteger(step) && step >= 0))
    throw new ScoringError('INVALID_ARGUMENT', `step must be a non-negative integer, got ${step}`);
  if (typeof sessionSeed === 'number' && !Number.isFinite(sessionSeed))
    throw new ScoringError('INVALID_ARGUMENT', 'the session seed must be finite');
  const base = typeof sessionSeed === 'string' ? hashString(sessionSeed) : sessionSeed >>> 0;
  return createRng(mix32(base ^ mix32(Math.imul(step + 1, 0x9e3779b9))));
}

/**
 * A generator that returns stored uniform draws in order (e.g. `CatDecision.draws` or
 * `CatRecord.draws[step]`), to replay a decision without its seed.
 * @throws ScoringError `INSUFFICIENT_DATA` when asked for more draws than were stored.
 */
export function rngFromDraws(draws: readonly number[]): Rng {
  let position = 0;
  const next = (): number => {
    if (position >= draws.length)
      throw new ScoringError('INSUFFICIENT_DATA', `only ${draws.length} stored draws to replay`);
    return draws[position++];
  };
  return {
    next,
    normal(): number {
      let u1 = next();
      while (u1 === 0) u1 = next();
      return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * next());
    },
    int(n: number): number {
      return Math.floor(next() * n);
    },
  };
}

/** Draws a category from an item's model at θ with a seeded generator. */
export function simulateResponse(item: IrtItem, theta: number, rng: Rng): number {
  const u = rng.next();
  let cumulative = 0;
  for (let c = 0; c < item.categories - 1; c++) {
    cumulative += categoryProbability(item, theta, c);
    if (u < cumulative) return c;
  }
  return item.categories - 1;
}
