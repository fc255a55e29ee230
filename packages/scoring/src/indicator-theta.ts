/**
 * Indicators scored as an IRT trait estimate θ̂ instead of a sum or mean of item scores.
 *
 * This is how an adaptive test is scored: every person gets a different subset of calibrated items,
 * so a number correct is not comparable between people, but θ̂ is (it is on the items' common scale).
 * Every item feeding such an indicator must carry IRT parameters and send its own score (not option
 * weights) with a positive weight. The IRT category of an answer is:
 * - for a keyed item, its keyed score (0/1 for dichotomous items, 0..max for partial credit);
 * - for a Likert item (GRM), its keyed score minus the scale minimum, as in dimension-theta.ts, so a
 *   reverse-keyed item follows the reversed rating it was calibrated on.
 * Items not answered (not administered, skipped) are left out of the likelihood whatever the
 * blueprint's missing policy: imputing a score would invent evidence the person never gave.
 *
 * Estimators (see irt/scoring.ts): EAP (posterior mean and SD on the blueprint's quadrature grid),
 * MAP (posterior mode with the grid's normal prior, SE 1/√(I + 1/σ²)), WLE and ML (SE 1/√I).
 * Two cases have no estimate of their own and are resolved as follows, the estimator actually used
 * being recorded beside the score:
 * - an ML estimate that is infinite (every answered item in its lowest or highest category, or a 3PL
 *   likelihood that keeps rising to ±∞) falls back to Warm's WLE, which is finite for such patterns
 *   and coincides with ML asymptotically. Clamping to the grid's end (±6) would instead report an
 *   arbitrary number with an arbitrary SE;
 * - when nothing was answered, WLE and ML are undefined: the score is then the prior (EAP with no
 *   data: the grid's mean and SD), so a person who saw none of the items sits at the population
 *   mean with the population's spread as SE rather than failing the whole scoring.
 */
import { ScoringError } from './errors';
import { compileIrtItem, type IrtItem } from './irt/models';
import { createQuadrature, type QuadratureSpec } from './irt/quadrature';
import {
  createEapTable,
  type EapTable,
  eapFromTable,
  type ItemResponse,
  mapScore,
  mlScore,
  type ThetaEstimate,
  wleScore,
} from './irt/scoring';
import type { CompiledItem } from './items';

/** How a θ indicator estimates θ. */
export type ThetaEstimator = ThetaEstimate['method'];

/** The estimators, for validation. */
export const THETA_ESTIMATOR_NAMES: readonly ThetaEstimator[] = ['EAP', 'MAP', 'WLE', 'ML'];

/** A θ indicator's calibrated items and what its estimator needs, compiled once per blueprint. */
export interface IndicatorThetaPlan {
  estimator: ThetaEstimator;
  /** Item indices in the compiled blueprint. */
  items: Int32Array;
  /** Subtracted from an item's keyed score to give its IRT category (Likert scale minimum, else 0). */
  offsets: Float64Array;
  irtItems: IrtItem[];
  /** Precomputed category probabilities on the grid (EAP, and the prior when nothing was answered). */
  table: EapTable;
  /** The grid's normal prior, used by MAP. */
  prior: { mean: number; sd: number };
  /** Scratch response pattern, reused across people. */
  pattern: ItemResponse[];
}

/** θ̂ of an indicator with its standard error, the items it rests on and the estimator used. */
export interface IndicatorTheta {
  value: number;
  se: number;
  answered: number;
  estimator: ThetaEstimator;
}

/**
 * The plan of one θ indicator from the items whose slots feed it (see the module comment).
 * @throws ScoringError `INVALID_BLUEPRINT` naming the item when a feeding item has no IRT
 * parameters, is neither keyed nor Likert, feeds it through option weights or a non-positive weight,
 * or has IRT categories that do not match its scores; `INVALID_ARGUMENT` for invalid IRT parameters.
 */
export function compileIndicatorTheta(
  indicatorId: string,
  estimator: ThetaEstimator,
  items: readonly CompiledItem[],
  slotIndicators: readonly Int32Array[],
  indicatorIndex: number,
  quadrature: QuadratureSpec,
): IndicatorThetaPlan {
  const fed: number[] = [];
  const offsets: number[] = [];
  const irtItems: IrtItem[] = [];
  for (let i = 0; i < items.length; i++) {
    const targets = slotIndicators[i];
    if (!targets.includes(indicatorIndex)) continue;
    const { definition, slots } = items[i];
    const fail = (why: string): never => {
      throw new ScoringError(
        'INVALID_BLUEPRINT',
        `indicator ${indicatorId} (θ): item ${definition.id} ${why}`,
        {
          indicator: indicatorId,
          item: definition.id,
        },
      );
    };
    for (let s = 0; s < targets.length; s++) {
      if (targets[s] !== indicatorIndex) continue;
      // Slot 0 of an item naming an indicator carries its own score; later slots are option weights.
      if (definition.indicator === undefined || s !== 0)
        fail('feeds it through option weights; θ needs the item score');
      if (!(slots[s].weight > 0)) fail('has a weight ≤ 0; θ items must measure in the same direction');
    }
    if (!definition.irt) fail('has no IRT parameters');
    if (definition.type !== 'likert' && !items[i].keyed)
      fail('is neither keyed nor a Likert item, so it has no IRT category');
    const irt = compileIrtItem(definition.irt as NonNullable<typeof definition.irt>, definition.id);
    const offset = definition.type === 'likert' ? definition.min : 0;
    const categories =
      definition.type === 'likert' ? definition.max - definition.min + 1 : items[i].maxScore + 1;
    if (irt.categories !== categories)
      fail(`has an IRT model with ${irt.categories} categories but scores ${categories} values`);
    fed.push(i);
    offsets.push(offset);
    irtItems.push(irt);
  }
  const { mean, sd } = createQuadrature(quadrature).spec;
  return {
    estimator,
    items: Int32Array.from(fed),
    offsets: Float64Array.from(offsets),
    irtItems,
    table: createEapTable(irtItems, quadrature),
    prior: { mean, sd },
    pattern: new Array<ItemResponse>(fed.length),
  };
}

/**
 * One plan over the items of several θ indicators with the same estimator: the content areas of
 * one adaptive bank measure one trait, so their items share one likelihood (an item feeding two of
 * them counts once). Estimating each area apart and averaging would rest each θ̂ on a fraction of
 * the items and shrink it towards the prior.
 */
export function jointThetaPlan(
  plans: readonly IndicatorThetaPlan[],
  quadrature: QuadratureSpec,
): IndicatorThetaPlan {
  if (plans.length === 1) return plans[0];
  const seen = new Set<number>();
  const items: number[] = [];
  const offsets: number[] = [];
  const irtItems: IrtItem[] = [];
  for (const plan of plans)
    plan.items.forEach((i, j) => {
      if (seen.has(i)) return;
      seen.add(i);
      items.push(i);
      offsets.push(plan.offsets[j]);
      irtItems.push(plan.irtItems[j]);
    });
  return {
    estimator: plans[0].estimator,
    items: Int32Array.from(items),
    offsets: Float64Array.from(offsets),
    irtItems,
    table: createEapTable(irtItems, quadrature),
    prior: plans[0].prior,
    pattern: new Array<ItemResponse>(items.length),
  };
}

/**
 * θ̂ of one indicator from the person's keyed item scores (NaN or `answered[i] = 0` for an
 * unanswered item), with the fallbacks of the module comment.
 */
export function indicatorTheta(
  plan: IndicatorThetaPlan,
  itemScores: ArrayLike<number>,
  answered: ArrayLike<number>,
): IndicatorTheta {
  const { items, offsets, pattern } = plan;
  let count = 0;
  for (let j = 0; j < items.length; j++) {
    const i = items[j];
    const given = answered[i] === 1 && Number.isFinite(itemScores[i]);
    pattern[j] = given ? itemScores[i] - offsets[j] : null;
    if (given) count++;
  }
  if (plan.estimator === 'EAP' || (count === 0 && plan.estimator !== 'MAP')) return eap(plan);
  if (plan.estimator === 'MAP') return fromEstimate(mapScore(plan.irtItems, pattern, plan.prior));
  if (plan.estimator === 'ML') {
    const ml = mlScore(plan.irtItems, pattern);
    if (Number.isFinite(ml.theta)) return fromEstimate(ml);
  }
  return fromEstimate(wleScore(plan.irtItems, pattern));
}

function eap(plan: IndicatorThetaPlan): IndicatorTheta {
  return fromEstimate(eapFromTable(plan.table, plan.pattern));
}

function fromEstimate(estimate: ThetaEstimate): IndicatorTheta {
  return { value: estimate.theta, se: estimate.se, answered: estimate.answered, estimator: estimate.method };
}
