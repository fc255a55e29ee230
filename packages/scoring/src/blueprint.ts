/**
 * The Blueprint: a JSON-serialisable description of an assessment's scoring — items, indicators,
 * dimensions, group dimensions, norms, bands, competences, job profiles and character rules — and its
 * validation/compilation into index-based structures for fast repeated scoring.
 */
import type { Aggregation } from './aggregate';
import { MISSING_POLICIES } from './aggregate';
import { type BandSet, validateBandSet, validateRuleSet } from './bands';
import type { Blueprint, CompiledBlueprint, CorrelationSpec, IndicatorDefinition } from './blueprint-types';
import type { WeightedRef } from './competences';
import { ScoringError } from './errors';
import { compileIndicatorTheta, THETA_ESTIMATOR_NAMES, type ThetaEstimator } from './indicator-theta';
import { compileIrtItem, type IrtItem } from './irt/models';
import { createQuadrature } from './irt/quadrature';
import { createEapTable } from './irt/scoring';
import { compileItem, type ForcedChoiceItem } from './items';
import { validateJobProfile } from './jobfit';
import { assertCorrelationMatrix, cholesky, type Matrix, quadraticForm } from './linalg';
import { type Norm, validateNorm } from './norms';
import type { ThurstonianBlock } from './thurstonian';

export type {
  Blueprint,
  CompetenceDefinition,
  CompiledBlueprint,
  CompiledComponents,
  CompiledEntity,
  CorrelationSpec,
  DimensionDefinition,
  GroupDimensionDefinition,
  IndicatorDefinition,
} from './blueprint-types';

export type { WeightedRef } from './competences';

function refList(refs: Array<string | WeightedRef> | undefined, owner: string): WeightedRef[] {
  if (!Array.isArray(refs) || refs.length === 0)
    throw new ScoringError('INVALID_BLUEPRINT', `${owner} needs at least one component`);
  return refs.map((ref) => {
    const r = typeof ref === 'string' ? { id: ref, weight: 1 } : { id: ref?.id, weight: ref?.weight ?? 1 };
    if (typeof r.id !== 'string')
      throw new ScoringError('INVALID_BLUEPRINT', `${owner}: a component needs an id`);
    if (!Number.isFinite(r.weight))
      throw new ScoringError('INVALID_BLUEPRINT', `${owner}: weight of ${r.id} must be finite`);
    return r;
  });
}

function unknown(owner: string, what: string, id: string): never {
  throw new ScoringError('UNKNOWN_REFERENCE', `${owner} refers to unknown ${what} ${id}`, {
    owner,
    [what]: id,
  });
}

function checkAggregation(value: unknown, owner: string): Aggregation {
  if (value === undefined) return 'sum';
  if (value !== 'sum' && value !== 'mean')
    throw new ScoringError('INVALID_BLUEPRINT', `${owner}: aggregation must be 'sum' or 'mean'`);
  return value;
}

/** The estimator of a θ indicator (default EAP), or null for a summed indicator. */
function checkEstimator(def: IndicatorDefinition, owner: string): ThetaEstimator | null {
  if (def.aggregation !== 'theta') {
    if (def.estimator !== undefined)
      throw new ScoringError('INVALID_BLUEPRINT', `${owner}: an estimator needs aggregation 'theta'`);
    return null;
  }
  const estimator = def.estimator ?? 'EAP';
  if (!THETA_ESTIMATOR_NAMES.includes(estimator))
    throw new ScoringError(
      'INVALID_BLUEPRINT',
      `${owner}: estimator must be one of ${THETA_ESTIMATOR_NAMES.join(', ')}`,
    );
  return estimator;
}

function checkReliability(value: unknown, owner: string): number | null {
  if (value === undefined) return null;
  if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
    throw new ScoringError('INVALID_BLUEPRINT', `${owner}: reliability must be in [0, 1]`);
  }
  return value;
}

function uniqueIds(list: ReadonlyArray<{ id: string }>, what: string): Map<string, number> {
  const index = new Map<string, number>();
  list.forEach((entry, i) => {
    if (typeof entry?.id !== 'string' || entry.id === '')
      throw new ScoringError('INVALID_BLUEPRINT', `${what} #${i} needs an id`);
    if (index.has(entry.id)) throw new ScoringError('INVALID_BLUEPRINT', `duplicate ${what} id ${entry.id}`);
    index.set(entry.id, i);
  });
  return index;
}

/** Sub-matrix of a correlation spec for the given ids (identity where an id is not listed). */
function correlationsFor(spec: CorrelationSpec | undefined, ids: readonly string[]): Matrix {
  return ids.map((a, i) =>
    ids.map((b, j) => {
      if (i === j) return 1;
      if (!spec) return 0;
      const ia = spec.ids.indexOf(a);
      const ib = spec.ids.indexOf(b);
      return ia >= 0 && ib >= 0 ? spec.matrix[ia][ib] : 0;
    }),
  );
}

/**
 * Validates a blueprint and compiles it to index form. Checks: ids present and unique, item
 * definitions (keys among options, ranges), every reference (indicator, dimension, norm, band set,
 * competence) resolves, norms and band sets are well formed, scales other than raw have a norm,
 * correlation matrices are valid, item medians exist for the item-median policy, Thurstonian blocks
 * carry their parameters.
 * @throws ScoringError `INVALID_BLUEPRINT`, `UNKNOWN_REFERENCE` or `SINGULAR_MATRIX`.
 */
export function compileBlueprint(blueprint: Blueprint): CompiledBlueprint {
  if (typeof blueprint !== 'object' || blueprint === null)
    throw new ScoringError('INVALID_BLUEPRINT', 'blueprint must be an object');
  if (typeof blueprint.id !== 'string' || blueprint.id === '')
    throw new ScoringError('INVALID_BLUEPRINT', 'blueprint needs an id');
  if (typeof blueprint.version !== 'string' || blueprint.version === '') {
    throw new ScoringError('INVALID_BLUEPRINT', 'blueprint needs a version string');
  }
  const policy = blueprint.missingPolicy ?? 'zero';
  if (!MISSING_POLICIES.includes(policy))
    throw new ScoringError('INVALID_BLUEPRINT', `unknown missing policy ${String(policy)}`);
  if (!Array.isArray(blueprint.items) || blueprint.items.length === 0)
    throw new ScoringError('INVALID_BLUEPRINT', 'blueprint needs items');

  // Norms and band sets first: other entities refer to them.
  const norms = blueprint.norms ?? [];
  const normIndex = uniqueIds(norms, 'norm');
  norms.forEach(validateNorm);
  const bandSets = blueprint.bands ?? [];
  const bandIndex = uniqueIds(bandSets, 'band set');
  bandSets.forEach(validateBandSet);
  const normsUsed: Array<{ id: string; version: string }> = [];
  const resolveNorm = (id: string | undefined, owner: string): Norm | null => {
    if (id === undefined) return null;
    const i = normIndex.get(id);
    if (i === undefined) return unknown(owner, 'norm', id);
    const norm = norms[i];
    if (!normsUsed.some((n) => n.id === norm.id)) normsUsed.push({ id: norm.id, version: norm.version });
    return norm;
  };
  const resolveBands = (id: string | undefined, owner: string, hasNorm: boolean): BandSet | null => {
    if (id === undefined) return null;
    const i = bandIndex.get(id);
    if (i === undefined) return unknown(owner, 'band set', id);
    const set = bandSets[i];
    if (set.scale !== 'raw' && !hasNorm) {
      throw new ScoringError(
        'INVALID_BLUEPRINT',
        `${owner}: band set ${id} is on the ${set.scale} scale but ${owner} has no norm`,
      );
    }
    return set;
  };

  // Items
  const itemIndex = uniqueIds(blueprint.items, 'item');
  const items = blueprint.items.map(compileItem);
  const thurstonianMode = blueprint.forcedChoice?.method === 'thurstonian';
  if (blueprint.forcedChoice && !['ipsative', 'thurstonian'].includes(blueprint.forcedChoice.method)) {
    throw new ScoringError(
      'INVALID_BLUEPRINT',
      `unknown forced-choice method ${blueprint.forcedChoice.method}`,
    );
  }

  // Indicators
  const indicatorDefs = blueprint.indicators ?? [];
  const indicatorIndex = uniqueIds(indicatorDefs, 'indicator');
  const thurstonianTraits = new Set<string>();
  if (thurstonianMode) {
    for (const item of blueprint.items)
      if (item.type === 'forced-choice') for (const s of item.statements) thurstonianTraits.add(s.indicator);
  }
  const slotIndicators = items.map((item) => {
    const isThurstonian = thurstonianMode && item.definition.type === 'forced-choice';
    return Int32Array.from(item.slots, (slot) => {
      const index = indicatorIndex.get(slot.indicator);
      if (index === undefined) return unknown(`item ${item.definition.id}`, 'indicator', slot.indicator);
      if (isThurstonian) return -1;
      if (thurstonianTraits.has(slot.indicator)) {
        throw new ScoringError(
          'INVALID_BLUEPRINT',
          `indicator ${slot.indicator} is a Thurstonian trait and cannot also sum item ${item.definition.id}`,
        );
      }
      // θ indicators leave unanswered items out, so they need no medians.
      const imputes = indicatorDefs[index].aggregation !== 'theta';
      if (policy === 'item-median' && imputes && !Number.isFinite(slot.median)) {
        throw new ScoringError(
          'INVALID_BLUEPRINT',
          `item ${item.definition.id}: the item-median policy needs a median for ${slot.indicator}`,
        );
      }
      return index;
    });
  });
  const fed = new Uint8Array(indicatorDefs.length);
  for (const slots of slotIndicators) for (const i of slots) if (i >= 0) fed[i] = 1;
  const quadrature = blueprint.irt?.quadrature ?? {};
  createQuadrature(quadrature); // validates the spec
  const indicators = indicatorDefs.map((def, i) => {
    const owner = `indicator ${def.id}`;
    const thurstonian = thurstonianTraits.has(def.id);
    if (!fed[i] && !thurstonian)
      throw new ScoringError('INVALID_BLUEPRINT', `${owner} receives no item values`);
    const norm = resolveNorm(def.normId, owner);
    const estimator = checkEstimator(def, owner);
    if (estimator && thurstonian)
      throw new ScoringError(
        'INVALID_BLUEPRINT',
        `${owner} is a Thurstonian trait and cannot be scored as θ`,
      );
    return {
      id: def.id,
      aggregation: estimator ? ('sum' as const) : checkAggregation(def.aggregation, owner),
      norm,
      bandSet: resolveBands(def.bandSetId, owner, norm !== null),
      reliability: null,
      thurstonian,
      theta: estimator
        ? compileIndicatorTheta(def.id, estimator, items, slotIndicators, i, quadrature)
        : null,
    };
  });

  // Dimensions and group dimensions share one id space (rules and competences refer to both).
  const dimensionDefs = blueprint.dimensions ?? [];
  const groupDefs = blueprint.groupDimensions ?? [];
  uniqueIds([...dimensionDefs, ...groupDefs], 'dimension/group dimension');
  const profileIndex = new Map<string, { kind: 'dimension' | 'group'; index: number }>();
  const dimensions = dimensionDefs.map((def, index) => {
    const owner = `dimension ${def.id}`;
    profileIndex.set(def.id, { kind: 'dimension', index });
    const refs = refList(def.indicators, owner);
    const norm = resolveNorm(def.normId, owner);
    return {
      id: def.id,
      aggregation: checkAggregation(def.aggregation, owner),
      norm,
      bandSet: resolveBands(def.bandSetId, owner, norm !== null),
      reliability: checkReliability(def.reliability, owner),
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
    const norm = resolveNorm(def.normId, owner);
    return {
      id: def.id,
      aggregation: checkAggregation(def.aggregation, owner),
      norm,
      bandSet: resolveBands(def.bandSetId, owner, norm !== null),
      reliability: checkReliability(def.reliability, owner),
      source,
      components: { indices, weights: Float64Array.from(refs, (r) => r.weight as number) },
    };
  });
  const hasNorm = (id: string): boolean => {
    const target = profileIndex.get(id);
    if (!target) return false;
    return (target.kind === 'dimension' ? dimensions[target.index].norm : groups[target.index].norm) !== null;
  };

  // Correlations and competences
  const correlationSpec = blueprint.correlations;
  if (correlationSpec) {
    for (const id of correlationSpec.ids) if (!profileIndex.has(id)) unknown('correlations', 'dimension', id);
    assertCorrelationMatrix(correlationSpec.matrix, correlationSpec.ids.length, 'blueprint correlations');
  }
  const competenceDefs = blueprint.competences ?? [];
  const competenceIndex = uniqueIds(competenceDefs, 'competence');
  const competences = competenceDefs.map((def) => {
    const owner = `competence ${def.id}`;
    const refs = refList(def.components, owner);
    const components = refs.map((r) => {
      const target = profileIndex.get(r.id) ?? unknown(owner, 'dimension', r.id);
      if (!hasNorm(r.id))
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
      bandSet: resolveBands(def.bandSetId, owner, true),
    };
  });

  const jobProfiles = blueprint.jobProfiles ?? [];
  uniqueIds(jobProfiles, 'job profile');
  for (const profile of jobProfiles) {
    validateJobProfile(profile);
    for (const t of profile.targets)
      if (!competenceIndex.has(t.competence))
        unknown(`job profile ${profile.id}`, 'competence', t.competence);
  }

  const characterRules = blueprint.characterRules ?? [];
  uniqueIds(characterRules, 'character rule set');
  const profileIds = new Set(profileIndex.keys());
  for (const set of characterRules) {
    validateRuleSet(set, profileIds);
    if ((set.scale ?? 'sten') !== 'raw') {
      for (const rule of set.rules) {
        for (const c of [...(rule.all ?? []), ...(rule.any ?? [])]) {
          for (const ref of [c.dimension, c.other]) {
            if (ref !== undefined && !hasNorm(ref)) {
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

  // Keyed items and their IRT parameters (ability summary)
  const keyedIndices: number[] = [];
  let maxScore = 0;
  items.forEach((item, i) => {
    if (item.keyed) {
      keyedIndices.push(i);
      maxScore += item.maxScore;
    }
  });
  const irtItems = keyedIndices.map((i) => {
    const params = items[i].definition.irt;
    if (!params) return null;
    const irt = compileIrtItem(params, items[i].definition.id);
    if (irt.categories !== items[i].maxScore + 1) {
      throw new ScoringError(
        'INVALID_BLUEPRINT',
        `item ${items[i].definition.id}: IRT model has ${irt.categories} categories but the item scores 0..${items[i].maxScore}`,
      );
    }
    return irt;
  });

  let thurstonian: CompiledBlueprint['thurstonian'] = null;
  if (thurstonianMode) {
    const itemIndices: number[] = [];
    const blocks: ThurstonianBlock[] = [];
    const statementIndex: Array<Map<string, number>> = [];
    items.forEach((item, i) => {
      if (item.definition.type !== 'forced-choice') return;
      const def = item.definition as ForcedChoiceItem;
      const n = def.statements.length;
      if (
        !Array.isArray(def.thresholds) ||
        def.thresholds.length !== (n * (n - 1)) / 2 ||
        !def.thresholds.every(Number.isFinite)
      ) {
        throw new ScoringError(
          'INVALID_BLUEPRINT',
          `item ${def.id}: Thurstonian scoring needs ${(n * (n - 1)) / 2} finite pair thresholds`,
        );
      }
      blocks.push({
        id: def.id,
        thresholds: def.thresholds,
        statements: def.statements.map((s) => {
          if (!(Number.isFinite(s.loading) && (s.uniqueness ?? 0) > 0)) {
            throw new ScoringError(
              'INVALID_BLUEPRINT',
              `item ${def.id}, statement ${s.id}: needs a loading and a uniqueness > 0`,
            );
          }
          return { trait: s.indicator, loading: s.loading as number, uniqueness: s.uniqueness as number };
        }),
      });
      statementIndex.push(new Map(def.statements.map((s, k) => [s.id, k])));
      itemIndices.push(i);
    });
    const traits = [...thurstonianTraits];
    const spec = blueprint.forcedChoice?.traitCorrelations;
    let correlations: Matrix | undefined;
    if (spec) {
      for (const id of spec.ids)
        if (!thurstonianTraits.has(id)) unknown('forcedChoice.traitCorrelations', 'trait', id);
      assertCorrelationMatrix(spec.matrix, spec.ids.length, 'trait correlations');
      correlations = correlationsFor(spec, traits);
      cholesky(correlations, 'trait correlation matrix');
    }
    thurstonian = { itemIndices, blocks, statementIndex, traits, correlations };
  }

  return {
    blueprint,
    policy,
    items,
    itemIndex,
    slotIndicators,
    indicators,
    indicatorIndex,
    dimensions,
    groups,
    profileIndex,
    competences,
    jobProfiles,
    characterRules,
    normsUsed,
    keyed: {
      indices: Int32Array.from(keyedIndices),
      maxScore,
      eap:
        irtItems.length > 0 && irtItems.every((x) => x !== null)
          ? createEapTable(irtItems as IrtItem[], quadrature)
          : null,
    },
    quadrature,
    thurstonian,
  };
}
