/**
 * EAP trait estimates (θ) for dimensions whose items are calibrated under the graded response model.
 *
 * A dimension gets a θ beside its raw score when every item that feeds it is a Likert item carrying
 * GRM parameters and sends its rating (not option weights) with a positive weight through indicators
 * the dimension adds with positive weights: then the items measure one latent trait in the same
 * direction, and the raw sum and θ̂ order people alike. Anything else (Thurstonian traits, option
 * weights, uncalibrated or non-Likert items, negative weights) has no single GRM likelihood, so the
 * dimension reports no θ.
 *
 * The GRM category of an answer is its keyed score minus the scale minimum: for a reverse-keyed item
 * the category order follows the reversed score (min + max − rating), which is how such items are
 * calibrated (on reverse-scored data). Unanswered items are left out of the likelihood (correct for
 * answers missing at random; the prior keeps θ̂ finite), whatever the raw score's missing policy.
 */
import type { CompiledBlueprint } from './blueprint';
import { ScoringError } from './errors';
import { compileIrtItem } from './irt/models';
import { createEapTable, type EapTable, eapFromTable, type ItemResponse } from './irt/scoring';
import type { LikertItem } from './items';

/** A dimension's calibrated items and their precomputed EAP table. */
export interface DimensionThetaPlan {
  /** Item indices in the compiled blueprint. */
  items: Int32Array;
  /** Scale minimum of each item (category = keyed score − min). */
  minimum: Float64Array;
  table: EapTable;
  /** Scratch response pattern, reused across people. */
  pattern: ItemResponse[];
}

/** θ̂ (EAP) of a dimension with its posterior SD and the number of answered items it rests on. */
export interface DimensionTheta {
  value: number;
  se: number;
  answered: number;
}

/**
 * For every dimension (in blueprint order) its GRM plan, or null when the dimension does not qualify
 * (see the module comment). Uses the blueprint's IRT quadrature.
 * @throws ScoringError `INVALID_BLUEPRINT` when an item's GRM categories do not match its scale, or
 * `INVALID_ARGUMENT` for GRM parameters that are not valid (e.g. unordered thresholds).
 */
export function compileDimensionThetas(c: CompiledBlueprint): Array<DimensionThetaPlan | null> {
  return c.dimensions.map((dimension) => {
    const { indices, weights } = dimension.components;
    const indicators = new Set<number>();
    for (let j = 0; j < indices.length; j++) {
      if (!(weights[j] > 0) || c.indicators[indices[j]].thurstonian) return null;
      indicators.add(indices[j]);
    }
    const fed: number[] = [];
    for (let i = 0; i < c.items.length; i++) {
      const targets = c.slotIndicators[i];
      let feeds = false;
      for (let s = 0; s < targets.length; s++) {
        if (!indicators.has(targets[s])) continue;
        const definition = c.items[i].definition;
        // Slot 0 of a Likert item naming an indicator is its rating; later slots are option weights.
        const isRating = definition.type === 'likert' && definition.indicator !== undefined && s === 0;
        if (!isRating || definition.irt?.model !== 'GRM' || !(c.items[i].slots[s].weight > 0)) return null;
        feeds = true;
      }
      if (feeds) fed.push(i);
    }
    if (fed.length === 0) return null;
    const irtItems = fed.map((i) => {
      const definition = c.items[i].definition as LikertItem;
      const irt = compileIrtItem(definition.irt as NonNullable<LikertItem['irt']>, definition.id);
      const categories = definition.max - definition.min + 1;
      if (irt.categories !== categories) {
        throw new ScoringError(
          'INVALID_BLUEPRINT',
          `item ${definition.id}: the GRM has ${irt.categories} categories but the scale ${definition.min}..${definition.max} has ${categories}`,
          { item: definition.id },
        );
      }
      return irt;
    });
    return {
      items: Int32Array.from(fed),
      minimum: Float64Array.from(fed, (i) => (c.items[i].definition as LikertItem).min),
      table: createEapTable(irtItems, c.quadrature),
      pattern: new Array<ItemResponse>(fed.length),
    };
  });
}

/**
 * The EAP θ of one dimension from the person's keyed item scores (NaN or `answered[i] = 0` for an
 * unanswered item); null when none of its items was answered (the estimate would be the prior alone).
 */
export function dimensionTheta(
  plan: DimensionThetaPlan,
  itemScores: ArrayLike<number>,
  answered: ArrayLike<number>,
): DimensionTheta | null {
  const { items, minimum, pattern } = plan;
  for (let j = 0; j < items.length; j++) {
    const i = items[j];
    pattern[j] = answered[i] && Number.isFinite(itemScores[i]) ? itemScores[i] - minimum[j] : null;
  }
  const eap = eapFromTable(plan.table, pattern);
  if (eap.answered === 0) return null;
  return { value: eap.theta, se: eap.se, answered: eap.answered };
}
