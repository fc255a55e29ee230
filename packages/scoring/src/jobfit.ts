/**
 * Job fit: how closely a person's competence profile matches a job profile of targets and weights.
 */
import { ScoringError } from './errors';
import { normalQuantile } from './normal';
import { percentileFromZ, stanine, sten, tScore } from './norms';

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
  /** Distance that makes the match 0 (default: the scale's span: z 6, T 60, sten 9, stanine 8, percentile 100). */
  range?: number;
  /** Confidence level of the band (default 0.95). */
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
  /** m_j in [0, 1]. */
  match: number;
  /** 100 · w_j · m_j / Σw: the points this competence adds to the fit (they sum to the fit). */
  contribution: number;
}

/** Result of {@link jobFit}. */
export interface JobFitResult {
  profileId: string;
  profileVersion: string;
  scale: JobFitScale;
  range: number;
  /** Percentage match, 0–100. */
  fit: number;
  /** The formula, with the range filled in. */
  formula: string;
  contributions: JobFitContribution[];
  /**
   * Band of fits reachable when every competence lies within ± z_(1+level)/2 · SE of its score
   * (simultaneous box, so conservative); null when some competence has no SE.
   */
  confidence: { level: number; lower: number; upper: number; method: 'error-box' } | null;
}

const DEFAULT_RANGES: Record<JobFitScale, number> = { z: 6, T: 60, sten: 9, stanine: 8, percentile: 100 };

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

function matchOf(score: number, target: number, range: number, direction: 'match' | 'minimum'): number {
  const shortfall = direction === 'minimum' ? Math.max(0, target - score) : Math.abs(score - target);
  return Math.max(0, 1 - shortfall / range);
}

/**
 * Job fit as a percentage match (a weighted profile-similarity index):
 * fit = 100 · Σ_j w_j m_j / Σ_j w_j with m_j = max(0, 1 − |s_j − t_j| / R) ('match') or
 * m_j = max(0, 1 − max(0, t_j − s_j) / R) ('minimum'), s_j the score and t_j the target on the profile
 * scale and R the range. Each competence's contribution 100 · w_j m_j / Σw is returned, and a
 * confidence band: the lowest and highest fit when each s_j moves within ±z·SE_j (z = Φ⁻¹((1+level)/2)).
 * @throws ScoringError `UNKNOWN_REFERENCE` when a target names a competence not in `scores`,
 * `INVALID_BLUEPRINT` for a profile without positive weights.
 */
export function jobFit(scores: Readonly<Record<string, CompetenceInput>>, profile: JobProfile): JobFitResult {
  validateJobProfile(profile);
  const scale = profile.scale ?? 'sten';
  const range = profile.range ?? DEFAULT_RANGES[scale];
  const level = profile.confidence ?? 0.95;
  const zq = normalQuantile((1 + level) / 2);
  const totalWeight = profile.targets.reduce((s, t) => s + (t.weight ?? 1), 0);
  let fit = 0;
  let lower = 0;
  let upper = 0;
  let bandKnown = true;
  const contributions = profile.targets.map((target): JobFitContribution => {
    const competence = scores[target.competence];
    if (!competence) {
      throw new ScoringError(
        'UNKNOWN_REFERENCE',
        `job profile ${profile.id}: no score for competence ${target.competence}`,
        {
          profile: profile.id,
          competence: target.competence,
        },
      );
    }
    if (!Number.isFinite(competence.z))
      throw new ScoringError('INVALID_ARGUMENT', `competence ${target.competence}: z must be finite`);
    const weight = target.weight ?? 1;
    const direction = target.direction ?? 'match';
    const score = onScale(competence.z, scale);
    const match = matchOf(score, target.target, range, direction);
    const share = (100 * weight) / totalWeight;
    fit += share * match;
    const se = competence.se;
    if (typeof se === 'number' && se >= 0 && Number.isFinite(se)) {
      const low = onScale(competence.z - zq * se, scale);
      const high = onScale(competence.z + zq * se, scale);
      const atLow = matchOf(low, target.target, range, direction);
      const atHigh = matchOf(high, target.target, range, direction);
      const best =
        direction === 'minimum'
          ? atHigh
          : matchOf(Math.min(Math.max(target.target, low), high), target.target, range, direction);
      lower += share * Math.min(atLow, atHigh);
      upper += share * best;
    } else {
      bandKnown = false;
    }
    return {
      competence: target.competence,
      score,
      target: target.target,
      weight,
      direction,
      match,
      contribution: share * match,
    };
  });
  const anyMinimum = profile.targets.some((t) => t.direction === 'minimum');
  const anyMatch = profile.targets.some((t) => (t.direction ?? 'match') === 'match');
  const parts = [
    anyMatch ? `m_j = max(0, 1 − |s_j − t_j| / ${range}) for 'match' targets` : null,
    anyMinimum ? `m_j = max(0, 1 − max(0, t_j − s_j) / ${range}) for 'minimum' targets` : null,
  ].filter(Boolean);
  return {
    profileId: profile.id,
    profileVersion: profile.version,
    scale,
    range,
    fit,
    formula: `fit = 100 · Σ w_j·m_j / Σ w_j; ${parts.join('; ')}; s_j = score on the ${scale} scale, t_j = target`,
    contributions,
    confidence: bandKnown
      ? { level, lower: Math.min(lower, fit), upper: Math.max(upper, fit), method: 'error-box' }
      : null,
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
