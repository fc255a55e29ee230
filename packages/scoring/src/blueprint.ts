/**
 * The Blueprint: a JSON-serialisable description of an assessment's scoring — items, indicators,
 * dimensions, group dimensions, norms, bands, competences, job profiles and character rules — and its
 * validation/compilation into index-based structures for fast repeated scoring.
 */
import { MISSING_POLICIES, type MissingPolicy } from './aggregate';
import {
  checkAggregation,
  checkEstimator,
  type NormAndBandResolver,
  normAndBandResolver,
  uniqueIds,
  unknown,
} from './blueprint-checks';
import { compileKeyed, compileThurstonian } from './blueprint-keyed';
import {
  checkCharacterRules,
  checkJobProfiles,
  compileCompetences,
  compileProfiles,
} from './blueprint-profiles';
import type { Blueprint, CompiledBlueprint, IndicatorDefinition } from './blueprint-types';
import { ScoringError } from './errors';
import { compileIndicatorTheta } from './indicator-theta';
import { createQuadrature, type QuadratureSpec } from './irt/quadrature';
import { type CompiledItem, compileItem } from './items';

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

/**
 * Validates a blueprint and compiles it to index form. Checks: ids present and unique, item
 * definitions (keys among options, ranges), every reference (indicator, dimension, norm, band set,
 * competence) resolves, norms and band sets are well formed, scales other than raw have a norm,
 * correlation matrices are valid, item medians exist for the item-median policy, Thurstonian blocks
 * carry their parameters.
 * @throws ScoringError `INVALID_BLUEPRINT`, `UNKNOWN_REFERENCE` or `SINGULAR_MATRIX`.
 */
export function compileBlueprint(blueprint: Blueprint): CompiledBlueprint {
  const policy = checkHeader(blueprint);
  // Norms and band sets first: other entities refer to them.
  const resolve = normAndBandResolver(blueprint);
  const itemIndex = uniqueIds(blueprint.items, 'item');
  const items = blueprint.items.map(compileItem);
  const thurstonianMode = blueprint.forcedChoice?.method === 'thurstonian';
  if (blueprint.forcedChoice && !['ipsative', 'thurstonian'].includes(blueprint.forcedChoice.method)) {
    throw new ScoringError(
      'INVALID_BLUEPRINT',
      `unknown forced-choice method ${blueprint.forcedChoice.method}`,
    );
  }
  const indicatorDefs = blueprint.indicators ?? [];
  const indicatorIndex = uniqueIds(indicatorDefs, 'indicator');
  const thurstonianTraits = new Set<string>();
  if (thurstonianMode) {
    for (const item of blueprint.items)
      if (item.type === 'forced-choice') for (const s of item.statements) thurstonianTraits.add(s.indicator);
  }
  const slotIndicators = items.map((item) =>
    slotIndicatorsOf(item, indicatorIndex, indicatorDefs, thurstonianMode, thurstonianTraits, policy),
  );
  const quadrature = blueprint.irt?.quadrature ?? {};
  createQuadrature(quadrature); // validates the spec
  const indicators = compileIndicators(
    indicatorDefs,
    items,
    slotIndicators,
    thurstonianTraits,
    quadrature,
    resolve,
  );
  const profiles = compileProfiles(blueprint, indicatorIndex, resolve);
  const { competences, competenceIndex } = compileCompetences(blueprint, profiles, resolve);
  checkJobProfiles(blueprint, competenceIndex);
  checkCharacterRules(blueprint, profiles);
  const keyed = compileKeyed(items, quadrature);
  return {
    blueprint,
    policy,
    items,
    itemIndex,
    slotIndicators,
    indicators,
    indicatorIndex,
    dimensions: profiles.dimensions,
    groups: profiles.groups,
    profileIndex: profiles.profileIndex,
    competences,
    jobProfiles: blueprint.jobProfiles ?? [],
    characterRules: blueprint.characterRules ?? [],
    normsUsed: resolve.normsUsed,
    keyed,
    quadrature,
    thurstonian: thurstonianMode ? compileThurstonian(blueprint, items, thurstonianTraits) : null,
  };
}

/** The blueprint's id, version, missing policy (returned) and item list. */
function checkHeader(blueprint: Blueprint): MissingPolicy {
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
  return policy;
}

/** The indicator index of each of an item's slots (−1 for an item of a Thurstonian block). */
function slotIndicatorsOf(
  item: CompiledItem,
  indicatorIndex: ReadonlyMap<string, number>,
  indicatorDefs: readonly IndicatorDefinition[],
  thurstonianMode: boolean,
  thurstonianTraits: ReadonlySet<string>,
  policy: MissingPolicy,
): Int32Array {
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
}

/** Indicators fed by items or Thurstonian blocks, with their norm, bands and θ plan. */
function compileIndicators(
  indicatorDefs: readonly IndicatorDefinition[],
  items: CompiledItem[],
  slotIndicators: Int32Array[],
  thurstonianTraits: ReadonlySet<string>,
  quadrature: QuadratureSpec,
  resolve: NormAndBandResolver,
): CompiledBlueprint['indicators'] {
  const fed = new Uint8Array(indicatorDefs.length);
  for (const slots of slotIndicators) for (const i of slots) if (i >= 0) fed[i] = 1;
  return indicatorDefs.map((def, i) => {
    const owner = `indicator ${def.id}`;
    const thurstonian = thurstonianTraits.has(def.id);
    if (!fed[i] && !thurstonian)
      throw new ScoringError('INVALID_BLUEPRINT', `${owner} receives no item values`);
    const norm = resolve.norm(def.normId, owner);
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
      bandSet: resolve.bands(def.bandSetId, owner, norm !== null),
      reliability: null,
      thurstonian,
      theta: estimator
        ? compileIndicatorTheta(def.id, estimator, items, slotIndicators, i, quadrature)
        : null,
    };
  });
}
