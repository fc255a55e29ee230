/**
 * Compiling a blueprint's profile: dimensions and group dimensions (one id space), competences over
 * them, and the checks of job profiles and character rules that refer to them.
 */
import { validateRuleSet } from './bands';
import {
  checkAggregation,
  checkReliability,
  correlationsFor,
  type NormAndBandResolver,
  refList,
  uniqueIds,
  unknown,
} from './blueprint-checks';
import type { Blueprint, CompiledBlueprint, CompiledEntity } from './blueprint-types';
import { ScoringError } from './errors';
import { validateJobProfile } from './jobfit';
import { assertCorrelationMatrix, quadraticForm } from './linalg';

/** The compiled dimensions and groups, where each id is, and whether an id has a norm. */
export interface CompiledProfiles {
  dimensions: CompiledBlueprint['dimensions'];
  groups: CompiledBlueprint['groups'];
  profileIndex: CompiledBlueprint['profileIndex'];
  hasNorm: (id: string) => boolean;
}

/** What a dimension and a group dimension compile alike: aggregation, norm, bands and reliability. */
function compiledEntity(
  def: { id: string; aggregation?: unknown; normId?: string; bandSetId?: string; reliability?: unknown },
  owner: string,
  resolve: NormAndBandResolver,
): CompiledEntity {
  const norm = resolve.norm(def.normId, owner);
  return {
    id: def.id,
    aggregation: checkAggregation(def.aggregation, owner),
    norm,
    bandSet: resolve.bands(def.bandSetId, owner, norm !== null),
    reliability: checkReliability(def.reliability, owner),
  };
}

/** Dimensions and group dimensions share one id space (rules and competences refer to both). */
export function compileProfiles(
  blueprint: Blueprint,
  indicatorIndex: ReadonlyMap<string, number>,
  resolve: NormAndBandResolver,
): CompiledProfiles {
  const dimensionDefs = blueprint.dimensions ?? [];
  const groupDefs = blueprint.groupDimensions ?? [];
  uniqueIds([...dimensionDefs, ...groupDefs], 'dimension/group dimension');
  const profileIndex: CompiledBlueprint['profileIndex'] = new Map();
  const dimensions = dimensionDefs.map((def, index) => {
    const owner = `dimension ${def.id}`;
    profileIndex.set(def.id, { kind: 'dimension', index });
    const refs = refList(def.indicators, owner);
    return {
      ...compiledEntity(def, owner, resolve),
      components: {
        indices: Int32Array.from(refs, (r) => indicatorIndex.get(r.id) ?? unknown(owner, 'indicator', r.id)),
        weights: Float64Array.from(refs, (r) => r.weight as number),
      },
    };
  });
  const groups = groupDefs.map((def, index) => {
    const owner = `group dimension ${def.id}`;
    profileIndex.set(def.id, { kind: 'group', index });
    const refs = refList(def.dimensions, owner);
    const source = def.source ?? 'raw';
    if (source !== 'raw' && source !== 'z')
      throw new ScoringError('INVALID_BLUEPRINT', `${owner}: source must be 'raw' or 'z'`);
    const indices = Int32Array.from(refs, (r) => {
      const target = profileIndex.get(r.id);
      if (target?.kind !== 'dimension') return unknown(owner, 'dimension', r.id);
      if (source === 'z' && !dimensions[target.index].norm) {
        throw new ScoringError(
          'INVALID_BLUEPRINT',
          `${owner} aggregates z-scores but dimension ${r.id} has no norm`,
        );
      }
      return target.index;
    });
    return {
      ...compiledEntity(def, owner, resolve),
      source,
      components: { indices, weights: Float64Array.from(refs, (r) => r.weight as number) },
    };
  });
  const hasNorm = (id: string): boolean => {
    const target = profileIndex.get(id);
    if (!target) return false;
    return (target.kind === 'dimension' ? dimensions[target.index].norm : groups[target.index].norm) !== null;
  };
  return { dimensions, groups, profileIndex, hasNorm };
}

/**
 * Competences z = Σ w_j z_j / √(wᵀRw) over normed (group) dimensions, with the blueprint's
 * correlations (checked here) and the formula each reports.
 */
export function compileCompetences(
  blueprint: Blueprint,
  profiles: CompiledProfiles,
  resolve: NormAndBandResolver,
): { competences: CompiledBlueprint['competences']; competenceIndex: Map<string, number> } {
  const correlationSpec = blueprint.correlations;
  if (correlationSpec) {
    for (const id of correlationSpec.ids)
      if (!profiles.profileIndex.has(id)) unknown('correlations', 'dimension', id);
    assertCorrelationMatrix(correlationSpec.matrix, correlationSpec.ids.length, 'blueprint correlations');
  }
  const competenceDefs = blueprint.competences ?? [];
  const competenceIndex = uniqueIds(competenceDefs, 'competence');
  const competences = competenceDefs.map((def) => {
    const owner = `competence ${def.id}`;
    const refs = refList(def.components, owner);
    const components = refs.map((r) => {
      const target = profiles.profileIndex.get(r.id) ?? unknown(owner, 'dimension', r.id);
      if (!profiles.hasNorm(r.id))
        throw new ScoringError(
          'INVALID_BLUEPRINT',
          `${owner}: component ${r.id} needs a norm (composites use z-scores)`,
        );
      return { id: r.id, weight: r.weight as number, kind: target.kind, index: target.index };
    });
    const correlations = correlationsFor(
      correlationSpec,
      refs.map((r) => r.id),
    );
    const variance = quadraticForm(
      correlations,
      components.map((c) => c.weight),
    );
    if (!(variance > 1e-12)) {
      throw new ScoringError(
        'SINGULAR_MATRIX',
        `${owner}: wᵀRw is not positive (singular correlations for these weights)`,
      );
    }
    const denominator = Math.sqrt(variance);
    const numerator = components.map((c) => `${c.weight}·z(${c.id})`).join(' + ');
    const formula = `z = Σ w_j z_j / √(wᵀRw) = (${numerator}) / ${Number(denominator.toPrecision(6))}`;
    return {
      id: def.id,
      components,
      correlations,
      denominator,
      formula,
      bandSet: resolve.bands(def.bandSetId, owner, true),
    };
  });
  return { competences, competenceIndex };
}

/** Job profiles are well formed and target known competences. */
export function checkJobProfiles(blueprint: Blueprint, competenceIndex: ReadonlyMap<string, number>): void {
  const jobProfiles = blueprint.jobProfiles ?? [];
  uniqueIds(jobProfiles, 'job profile');
  for (const profile of jobProfiles) {
    validateJobProfile(profile);
    for (const t of profile.targets)
      if (!competenceIndex.has(t.competence))
        unknown(`job profile ${profile.id}`, 'competence', t.competence);
  }
}

/** Character rule sets are well formed, and rules on a standard scale only compare normed entities. */
export function checkCharacterRules(blueprint: Blueprint, profiles: CompiledProfiles): void {
  const characterRules = blueprint.characterRules ?? [];
  uniqueIds(characterRules, 'character rule set');
  const profileIds = new Set(profiles.profileIndex.keys());
  for (const set of characterRules) {
    validateRuleSet(set, profileIds);
    if ((set.scale ?? 'sten') === 'raw') continue;
    for (const rule of set.rules) {
      for (const c of [...(rule.all ?? []), ...(rule.any ?? [])]) {
        for (const ref of [c.dimension, c.other]) {
          if (ref !== undefined && !profiles.hasNorm(ref)) {
            throw new ScoringError(
              'INVALID_BLUEPRINT',
              `character rule set ${set.id}: ${ref} needs a norm for the ${set.scale ?? 'sten'} scale`,
            );
          }
        }
      }
    }
  }
}
