/**
 * Job fit: how closely a person's competence profile matches a job profile of targets and weights.
 */
import { ScoringError } from './errors';
import { normalCdf, normalQuantile } from './normal';
import { percentileFromZ, stanine, sten, tScore } from './norms';
import { createRng } from './random';

/** Scales a job profile may state its targets on. */
export type JobFitScale = 'z' | 'T' | 'sten' | 'stanine' | 'percentile';

/** A target for one competence. */
export interface JobTarget {
  competence: string;
  /** Target score on the profile's scale. */
  target: number;
  /** Importance (default 1, must be ≥ 0). */
  weight?: number;
  /**
   * 'match' (default): distance in either direction lowers the match.
   * 'minimum': only falling short of the target lowers it (exceeding it is a full match).
   */
  direction?: 'match' | 'minimum';
}

/** A versioned job profile. */
export interface JobProfile {
  id: string;
  version: string;
  name?: string;
  /** Scale of the targets (default 'sten'). */
  scale?: JobFitScale;
  /** R, the weighted mean shortfall that makes the fit 0 (default one norm-group SD: z 1, T 10, sten 2, stanine 2, percentile 34). */
  range?: number;
  /** Share of plausible fits the band covers (default 0.8). */
  confidence?: number;
  targets: JobTarget[];
}

/** What job fit needs of each competence: its z-score and (for the band) its standard error in z units. */
export interface CompetenceInput {
  z: number;
  se?: number | null;
}

/** One competence's part in the fit. */
export interface JobFitContribution {
  competence: string;
  /** The person's score on the profile scale. */
  score: number;
  target: number;
  weight: number;
  direction: 'match' | 'minimum';
  /** d_j: how far the score is from the target ('minimum': only below it), on the profile scale. */
  shortfall: number;
  /** w_j / Σw: the part of the fit this competence carries (its share, 0–1). */
  share: number;
  /** m_j = max(0, 1 − d_j / R): how well this competence alone meets its target, 0–1. */
  match: number;
  /** Points of the fit this competence's shortfall costs (they add up to 100 − fit). */
  pointsLost: number;
  /** 100 · share − pointsLost: what this competence adds to the fit (the contributions add up to the fit). */
  contribution: number;
  /**
   * Probability that the true score meets a 'minimum' target given the observed score and its SE
   * (Φ((z − z_t) / SE), z_t the lowest z that reaches the target); null without an SE or for 'match'.
   */
  probabilityMet: number | null;
}

/** Result of {@link jobFit}. */
export interface JobFitResult {
  profileId: string;
  profileVersion: string;
  scale: JobFitScale;
  /** R: the weighted mean shortfall, on the profile scale, at which the fit reaches 0. */
  range: number;
  /** Percentage fit, 0–100. */
  fit: number;
  /** S = Σ w_j d_j / Σ w_j, the weighted mean shortfall the fit is a function of. */
  meanShortfall: number;
  /** The formula, with the range filled in. */
  formula: string;
  contributions: JobFitContribution[];
  /**
   * The central `level` share of fits over plausible true profiles (each competence's true z drawn
   * from N(z, SE²), a fixed seed so the band is reproducible), widened to include the observed fit;
   * null when some competence has no SE.
   */
  confidence: {
    level: number;
    lower: number;
    upper: number;
    /** 'exact' on the sten and stanine scales (every combination of scores), else 'simulation'. */
    method: 'exact' | 'simulation';
    /** Draws of the simulation; 0 when exact. */
    draws: number;
  } | null;
  /** Probability that every 'minimum' target is met (independent errors); null without SEs. */
  probabilityAllMet: number | null;
}

/**
 * R by scale: a weighted mean shortfall of one standard deviation of the norm group makes the fit
 * 0 (2 sten or stanine points, 10 T points, 34 percentile points around the mean).
 */
const DEFAULT_RANGES: Record<JobFitScale, number> = { z: 1, T: 10, sten: 2, stanine: 2, percentile: 34 };

/** Draws of true profiles for the fit's band: enough for a stable 10th/90th percentile, cheap per person. */
const BAND_DRAWS = 1000;
const BAND_SEED = 20_260_115;

/** A z-score on a job-fit scale (sten and stanine as reported integers). */
export function onScale(z: number, scale: JobFitScale): number {
  switch (scale) {
    case 'z':
      return z;
    case 'T':
      return tScore(z);
    case 'sten':
      return sten(z);
    case 'stanine':
      return stanine(z);
    case 'percentile':
      return percentileFromZ(z);
    default:
      throw new ScoringError('INVALID_BLUEPRINT', `unknown job-fit scale ${String(scale)}`);
  }
}

/**
 * The lowest z whose score on the scale reaches `target` (sten = ⌊2z + 6⌋ and stanine = ⌊2z + 5.5⌋
 * clamped, so sten t is reached from z = (t − 6) / 2); −∞ when the scale's floor already reaches it.
 */
export function zReaching(target: number, scale: JobFitScale): number {
  switch (scale) {
    case 'z':
      return target;
    case 'T':
      return (target - 50) / 10;
    case 'sten':
      return target <= 1 ? Number.NEGATIVE_INFINITY : (Math.ceil(target) - 6) / 2;
    case 'stanine':
      return target <= 1 ? Number.NEGATIVE_INFINITY : (Math.ceil(target) - 5.5) / 2;
    case 'percentile':
      return target <= 0
        ? Number.NEGATIVE_INFINITY
        : target >= 100
          ? Number.POSITIVE_INFINITY
          : normalQuantile(target / 100);
    default:
      throw new ScoringError('INVALID_BLUEPRINT', `unknown job-fit scale ${String(scale)}`);
  }
}

/**
 * P(true score reaches `target`) for an observed z with standard error `se` (normal errors):
 * Φ((z − z_t) / SE); a target the scale's floor reaches is met for sure, an SE of 0 decides by z.
 */
export function probabilityReaching(z: number, se: number, target: number, scale: JobFitScale): number {
  const zt = zReaching(target, scale);
  if (zt === Number.NEGATIVE_INFINITY) return 1;
  if (zt === Number.POSITIVE_INFINITY) return 0;
  return se === 0 ? Number(z >= zt) : normalCdf((z - zt) / se);
}

const shortfallOf = (score: number, target: number, direction: 'match' | 'minimum') =>
  direction === 'minimum' ? Math.max(0, target - score) : Math.abs(score - target);

/** fit = 100 · max(0, 1 − S / R). */
const fitOf = (meanShortfall: number, range: number) => 100 * Math.max(0, 1 - meanShortfall / range);

/**
 * Job fit as a percentage (a weighted shortfall index):
 * fit = 100 · max(0, 1 − S / R), S = Σ_j w_j d_j / Σ_j w_j the weighted mean shortfall, where
 * d_j = max(0, t_j − s_j) for 'minimum' targets (exceeding a target costs nothing) and |s_j − t_j|
 * for 'match' targets, s_j the score and t_j the target on the profile scale, and R the mean
 * shortfall that makes the fit 0 (default one SD: 2 stens). Every target met → 100; falling short
 * by R on average → 0; in between the fit falls linearly, so candidates are ordered exactly by S.
 * The points lost, 100 − fit, are shared among the competences in proportion to w_j d_j (without
 * the floor at 0 that is 100 · w_j d_j / (R Σw)); what a competence adds is its share of 100 less
 * its points lost, so the contributions add up to the fit. With SEs, each 'minimum' target gets
 * the probability that the true score meets it, and the fit a band over plausible true profiles.
 * @throws ScoringError `UNKNOWN_REFERENCE` when a target names a competence not in `scores`,
 * `INVALID_BLUEPRINT` for a profile without positive weights.
 */
export function jobFit(scores: Readonly<Record<string, CompetenceInput>>, profile: JobProfile): JobFitResult {
  validateJobProfile(profile);
  const scale = profile.scale ?? 'sten';
  const range = profile.range ?? DEFAULT_RANGES[scale];
  const level = profile.confidence ?? 0.8;
  const totalWeight = profile.targets.reduce((s, t) => s + (t.weight ?? 1), 0);
  const inputs = profile.targets.map((target) => {
    const competence = scores[target.competence];
    if (!competence) {
      throw new ScoringError(
        'UNKNOWN_REFERENCE',
        `job profile ${profile.id}: no score for competence ${target.competence}`,
        { profile: profile.id, competence: target.competence },
      );
    }
    if (!Number.isFinite(competence.z))
      throw new ScoringError('INVALID_ARGUMENT', `competence ${target.competence}: z must be finite`);
    const se = competence.se;
    return {
      target,
      z: competence.z,
      se: typeof se === 'number' && se >= 0 && Number.isFinite(se) ? se : null,
      weight: target.weight ?? 1,
      direction: target.direction ?? 'match',
    };
  });
  const shortfalls = inputs.map((c) => shortfallOf(onScale(c.z, scale), c.target.target, c.direction));
  const weightedShortfall = inputs.reduce((s, c, j) => s + c.weight * shortfalls[j], 0);
  const meanShortfall = weightedShortfall / totalWeight;
  const fit = fitOf(meanShortfall, range);
  const lostTotal = 100 - fit;
  const contributions = inputs.map((c, j): JobFitContribution => {
    const share = c.weight / totalWeight;
    const pointsLost = weightedShortfall > 0 ? (lostTotal * c.weight * shortfalls[j]) / weightedShortfall : 0;
    return {
      competence: c.target.competence,
      score: onScale(c.z, scale),
      target: c.target.target,
      weight: c.weight,
      direction: c.direction,
      shortfall: shortfalls[j],
      share,
      match: Math.max(0, 1 - shortfalls[j] / range),
      pointsLost,
      contribution: 100 * share - pointsLost,
      probabilityMet:
        c.direction === 'minimum' && c.se !== null
          ? probabilityReaching(c.z, c.se, c.target.target, scale)
          : null,
    };
  });
  const bandKnown = inputs.every((c) => c.se !== null);
  const minimums = contributions.filter((c) => c.direction === 'minimum');
  const anyMinimum = minimums.length > 0;
  const anyMatch = contributions.some((c) => c.direction === 'match');
  const parts = [
    anyMinimum ? "d_j = max(0, t_j − s_j) for 'minimum' targets" : null,
    anyMatch ? "d_j = |s_j − t_j| for 'match' targets" : null,
  ].filter(Boolean);
  return {
    profileId: profile.id,
    profileVersion: profile.version,
    scale,
    range,
    fit,
    meanShortfall,
    formula: `fit = 100 · max(0, 1 − S / ${range}); S = Σ w_j·d_j / Σ w_j; ${parts.join('; ')}; s_j = score on the ${scale} scale, t_j = target`,
    contributions,
    confidence: bandKnown ? fitBand({ inputs, scale, range, totalWeight, level, fit }) : null,
    probabilityAllMet:
      bandKnown && anyMinimum ? minimums.reduce((p, c) => p * (c.probabilityMet as number), 1) : null,
  };
}

type BandInput = {
  z: number;
  se: number | null;
  weight: number;
  direction: 'match' | 'minimum';
  target: JobTarget;
};

/** What a confidence band is computed from: the competences, the scale, and the observed fit. */
type BandQuestion = {
  inputs: ReadonlyArray<BandInput>;
  scale: JobFitScale;
  range: number;
  totalWeight: number;
  /** The band's central share, e.g. 0.9. */
  level: number;
  fit: number;
};
type BandResult = NonNullable<JobFitResult['confidence']>;

/** Most distinct weighted shortfalls the exact band keeps before it falls back to simulation. */
const EXACT_SUPPORT_LIMIT = 20_000;
/** Up to this many combinations a linear search beats hashing the sums. */
const SMALL_SUPPORT = 64;

/** Where `key` sits among the first `size` entries, or −1. */
function indexIn(values: Float64Array, size: number, key: number): number {
  for (let i = 0; i < size; i++) if (values[i] === key) return i;
  return -1;
}

/**
 * The band from the exact distribution of the fit on a scale of whole scores (sten, stanine):
 * each competence's true score takes each scale point with the probability that N(z, SE²) falls
 * in its z interval, and the weighted shortfall's distribution is their convolution. Exact and
 * about fifty times cheaper than drawing 1,000 profiles; null when the combinations grow too many.
 */
function exactBand(question: BandQuestion & { scale: 'sten' | 'stanine' }): BandResult | null {
  const { inputs, scale, range, totalWeight, level, fit } = question;
  const top = scale === 'sten' ? 10 : 9;
  // The weighted shortfall's law as parallel arrays (sum, probability), starting from "no
  // competence yet". Typed arrays and an index map: a Map of tuples allocated per person made
  // this the scoring pipeline's largest source of garbage.
  let sums = new Float64Array([0]);
  let probabilities = new Float64Array([1]);
  let size = 1;
  const adds = new Float64Array(top);
  const chances = new Float64Array(top);
  for (const c of inputs) {
    const se = c.se as number;
    let count = 0;
    // P(true score ≤ scale point k) at each boundary, each computed once.
    let below = 0;
    for (let k = 1; k <= top; k++) {
      const hi = k === top ? Number.POSITIVE_INFINITY : zReaching(k + 1, scale);
      const upTo = k === top ? 1 : se === 0 ? Number(c.z < hi) : normalCdf((hi - c.z) / se);
      const p = upTo - below;
      below = upTo;
      if (p > 0) {
        adds[count] = c.weight * shortfallOf(k, c.target.target, c.direction);
        chances[count] = p;
        count++;
      }
    }
    const nextSums = new Float64Array(size * count);
    const nextProbabilities = new Float64Array(size * count);
    let nextSize = 0;
    // Small supports (the usual few competences) are searched in place; a map past that.
    const slotOf = size * count > SMALL_SUPPORT ? new Map<number, number>() : null;
    for (let i = 0; i < size; i++)
      for (let j = 0; j < count; j++) {
        // Rounded keys merge sums that differ only by floating point.
        const key = Math.round((sums[i] + adds[j]) * 1e9) / 1e9;
        let slot = slotOf ? (slotOf.get(key) ?? -1) : indexIn(nextSums, nextSize, key);
        if (slot < 0) {
          slot = nextSize++;
          slotOf?.set(key, slot);
          nextSums[slot] = key;
        }
        nextProbabilities[slot] += probabilities[i] * chances[j];
      }
    if (nextSize > EXACT_SUPPORT_LIMIT) return null;
    sums = nextSums;
    probabilities = nextProbabilities;
    size = nextSize;
  }
  // The fit falls as the shortfall grows: fits in ascending order are sums in descending order.
  const order = Array.from({ length: size }, (_, i) => i).sort((x, y) => sums[y] - sums[x]);
  let total = 0;
  for (let i = 0; i < size; i++) total += probabilities[i];
  // The smallest fit whose cumulative probability reaches p (the p-quantile of a discrete law).
  const quantile = (p: number) => {
    let cumulative = 0;
    for (const i of order) {
      cumulative += probabilities[i] / total;
      if (cumulative >= p - 1e-12) return fitOf(sums[i] / totalWeight, range);
    }
    return fitOf(sums[order[size - 1]] / totalWeight, range);
  };
  return {
    level,
    lower: Math.min(quantile((1 - level) / 2), fit),
    upper: Math.max(quantile((1 + level) / 2), fit),
    method: 'exact',
    draws: 0,
  };
}

/** The central `level` share of fits over plausible true profiles, widened to hold the observed fit. */
function fitBand(question: BandQuestion): BandResult {
  const { scale } = question;
  if (scale === 'sten' || scale === 'stanine') {
    const exact = exactBand({ ...question, scale });
    if (exact) return exact;
  }
  return simulatedBand(question);
}

/** The band over BAND_DRAWS plausible true profiles (continuous scales, or too many combinations). */
function simulatedBand(question: BandQuestion): BandResult {
  const { inputs, scale, range, totalWeight, level, fit } = question;
  const rng = createRng(BAND_SEED);
  const fits = new Float64Array(BAND_DRAWS);
  for (let d = 0; d < BAND_DRAWS; d++) {
    let weighted = 0;
    for (const c of inputs) {
      const z = c.z + (c.se as number) * rng.normal();
      weighted += c.weight * shortfallOf(onScale(z, scale), c.target.target, c.direction);
    }
    fits[d] = fitOf(weighted / totalWeight, range);
  }
  fits.sort();
  const at = (p: number) => fits[Math.min(BAND_DRAWS - 1, Math.max(0, Math.round(p * (BAND_DRAWS - 1))))];
  return {
    level,
    lower: Math.min(at((1 - level) / 2), fit),
    upper: Math.max(at((1 + level) / 2), fit),
    method: 'simulation',
    draws: BAND_DRAWS,
  };
}

/**
 * Checks a job profile (id, version, targets with finite values, weights ≥ 0 summing to > 0, known scale,
 * range > 0, confidence in (0, 1)).
 * @throws ScoringError `INVALID_BLUEPRINT`.
 */
export function validateJobProfile(profile: JobProfile): void {
  const fail = (why: string): never => {
    throw new ScoringError('INVALID_BLUEPRINT', `job profile ${profile.id}: ${why}`, { profile: profile.id });
  };
  if (typeof profile.id !== 'string' || profile.id === '' || typeof profile.version !== 'string') {
    throw new ScoringError('INVALID_BLUEPRINT', 'a job profile needs an id and a version');
  }
  const scale = profile.scale ?? 'sten';
  if (!(scale in DEFAULT_RANGES)) fail(`unknown scale ${scale}`);
  if (profile.range !== undefined && !(profile.range > 0)) fail('range must be positive');
  if (profile.confidence !== undefined && !(profile.confidence > 0 && profile.confidence < 1))
    fail('confidence must be in (0, 1)');
  if (!Array.isArray(profile.targets) || profile.targets.length === 0) fail('needs targets');
  let total = 0;
  for (const t of profile.targets) {
    if (!Number.isFinite(t.target)) fail(`target for ${t.competence} must be finite`);
    const w = t.weight ?? 1;
    if (!(w >= 0 && Number.isFinite(w))) fail(`weight for ${t.competence} must be ≥ 0`);
    if (t.direction !== undefined && t.direction !== 'match' && t.direction !== 'minimum')
      fail(`unknown direction ${t.direction}`);
    total += w;
  }
  if (!(total > 0)) fail('weights must sum to a positive number');
}
