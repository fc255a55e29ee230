import type { CompetenceLevel } from '@asesa/contracts';
import { compositeScore, type JobProfile, jobFit, ScoringError, sten } from '@asesa/scoring';

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

/** One competence of a participant: its composite, sten score and level, or why there is none. */
export interface CompetenceOutcome {
  competence_id: number;
  code: string;
  name: string;
  /** Composite z (Σ w·z / √(wᵀw)); null when not computable. */
  z: number | null;
  /** The sten the levels are banded on; null when not computable. */
  score: number | null;
  level: number | null;
  label: string | null;
  colour: string | null;
  text_colour: string | null;
  target_level: number;
  weight: number;
  components: Array<{ code: string; weight: number; z: number }>;
  reason: string | null;
}

export interface JobFitOutcome {
  /** Percentage match 0–100, null when it cannot be computed (see reason). */
  fit: number | null;
  reason: string | null;
  formula: string | null;
  /** How a level target becomes a sten target, in words. */
  explanation: string | null;
  contributions: Array<{
    code: string;
    name: string;
    score: number;
    target: number;
    weight: number;
    match: number;
    contribution: number;
  }>;
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

/** One competence from the participant's dimension z-scores (identity correlations: dimensions treated as uncorrelated). */
export function scoreCompetence(
  spec: ProjectCompetenceSpec,
  dimensionZ: ReadonlyMap<string, number>,
): CompetenceOutcome {
  const base = {
    competence_id: spec.competence_id,
    code: spec.code,
    name: spec.name,
    target_level: spec.target_level,
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
    components: [],
    reason,
  });
  if (spec.scorings.length === 0) return none(`${spec.name} has no test dimensions to be computed from.`);
  const missing = spec.scorings.filter((s) => !dimensionZ.has(s.code)).map((s) => s.code);
  if (missing.length)
    return none(`No normed score for dimension ${missing.join(', ')}: ${spec.name} cannot be computed.`);
  const components = spec.scorings.map((s) => ({
    code: s.code,
    weight: s.weight,
    z: dimensionZ.get(s.code)!,
  }));
  try {
    const composite = compositeScore(
      components.map((c) => c.z),
      components.map((c) => c.weight),
    );
    const score = sten(composite.z);
    const level = levelOf(spec.levels, score);
    return {
      ...base,
      z: composite.z,
      score,
      level: level?.level ?? null,
      label: level?.label ?? null,
      colour: level?.colour ?? null,
      text_colour: level?.text_colour ?? null,
      components,
      reason: level ? null : `${spec.name} has no levels.`,
    };
  } catch (err) {
    if (err instanceof ScoringError) return none(`${spec.name}: ${err.message}`);
    throw err;
  }
}

/**
 * Job fit against the project's competence targets: each target level becomes a 'minimum' target
 * at the lower bound of that level on the sten scale (reaching the level is a full match, falling
 * short lowers it), weighted by the project's weights, through the engine's jobFit.
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
  const scores = Object.fromEntries(outcomes.map((o) => [o.code, { z: o.z as number }]));
  try {
    const result = jobFit(scores, { id: profileId, version: '1', scale: 'sten', targets });
    const names = new Map(specs.map((s) => [s.code, s.name]));
    return {
      fit: round(result.fit),
      reason: null,
      formula: result.formula,
      explanation:
        'Each competence target is the lowest sten of its target level; reaching it counts as a full ' +
        `match, every sten short of it lowers that competence's match by 1/${result.range}.`,
      contributions: result.contributions.map((c) => ({
        code: c.competence,
        name: names.get(c.competence) ?? c.competence,
        score: c.score,
        target: c.target,
        weight: c.weight,
        match: round(c.match, 4),
        contribution: round(c.contribution),
      })),
    };
  } catch (err) {
    if (err instanceof ScoringError) return none(err.message);
    throw err;
  }
}
