import type { CompetenceLevel } from '@asesa/contracts';
import {
  compositeScore,
  type JobProfile,
  jobFit,
  probabilityReaching,
  ScoringError,
  sten,
} from '@asesa/scoring';
import { type StoredCompetence, stenBandOf } from '../participants/stored-scores';

/** A project competence with what scoring needs: its levels, the project's target and weight, its dimension weights. */
export interface ProjectCompetenceSpec {
  competence_id: number;
  code: string;
  name: string;
  levels: CompetenceLevel[];
  target_level: number;
  weight: number;
  /** Test dimensions (by code) and their weights in the composite. */
  scorings: Array<{ code: string; weight: number }>;
}

/** A participant's normed score on a test dimension, with its reliability when the blueprint states one. */
export interface DimensionScore {
  z: number;
  reliability: number | null;
  /** Where the reliability comes from: the instrument version's evidence study or the set-up. */
  source?: 'evidence' | 'set-up' | null;
}

/**
 * One competence of a participant: its composite, sten score and level, or why there is none.
 * It is what the participant row keeps (StoredCompetence: z = Σ w·z / √(wᵀw), se_sten = 2 · se,
 * sten_band = sten ± se_sten within 1–10, probability_met = Φ((z − z_t) / se)) and the composite's
 * standard error in z units (Mosier, from the components' reliabilities; null when one is unknown).
 */
export interface CompetenceOutcome extends StoredCompetence {
  se: number | null;
}

export interface JobFitOutcome {
  /** Percentage match 0–100, null when it cannot be computed (see reason). */
  fit: number | null;
  reason: string | null;
  formula: string | null;
  /** How a level target becomes a sten target, in words. */
  explanation: string | null;
  /** R: the weighted mean shortfall in stens that makes the fit 0. */
  range: number | null;
  /** S: the weighted mean shortfall in stens. */
  mean_shortfall: number | null;
  band: { level: number; lower: number; upper: number } | null;
  probability_all_met: number | null;
  contributions: Array<{
    code: string;
    name: string;
    score: number;
    target: number;
    weight: number;
    share: number;
    shortfall: number;
    points_lost: number;
    match: number;
    contribution: number;
    probability_met: number | null;
    se_sten: number | null;
  }>;
}

/** Where a composite's SE comes from: every component's evidence, some of them, or the set-up. */
function seSourceOf(sources: ReadonlyArray<'evidence' | 'set-up' | null>): StoredCompetence['se_source'] {
  const fromEvidence = sources.filter((s) => s === 'evidence').length;
  if (fromEvidence === 0) return 'set-up';
  return fromEvidence === sources.length ? 'evidence' : 'partly-evidence';
}

/** The level whose range holds a sten: [min, max) with the last range closed; outside all ranges the nearest end level. */
export function levelOf(levels: readonly CompetenceLevel[], score: number): CompetenceLevel | null {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  if (sorted.length === 0) return null;
  const last = sorted[sorted.length - 1];
  for (const l of sorted) if (score >= l.min && (score < l.max || (l === last && score <= l.max))) return l;
  return score < sorted[0].min ? sorted[0] : last;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * One competence from the participant's dimension scores (identity correlations: dimensions treated
 * as uncorrelated). With every component's reliability the composite gets its SE (Mosier 1943),
 * its sten an error band, and its target the probability that the true score reaches it.
 */
export function scoreCompetence(
  spec: ProjectCompetenceSpec,
  dimensions: ReadonlyMap<string, DimensionScore>,
): CompetenceOutcome {
  const targetLevel = spec.levels.find((l) => l.level === spec.target_level);
  const base = {
    competence_id: spec.competence_id,
    code: spec.code,
    name: spec.name,
    target_level: spec.target_level,
    target_sten: targetLevel?.min ?? null,
    weight: spec.weight,
  };
  const none = (reason: string): CompetenceOutcome => ({
    ...base,
    z: null,
    score: null,
    level: null,
    label: null,
    colour: null,
    text_colour: null,
    se: null,
    se_sten: null,
    se_source: null,
    sten_band: null,
    probability_met: null,
    components: [],
    reason,
  });
  if (spec.scorings.length === 0) return none(`${spec.name} has no test dimensions to be computed from.`);
  const missing = spec.scorings.filter((s) => !dimensions.has(s.code)).map((s) => s.code);
  if (missing.length)
    return none(`No normed score for dimension ${missing.join(', ')}: ${spec.name} cannot be computed.`);
  const parts = spec.scorings.map((s) => ({ ...s, score: dimensions.get(s.code) as DimensionScore }));
  const components = parts.map((p) => ({ code: p.code, weight: p.weight, z: p.score.z }));
  try {
    const composite = compositeScore(
      components.map((c) => c.z),
      components.map((c) => c.weight),
      undefined,
      parts.map((p) => p.score.reliability),
    );
    const score = sten(composite.z);
    const level = levelOf(spec.levels, score);
    const se = composite.se;
    return {
      ...base,
      z: composite.z,
      score,
      level: level?.level ?? null,
      label: level?.label ?? null,
      colour: level?.colour ?? null,
      text_colour: level?.text_colour ?? null,
      se,
      se_sten: se === null ? null : round(2 * se, 3),
      se_source: se === null ? null : seSourceOf(parts.map((p) => p.score.source ?? 'set-up')),
      sten_band: se === null ? null : stenBandOf(score, 2 * se),
      probability_met:
        se === null || base.target_sten === null
          ? null
          : round(probabilityReaching(composite.z, se, base.target_sten, 'sten'), 4),
      components,
      reason: level ? null : `${spec.name} has no levels.`,
    };
  } catch (err) {
    if (err instanceof ScoringError) return none(`${spec.name}: ${err.message}`);
    throw err;
  }
}

/** The readable rule the drawer and the reports print, R filled in. */
export function jobFitExplanation(range: number): string {
  return (
    "Each competence's target is the lowest sten of its target level. A competence at or above its " +
    `target costs nothing; every sten short of it counts as shortfall. The fit falls linearly with the ` +
    `weighted mean shortfall S and reaches 0 when S is ${range} stens (one standard deviation): ` +
    `fit = 100 × (1 − S / ${range}), never below 0. What a competence adds is its share of 100 minus ` +
    'the points its shortfall costs, so the parts add up to the fit.'
  );
}

/**
 * Job fit against the project's competence targets: each target level becomes a 'minimum' target
 * at the lower bound of that level on the sten scale, weighted by the project's weights, through
 * the engine's jobFit (a weighted mean shortfall: fit = 100 · max(0, 1 − S / 2)). With the
 * competences' SEs it also gives each target's probability of being met and the fit's 80 % band.
 */
export function scoreJobFit(
  specs: readonly ProjectCompetenceSpec[],
  outcomes: readonly CompetenceOutcome[],
  profileId: string,
): JobFitOutcome {
  const none = (reason: string): JobFitOutcome => ({
    fit: null,
    reason,
    formula: null,
    explanation: null,
    range: null,
    mean_shortfall: null,
    band: null,
    probability_all_met: null,
    contributions: [],
  });
  if (specs.length === 0) return none('The project has no competences, so there is no job fit.');
  const missing = outcomes.filter((o) => o.z === null);
  if (missing.length)
    return none(
      `Job fit needs every competence; missing: ${missing.map((o) => `${o.name} (${o.reason})`).join('; ')}`,
    );
  const targets: JobProfile['targets'] = [];
  for (const spec of specs) {
    const level = spec.levels.find((l) => l.level === spec.target_level);
    if (!level) return none(`${spec.name} has no level ${spec.target_level}, the project's target.`);
    targets.push({ competence: spec.code, target: level.min, weight: spec.weight, direction: 'minimum' });
  }
  const scores = Object.fromEntries(outcomes.map((o) => [o.code, { z: o.z as number, se: o.se }]));
  const seSten = new Map(outcomes.map((o) => [o.code, o.se_sten]));
  try {
    const result = jobFit(scores, { id: profileId, version: '1', scale: 'sten', targets });
    const names = new Map(specs.map((s) => [s.code, s.name]));
    return {
      fit: round(result.fit),
      reason: null,
      formula: result.formula,
      explanation: jobFitExplanation(result.range),
      range: result.range,
      mean_shortfall: round(result.meanShortfall, 4),
      band: result.confidence
        ? {
            level: result.confidence.level,
            lower: round(result.confidence.lower),
            upper: round(result.confidence.upper),
          }
        : null,
      probability_all_met: result.probabilityAllMet === null ? null : round(result.probabilityAllMet, 4),
      contributions: result.contributions.map((c) => ({
        code: c.competence,
        name: names.get(c.competence) ?? c.competence,
        score: c.score,
        target: c.target,
        weight: c.weight,
        share: round(100 * c.share),
        shortfall: c.shortfall,
        points_lost: round(c.pointsLost),
        match: round(c.match, 4),
        contribution: round(c.contribution),
        probability_met: c.probabilityMet === null ? null : round(c.probabilityMet, 4),
        se_sten: seSten.get(c.competence) ?? null,
      })),
    };
  } catch (err) {
    if (err instanceof ScoringError) return none(err.message);
    throw err;
  }
}
