import type { Rng } from '@asesa/scoring';

/** The adaptive reasoning test's content areas: each is an indicator of the dimension below. */
export const DEMO_ADAPTIVE_INDICATORS = {
  numerical: { code: 'CAT-NUM', name: 'Numerical reasoning' },
  verbal: { code: 'CAT-VERB', name: 'Verbal reasoning' },
  logical: { code: 'CAT-LOGIC', name: 'Abstract reasoning' },
} as const;
export type DemoAdaptiveArea = keyof typeof DEMO_ADAPTIVE_INDICATORS;

/** A rule that generates a number series, kept so the key can be checked by recomputing it. */
export type NumberSeriesRule =
  | { type: 'arithmetic'; first: number; step: number }
  | { type: 'geometric'; first: number; ratio: number }
  | { type: 'alternating'; first: number; steps: [number, number] }
  | { type: 'growing'; first: number; step: number; increment: number }
  | { type: 'fibonacci'; first: number; second: number }
  | { type: 'double-plus'; first: number; add: number };

/** A rule that generates a letter series (positions 0–25 of A–Z). */
export type LetterSeriesRule =
  | { type: 'constant'; first: number; step: number }
  | { type: 'alternating'; first: number; steps: [number, number] }
  | { type: 'growing'; first: number; step: number }
  | { type: 'interleaved'; first: number; second: number; steps: [number, number] };

/** What the answer of a computable item is made of: the key must equal what this gives. */
export type DemoAdaptiveSolution =
  | { kind: 'number-series'; rule: NumberSeriesRule; shown: number }
  | { kind: 'percent-of'; percent: number; base: number }
  | { kind: 'discount'; price: number; percent: number }
  | { kind: 'percent-change'; from: number; to: number }
  | { kind: 'workers'; workers: number; days: number; newWorkers: number }
  | { kind: 'letter-series'; rule: LetterSeriesRule; shown: number }
  | { kind: 'letter-code'; example: string; shift: number; word: string };

/**
 * One generated item before it is shuffled and calibrated: its texts in Indonesian (the base
 * language) and English, the correct answer first among the options, and how hard its generator
 * made it (0 easiest, 1 hardest), which sets its IRT difficulty.
 */
export interface DemoAdaptiveDraft {
  area: DemoAdaptiveArea;
  stem: string;
  stemEn: string;
  /** The correct option first, then three distractors; Indonesian. */
  options: [string, string, string, string];
  optionsEn: [string, string, string, string];
  difficulty: number;
  solution: DemoAdaptiveSolution | null;
}

/** A uniform integer in [min, max]. */
export const between = (rng: Rng, min: number, max: number) => min + rng.int(max - min + 1);

/**
 * Three distractors from the candidates in order of plausibility: distinct, not the answer and
 * accepted by `valid`; `fallback(k)` fills up when the candidates run out.
 */
export function distractors<T>(
  answer: T,
  candidates: readonly T[],
  valid: (x: T) => boolean,
  fallback: (k: number) => T,
): [T, T, T] {
  const chosen: T[] = [];
  const take = (x: T) => {
    if (chosen.length < 3 && x !== answer && !chosen.includes(x) && valid(x)) chosen.push(x);
  };
  for (const c of candidates) take(c);
  for (let k = 1; chosen.length < 3 && k < 100; k++) take(fallback(k));
  if (chosen.length < 3) throw new Error(`no three distractors for ${String(answer)}`);
  return chosen as [T, T, T];
}
