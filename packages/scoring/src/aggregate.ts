/**
 * Aggregation of item values into indicators, and of indicators/dimensions into higher levels,
 * with the missing-answer policies.
 */
import { ScoringError } from './errors';

/** How values are combined: weighted sum Σ wᵢxᵢ or weighted mean Σ wᵢxᵢ / Σ wᵢ. */
export type Aggregation = 'sum' | 'mean';

/**
 * What happens to an unanswered item (stated in every result):
 * - 'ignore': the item is left out (sums over fewer items, means over the answered ones);
 * - 'zero': it scores 0;
 * - 'person-mean': it gets the mean of the person's answered item values in the same indicator;
 * - 'item-median': it gets the item's median from the blueprint (`item.median`).
 */
export type MissingPolicy = 'ignore' | 'zero' | 'person-mean' | 'item-median';

/** The missing policies, for validation. */
export const MISSING_POLICIES: readonly MissingPolicy[] = ['ignore', 'zero', 'person-mean', 'item-median'];

/**
 * Weighted aggregate: 'sum' → Σ wᵢxᵢ; 'mean' → Σ wᵢxᵢ / Σ wᵢ.
 * @throws ScoringError `INSUFFICIENT_DATA` for a mean with no weight, `INVALID_ARGUMENT` for mismatched lengths.
 */
export function aggregate(
  values: ArrayLike<number>,
  weights: ArrayLike<number> | undefined,
  method: Aggregation,
): number {
  if (weights && weights.length !== values.length)
    throw new ScoringError('INVALID_ARGUMENT', 'one weight per value is needed');
  let total = 0;
  let weightTotal = 0;
  for (let i = 0; i < values.length; i++) {
    const w = weights ? weights[i] : 1;
    total += w * values[i];
    weightTotal += w;
  }
  if (method === 'sum') return total;
  if (!(weightTotal !== 0))
    throw new ScoringError('INSUFFICIENT_DATA', 'a mean over nothing (total weight 0)');
  return total / weightTotal;
}

/** One item's value for an indicator: null when unanswered. */
export interface SlotValue {
  value: number | null;
  weight?: number;
  /** Needed by 'item-median'. */
  median?: number;
}

/** An indicator's raw score and how it was reached. */
export interface IndicatorAggregate {
  raw: number;
  answered: number;
  imputed: number;
  items: number;
}

/**
 * Aggregates an indicator's item values under a missing policy. Answered values count as given;
 * unanswered ones are dropped ('ignore'), set to 0 ('zero'), to the unweighted mean of the answered
 * values ('person-mean') or to the item's median ('item-median'); then Σ wᵢxᵢ ('sum') or
 * Σ wᵢxᵢ / Σ wᵢ ('mean').
 * @throws ScoringError `INSUFFICIENT_DATA` when a mean or person mean has nothing answered to work with,
 * `INVALID_BLUEPRINT` when 'item-median' meets an item without a median.
 */
export function aggregateIndicator(
  slots: readonly SlotValue[],
  method: Aggregation,
  policy: MissingPolicy,
  indicatorId = '(unnamed)',
): IndicatorAggregate {
  let answered = 0;
  for (const s of slots) if (s.value !== null) answered++;
  const accumulator = new IndicatorAccumulator();
  for (const s of slots) {
    const weight = s.weight ?? 1;
    if (s.value !== null) accumulator.add(s.value, weight);
    else accumulator.addMissing(weight, s.median ?? Number.NaN);
  }
  const raw = accumulator.finish(method, policy, indicatorId);
  return { raw, answered, imputed: accumulator.imputed, items: slots.length };
}

/**
 * Running totals of one indicator for one person. Missing slots are remembered and resolved in
 * {@link IndicatorAccumulator.finish}, because a person mean needs every answered value first.
 */
export class IndicatorAccumulator {
  weightedSum = 0;
  weightTotal = 0;
  valueSum = 0;
  answered = 0;
  imputed = 0;
  private missingWeights: number[] = [];
  private missingMedians: number[] = [];

  reset(): void {
    this.weightedSum = 0;
    this.weightTotal = 0;
    this.valueSum = 0;
    this.answered = 0;
    this.imputed = 0;
    this.missingWeights.length = 0;
    this.missingMedians.length = 0;
  }

  add(value: number, weight: number): void {
    this.weightedSum += weight * value;
    this.weightTotal += weight;
    this.valueSum += value;
    this.answered++;
  }

  /** Slots recorded as missing so far. */
  get missingCount(): number {
    return this.missingWeights.length;
  }

  addMissing(weight: number, median: number): void {
    this.missingWeights.push(weight);
    this.missingMedians.push(median);
  }

  /** Applies the missing policy and returns the indicator raw score. */
  finish(method: Aggregation, policy: MissingPolicy, indicatorId: string): number {
    const missing = this.missingWeights.length;
    if (missing > 0 && policy !== 'ignore') {
      let fill = 0;
      if (policy === 'person-mean') {
        if (this.answered === 0) {
          throw new ScoringError(
            'INSUFFICIENT_DATA',
            `indicator ${indicatorId}: no answered items to take a person mean of`,
            { indicator: indicatorId },
          );
        }
        fill = this.valueSum / this.answered;
      }
      for (let m = 0; m < missing; m++) {
        const weight = this.missingWeights[m];
        let value = fill;
        if (policy === 'item-median') {
          value = this.missingMedians[m];
          if (!Number.isFinite(value))
            throw new ScoringError(
              'INVALID_BLUEPRINT',
              `indicator ${indicatorId}: an item has no median for the item-median policy`,
            );
        }
        this.weightedSum += weight * value;
        this.weightTotal += weight;
        this.imputed++;
      }
    }
    if (method === 'sum') return this.weightedSum;
    if (this.weightTotal === 0) {
      throw new ScoringError('INSUFFICIENT_DATA', `indicator ${indicatorId}: no answered items to average`, {
        indicator: indicatorId,
      });
    }
    return this.weightedSum / this.weightTotal;
  }
}
