/**
 * Behaviour bands (a score → a named level with description and colour) and character rule sets
 * (a profile of dimension scores → a named type).
 */
import { ScoringError } from './errors';
import type { ScaleName } from './norms';

/** One band: scores in [min, max] (both inclusive; a missing bound is open) get this level. */
export interface Band {
  min?: number;
  max?: number;
  level: string;
  label?: string;
  description?: string;
  /** Display colour, e.g. "#2e7d32". */
  colour?: string;
}

/** Bands over one scale. The first band containing the score wins. */
export interface BandSet {
  id: string;
  scale: ScaleName;
  bands: Band[];
}

/** The band a score fell in. */
export interface BandResult {
  bandSetId: string;
  scale: ScaleName;
  /** The score on the band set's scale. */
  value: number;
  level: string;
  label: string | null;
  description: string | null;
  colour: string | null;
}

const SCALES: readonly ScaleName[] = ['raw', 'z', 'T', 'sten', 'stanine', 'percentile'];

/**
 * Checks a band set (known scale, min ≤ max, a level for every band).
 * @throws ScoringError `INVALID_BLUEPRINT`.
 */
export function validateBandSet(set: BandSet): void {
  const fail = (why: string): never => {
    throw new ScoringError('INVALID_BLUEPRINT', `band set ${set.id}: ${why}`, { bandSet: set.id });
  };
  if (typeof set.id !== 'string' || set.id === '')
    throw new ScoringError('INVALID_BLUEPRINT', 'a band set needs an id');
  if (!SCALES.includes(set.scale)) fail(`unknown scale ${set.scale}`);
  if (!Array.isArray(set.bands) || set.bands.length === 0) fail('needs at least one band');
  set.bands.forEach((band, i) => {
    if (typeof band.level !== 'string' || band.level === '') fail(`band ${i} needs a level`);
    if (band.min !== undefined && !Number.isFinite(band.min)) fail(`band ${i}: min must be finite`);
    if (band.max !== undefined && !Number.isFinite(band.max)) fail(`band ${i}: max must be finite`);
    if (band.min !== undefined && band.max !== undefined && band.min > band.max) fail(`band ${i}: min > max`);
  });
}

/**
 * The first band with min ≤ value ≤ max, or null when no band contains the value.
 */
export function applyBands(set: BandSet, value: number): BandResult | null {
  if (!Number.isFinite(value))
    throw new ScoringError('INVALID_ARGUMENT', `band value must be finite, got ${value}`);
  for (const band of set.bands) {
    if ((band.min === undefined || value >= band.min) && (band.max === undefined || value <= band.max)) {
      return {
        bandSetId: set.id,
        scale: set.scale,
        value,
        level: band.level,
        label: band.label ?? null,
        description: band.description ?? null,
        colour: band.colour ?? null,
      };
    }
  }
  return null;
}

/** Comparison operators of character rules. */
export type ComparisonOperator = '<' | '<=' | '>' | '>=' | '==' | '!=';

/**
 * A condition on one dimension's score: compare it with a number (`value`) or with another
 * dimension's score on the same scale (`other`).
 */
export interface RuleCondition {
  dimension: string;
  op: ComparisonOperator;
  value?: number;
  other?: string;
}

/** A rule: the type applies when all `all` conditions and at least one `any` condition hold. */
export interface CharacterRule {
  type: string;
  label?: string;
  description?: string;
  all?: RuleCondition[];
  any?: RuleCondition[];
}

/** An ordered rule set; the first matching rule gives the type, else the fallback. */
export interface CharacterRuleSet {
  id: string;
  version?: string;
  /** Scale the conditions compare on (default sten). */
  scale?: ScaleName;
  rules: CharacterRule[];
  fallback?: { type: string; label?: string; description?: string };
}

/** The type a profile was classified as. */
export interface CharacterTypeResult {
  ruleSetId: string;
  ruleSetVersion: string | null;
  /** Null when no rule matched and there is no fallback. */
  type: string | null;
  label: string | null;
  description: string | null;
  /** Index of the matching rule, or null for the fallback / no match. */
  ruleIndex: number | null;
}

function compare(left: number, op: ComparisonOperator, right: number): boolean {
  switch (op) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    case '==':
      return left === right;
    case '!=':
      return left !== right;
    default:
      throw new ScoringError('INVALID_BLUEPRINT', `unknown operator ${String(op)}`);
  }
}

/**
 * Checks a rule set against the available dimension ids.
 * @throws ScoringError `INVALID_BLUEPRINT` / `UNKNOWN_REFERENCE`.
 */
export function validateRuleSet(set: CharacterRuleSet, known: ReadonlySet<string>): void {
  const fail = (why: string): never => {
    throw new ScoringError('INVALID_BLUEPRINT', `character rule set ${set.id}: ${why}`, { ruleSet: set.id });
  };
  if (typeof set.id !== 'string' || set.id === '')
    throw new ScoringError('INVALID_BLUEPRINT', 'a character rule set needs an id');
  if (set.scale !== undefined && !SCALES.includes(set.scale)) fail(`unknown scale ${set.scale}`);
  if (!Array.isArray(set.rules)) fail('needs rules');
  set.rules.forEach((rule, r) => {
    if (typeof rule.type !== 'string' || rule.type === '') fail(`rule ${r} needs a type`);
    for (const condition of [...(rule.all ?? []), ...(rule.any ?? [])]) {
      if (!['<', '<=', '>', '>=', '==', '!='].includes(condition.op))
        fail(`rule ${r}: unknown operator ${condition.op}`);
      for (const ref of [condition.dimension, condition.other]) {
        if (ref !== undefined && !known.has(ref)) {
          throw new ScoringError(
            'UNKNOWN_REFERENCE',
            `character rule set ${set.id}, rule ${r}: unknown dimension ${ref}`,
            {
              ruleSet: set.id,
              dimension: ref,
            },
          );
        }
      }
      if ((condition.value === undefined) === (condition.other === undefined))
        fail(`rule ${r}: give exactly one of value or other`);
      if (condition.value !== undefined && !Number.isFinite(condition.value))
        fail(`rule ${r}: value must be finite`);
    }
  });
}

/**
 * Classifies a profile: the first rule whose `all` conditions all hold and (if present) at least one
 * `any` condition holds gives the type; otherwise the fallback (or null).
 * @param scoreOf the score of a dimension on the rule set's scale.
 */
export function classifyCharacter(
  set: CharacterRuleSet,
  scoreOf: (dimension: string) => number,
): CharacterTypeResult {
  const holds = (c: RuleCondition): boolean =>
    compare(scoreOf(c.dimension), c.op, c.other !== undefined ? scoreOf(c.other) : (c.value as number));
  for (let r = 0; r < set.rules.length; r++) {
    const rule = set.rules[r];
    const all = rule.all ?? [];
    const any = rule.any ?? [];
    if (all.every(holds) && (any.length === 0 || any.some(holds))) {
      return {
        ruleSetId: set.id,
        ruleSetVersion: set.version ?? null,
        type: rule.type,
        label: rule.label ?? null,
        description: rule.description ?? null,
        ruleIndex: r,
      };
    }
  }
  const fallback = set.fallback;
  return {
    ruleSetId: set.id,
    ruleSetVersion: set.version ?? null,
    type: fallback?.type ?? null,
    label: fallback?.label ?? null,
    description: fallback?.description ?? null,
    ruleIndex: null,
  };
}
