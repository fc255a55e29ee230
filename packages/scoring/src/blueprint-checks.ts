/** The checks compiling a blueprint repeats for each kind of entity, and its reference lookups. */
import type { Aggregation } from './aggregate';
import { type BandSet, validateBandSet } from './bands';
import type { Blueprint, CorrelationSpec, IndicatorDefinition } from './blueprint-types';
import type { WeightedRef } from './competences';
import { ScoringError } from './errors';
import { THETA_ESTIMATOR_NAMES, type ThetaEstimator } from './indicator-theta';
import type { Matrix } from './linalg';
import { type Norm, validateNorm } from './norms';

export function refList(refs: Array<string | WeightedRef> | undefined, owner: string): WeightedRef[] {
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

export function unknown(owner: string, what: string, id: string): never {
  throw new ScoringError('UNKNOWN_REFERENCE', `${owner} refers to unknown ${what} ${id}`, {
    owner,
    [what]: id,
  });
}

export function checkAggregation(value: unknown, owner: string): Aggregation {
  if (value === undefined) return 'sum';
  if (value !== 'sum' && value !== 'mean')
    throw new ScoringError('INVALID_BLUEPRINT', `${owner}: aggregation must be 'sum' or 'mean'`);
  return value;
}

/** The estimator of a θ indicator (default EAP), or null for a summed indicator. */
export function checkEstimator(def: IndicatorDefinition, owner: string): ThetaEstimator | null {
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

export function checkReliability(value: unknown, owner: string): number | null {
  if (value === undefined) return null;
  if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
    throw new ScoringError('INVALID_BLUEPRINT', `${owner}: reliability must be in [0, 1]`);
  }
  return value;
}

export function uniqueIds(list: ReadonlyArray<{ id: string }>, what: string): Map<string, number> {
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
export function correlationsFor(spec: CorrelationSpec | undefined, ids: readonly string[]): Matrix {
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

/** Looks up the norms and band sets entities refer to, recording the norms used in first-use order. */
export interface NormAndBandResolver {
  norm(id: string | undefined, owner: string): Norm | null;
  bands(id: string | undefined, owner: string, hasNorm: boolean): BandSet | null;
  normsUsed: Array<{ id: string; version: string }>;
}

/** Validates the blueprint's norms and band sets (other entities refer to them) and resolves references to them. */
export function normAndBandResolver(blueprint: Blueprint): NormAndBandResolver {
  const norms = blueprint.norms ?? [];
  const normIndex = uniqueIds(norms, 'norm');
  norms.forEach(validateNorm);
  const bandSets = blueprint.bands ?? [];
  const bandIndex = uniqueIds(bandSets, 'band set');
  bandSets.forEach(validateBandSet);
  const normsUsed: Array<{ id: string; version: string }> = [];
  return {
    normsUsed,
    norm(id, owner) {
      if (id === undefined) return null;
      const i = normIndex.get(id);
      if (i === undefined) return unknown(owner, 'norm', id);
      const norm = norms[i];
      if (!normsUsed.some((n) => n.id === norm.id)) normsUsed.push({ id: norm.id, version: norm.version });
      return norm;
    },
    bands(id, owner, hasNorm) {
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
    },
  };
}
