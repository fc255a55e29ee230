import type { Rng } from '@asesa/scoring';

/**
 * The known generating model of the demo norming study: what a simulated panelist answers, so a
 * newcomer's analyses have something true to recover. The reasoning test follows a 2PL, the work
 * style inventory a graded response model per trait; two items of each are planted with a group
 * difference for women (differential item functioning the workbench should flag).
 */

/** 2PL of the eight reasoning items, in content order: P(right | θ) = 1 / (1 + e^(−a(θ − b))). */
export const NORMING_ABILITY_2PL: ReadonlyArray<{ a: number; b: number }> = [
  { a: 1.3, b: -1.1 }, // 15 % of 240
  { a: 1.1, b: -0.6 }, // 3, 6, 12, 24, …
  { a: 1.5, b: 0.3 }, // a rise from 80 to 100
  { a: 1.4, b: 0.7 }, // four workers, six days
  { a: 0.9, b: -1.6 }, // 7 × 8 − 6
  { a: 1.0, b: -0.2 }, // closest to "lugas"
  { a: 0.8, b: -0.5 }, // opposite of "langka"
  { a: 1.2, b: 0.9 }, // book : reading :: fork : …
];

/** Planted DIF: added to an item's difficulty (in θ units) for women; + harder, − easier. */
export const NORMING_ABILITY_DIF: Readonly<Record<number, number>> = { 3: 0.9, 5: -0.9 };

/** Where a wrong answer goes: the plausible distractor (the classic mistake) draws half of them. */
export const NORMING_PLAUSIBLE_DISTRACTOR: ReadonlyArray<string> = ['A', 'A', 'A', 'D', 'C', 'C', 'A', 'B'];

/** GRM of the twenty statements on their trait's scale (after reverse keying). */
export const NORMING_PERSONALITY_GRM: ReadonlyArray<{ a: number; shift: number }> = [
  { a: 1.6, shift: -0.3 },
  { a: 1.3, shift: 0.2 },
  { a: 1.4, shift: 0.1 },
  { a: 1.1, shift: -0.1 },
  { a: 1.7, shift: -0.4 },
  { a: 1.2, shift: 0.3 },
  { a: 1.5, shift: 0.0 },
  { a: 1.3, shift: 0.2 },
  { a: 1.4, shift: 0.4 },
  { a: 1.0, shift: -0.2 },
  { a: 1.8, shift: -0.3 },
  { a: 1.2, shift: 0.1 },
  { a: 1.5, shift: -0.5 },
  { a: 1.1, shift: 0.2 },
  { a: 1.6, shift: -0.2 },
  { a: 1.2, shift: 0.3 },
  { a: 1.4, shift: 0.1 },
  { a: 1.3, shift: 0.4 },
  { a: 1.5, shift: 0.0 },
  { a: 1.0, shift: 0.2 },
];

/** The thresholds of a statement with shift 0 (between the five agreement categories). */
const BASE_THRESHOLDS = [-2.2, -0.9, 0.3, 1.7];

/**
 * Planted DIF of the inventory: added to a statement's thresholds for women. "I speak up in
 * meetings" is harder to agree with, "I worry a lot about making mistakes" (reverse keyed, so on
 * the composure scale) lower.
 */
export const NORMING_PERSONALITY_DIF: Readonly<Record<number, number>> = { 6: 0.8, 17: 0.8 };

/** The share of a trait every panelist shares (a general factor): traits correlate about 0.3. */
const GENERAL_LOADING = Math.sqrt(0.3);

/** Five trait levels in the order of DEMO_TRAITS, correlated through a general factor. */
export function traitLevels(rng: Rng): number[] {
  const general = rng.normal();
  return Array.from(
    { length: 5 },
    () => GENERAL_LOADING * general + Math.sqrt(1 - GENERAL_LOADING ** 2) * rng.normal(),
  );
}

/** Whether a panelist of ability θ answers reasoning item j right. */
export function answersRight(rng: Rng, theta: number, j: number, female: boolean): boolean {
  const { a, b } = NORMING_ABILITY_2PL[j];
  const shift = female ? (NORMING_ABILITY_DIF[j] ?? 0) : 0;
  return rng.next() < 1 / (1 + Math.exp(-a * (theta - b - shift)));
}

/** The wrong option a panelist picks: the plausible distractor half the time, another otherwise. */
export function wrongOption(rng: Rng, j: number, key: string, options: readonly string[]): string {
  const plausible = NORMING_PLAUSIBLE_DISTRACTOR[j];
  const others = options.filter((o) => o !== key && o !== plausible);
  if (plausible !== key && (rng.next() < 0.5 || others.length === 0)) return plausible;
  return others[rng.int(others.length)];
}

/** The category (1–5, on the trait's scale) a panelist at trait level θ picks for statement j. */
export function agreementCategory(rng: Rng, theta: number, j: number, female: boolean): number {
  const { a, shift } = NORMING_PERSONALITY_GRM[j];
  const dif = female ? (NORMING_PERSONALITY_DIF[j] ?? 0) : 0;
  const u = rng.next();
  // P(X ≥ k) falls with k, so one uniform draw counts the thresholds it stays under.
  let category = 1;
  for (const threshold of BASE_THRESHOLDS)
    if (u < 1 / (1 + Math.exp(-a * (theta - threshold - shift - dif)))) category++;
  return category;
}

/** Seconds a panelist spends on reasoning item j: longer for harder items, never under 8. */
export function secondsOn(rng: Rng, j: number): number {
  return Math.max(8, Math.round(35 + 12 * NORMING_ABILITY_2PL[j].b + 10 * rng.normal()));
}
