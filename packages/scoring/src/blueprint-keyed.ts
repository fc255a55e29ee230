/**
 * Compiling a blueprint's scored-as-a-whole item sets: the keyed items behind the ability summary
 * (with their EAP table when each has IRT parameters) and the forced-choice blocks of Thurstonian
 * scoring.
 */
import { correlationsFor, unknown } from './blueprint-checks';
import type { Blueprint, CompiledBlueprint } from './blueprint-types';
import { ScoringError } from './errors';
import { compileIrtItem, type IrtItem } from './irt/models';
import type { QuadratureSpec } from './irt/quadrature';
import { createEapTable } from './irt/scoring';
import type { CompiledItem, ForcedChoiceItem } from './items';
import { assertCorrelationMatrix, cholesky, type Matrix } from './linalg';
import type { ThurstonianBlock } from './thurstonian';

/** Keyed items and their IRT parameters (ability summary). */
export function compileKeyed(
  items: readonly CompiledItem[],
  quadrature: QuadratureSpec,
): CompiledBlueprint['keyed'] {
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
  return {
    indices: Int32Array.from(keyedIndices),
    maxScore,
    eap:
      irtItems.length > 0 && irtItems.every((x) => x !== null)
        ? createEapTable(irtItems as IrtItem[], quadrature)
        : null,
  };
}

/** The forced-choice blocks with their Thurstonian parameters, and the trait correlations. */
export function compileThurstonian(
  blueprint: Blueprint,
  items: readonly CompiledItem[],
  thurstonianTraits: ReadonlySet<string>,
): NonNullable<CompiledBlueprint['thurstonian']> {
  const itemIndices: number[] = [];
  const blocks: ThurstonianBlock[] = [];
  const statementIndex: Array<Map<string, number>> = [];
  items.forEach((item, i) => {
    if (item.definition.type !== 'forced-choice') return;
    const def = item.definition as ForcedChoiceItem;
    blocks.push(thurstonianBlock(def));
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
  return { itemIndices, blocks, statementIndex, traits, correlations };
}

function thurstonianBlock(def: ForcedChoiceItem): ThurstonianBlock {
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
  return {
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
  };
}
