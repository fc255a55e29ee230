/** Scratch buffers the scoring pipeline reuses across the people one scorer scores. */
import { IndicatorAccumulator } from './aggregate';
import type { CompiledBlueprint } from './blueprint';
import { compileDimensionThetas, type DimensionThetaPlan } from './dimension-theta';
import { type IndicatorThetaPlan, jointThetaPlan } from './indicator-theta';

/** Scratch buffers reused across people. */
export class PersonState {
  readonly accumulators: IndicatorAccumulator[];
  readonly slotValues: Float64Array[];
  readonly itemScores: Float64Array;
  readonly answered: Uint8Array;
  readonly indicatorRaw: Float64Array;
  readonly dimensionRaw: Float64Array;
  /** Normed z of each dimension (NaN without a norm; compilation checks z-sourced groups have norms). */
  readonly dimensionZ: Float64Array;
  readonly groupRaw: Float64Array;
  /** Per dimension its GRM θ plan (compiled once per scorer), or null. */
  readonly dimensionThetas: Array<DimensionThetaPlan | null>;
  /**
   * Per dimension made only of θ indicators (positive weights, one estimator): one θ over all their
   * items, which is its raw score (see jointThetaPlan); null elsewhere.
   */
  readonly dimensionJointThetas: Array<IndicatorThetaPlan | null>;

  constructor(c: CompiledBlueprint) {
    this.accumulators = c.indicators.map(() => new IndicatorAccumulator());
    this.slotValues = c.items.map((item) => new Float64Array(item.slots.length));
    this.itemScores = new Float64Array(c.items.length);
    this.answered = new Uint8Array(c.items.length);
    this.indicatorRaw = new Float64Array(c.indicators.length);
    this.dimensionRaw = new Float64Array(c.dimensions.length);
    this.dimensionZ = new Float64Array(c.dimensions.length);
    this.groupRaw = new Float64Array(c.groups.length);
    this.dimensionJointThetas = c.dimensions.map((d) => {
      const { indices, weights } = d.components;
      const plans = Array.from(indices, (k, j) => (weights[j] > 0 ? c.indicators[k].theta : null));
      if (!plans.length || plans.some((p) => !p)) return null;
      const usable = plans as IndicatorThetaPlan[];
      if (new Set(usable.map((p) => p.estimator)).size > 1) return null;
      return jointThetaPlan(usable, c.quadrature);
    });
    // A dimension of θ indicators reports their joint θ; its own GRM estimate would duplicate it.
    this.dimensionThetas = compileDimensionThetas(c).map((plan, d) =>
      this.dimensionJointThetas[d] ? null : plan,
    );
  }
}
