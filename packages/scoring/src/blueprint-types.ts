/** The shapes of a blueprint as written and as compiled for scoring. */
import type { Aggregation, MissingPolicy } from './aggregate';
import type { BandSet, CharacterRuleSet } from './bands';
import type { WeightedRef } from './competences';
import type { IndicatorThetaPlan, ThetaEstimator } from './indicator-theta';
import type { QuadratureSpec } from './irt/quadrature';
import type { EapTable } from './irt/scoring';
import type { CompiledItem, ItemDefinition } from './items';
import type { JobProfile } from './jobfit';
import type { Matrix } from './linalg';
import type { Norm } from './norms';
import type { ThurstonianBlock } from './thurstonian';

/** An indicator: the first aggregate of item values. */
export interface IndicatorDefinition {
  id: string;
  name?: string;
  /**
   * 'sum' (default) or 'mean' of the weighted item values, or 'theta': the IRT estimate θ̂ from the
   * items' calibrated parameters (see indicator-theta.ts; the way to score adaptive tests).
   */
  aggregation?: Aggregation | 'theta';
  /** How a 'theta' indicator estimates θ (default 'EAP'). */
  estimator?: ThetaEstimator;
  normId?: string;
  bandSetId?: string;
}

/** A dimension: an aggregate of indicators. */
export interface DimensionDefinition {
  id: string;
  name?: string;
  /** Indicator ids, optionally weighted (default weight 1). */
  indicators: Array<string | WeightedRef>;
  aggregation?: Aggregation;
  normId?: string;
  bandSetId?: string;
  /** Reliability of the dimension score (for competence SEs and job-fit bands). */
  reliability?: number;
}

/** A group dimension: an aggregate of dimensions, from their raw or z scores. */
export interface GroupDimensionDefinition {
  id: string;
  name?: string;
  dimensions: Array<string | WeightedRef>;
  aggregation?: Aggregation;
  /** Aggregate the dimensions' raw scores (default) or their normed z-scores. */
  source?: 'raw' | 'z';
  normId?: string;
  bandSetId?: string;
  reliability?: number;
}

/** A competence: a weighted composite of (group) dimension z-scores. */
export interface CompetenceDefinition {
  id: string;
  name?: string;
  /** Dimension or group-dimension ids with weights. */
  components: Array<string | WeightedRef>;
  /** Bands for the competence level (on any standard scale). */
  bandSetId?: string;
}

/** A correlation matrix over named (group) dimensions or traits. */
export interface CorrelationSpec {
  ids: string[];
  matrix: number[][];
}

/** The complete scoring description of one assessment version. */
export interface Blueprint {
  id: string;
  version: string;
  name?: string;
  /** Missing-answer policy (default 'zero'); recorded in every result. */
  missingPolicy?: MissingPolicy;
  items: ItemDefinition[];
  indicators?: IndicatorDefinition[];
  dimensions?: DimensionDefinition[];
  groupDimensions?: GroupDimensionDefinition[];
  norms?: Norm[];
  /** Band sets referenced by `bandSetId`. */
  bands?: BandSet[];
  competences?: CompetenceDefinition[];
  /** Correlations among (group) dimensions for competence re-standardisation (default: uncorrelated). */
  correlations?: CorrelationSpec;
  jobProfiles?: JobProfile[];
  characterRules?: CharacterRuleSet[];
  /**
   * How forced-choice blocks are scored: 'ipsative' (default; most/middle/least points) or
   * 'thurstonian' (MAP trait scores from statement loadings, uniquenesses and pair thresholds;
   * the traits are the statements' indicators and their raw score is θ̂).
   */
  forcedChoice?: { method: 'ipsative' | 'thurstonian'; traitCorrelations?: CorrelationSpec };
  /** Grid for the ability summary's EAP θ (default 61 points on [−6, 6]). */
  irt?: { quadrature?: QuadratureSpec };
}

/** A weighted link to another entity by index. */
export interface CompiledComponents {
  indices: Int32Array;
  weights: Float64Array;
}

/** A scored entity (indicator, dimension or group) in compiled form. */
export interface CompiledEntity {
  id: string;
  aggregation: Aggregation;
  norm: Norm | null;
  bandSet: BandSet | null;
  reliability: number | null;
}

/** Validated blueprint in index form. */
export interface CompiledBlueprint {
  blueprint: Blueprint;
  policy: MissingPolicy;
  items: CompiledItem[];
  itemIndex: Map<string, number>;
  /** Per item: indicator index of each slot (−1 for Thurstonian items, which have no slots). */
  slotIndicators: Int32Array[];
  /**
   * Indicators; `theta` holds the plan of a θ-scored indicator (its `aggregation` is then 'sum' and
   * only feeds the item counts).
   */
  indicators: Array<CompiledEntity & { thurstonian: boolean; theta: IndicatorThetaPlan | null }>;
  indicatorIndex: Map<string, number>;
  dimensions: Array<CompiledEntity & { components: CompiledComponents }>;
  groups: Array<CompiledEntity & { components: CompiledComponents; source: 'raw' | 'z' }>;
  /** Dimension and group ids → where to find them. */
  profileIndex: Map<string, { kind: 'dimension' | 'group'; index: number }>;
  competences: Array<{
    id: string;
    components: Array<{ id: string; weight: number; kind: 'dimension' | 'group'; index: number }>;
    correlations: Matrix;
    /** √(wᵀRw), fixed by the weights and correlations. */
    denominator: number;
    /** The formula with this competence's weights and denominator filled in. */
    formula: string;
    bandSet: BandSet | null;
  }>;
  jobProfiles: JobProfile[];
  characterRules: CharacterRuleSet[];
  /** Norms the blueprint applies, in first-use order (recorded in results). */
  normsUsed: Array<{ id: string; version: string }>;
  /** Keyed items (for number correct), with an EAP table when every keyed item has IRT parameters. */
  keyed: { indices: Int32Array; maxScore: number; eap: EapTable | null };
  quadrature: QuadratureSpec;
  thurstonian: {
    itemIndices: number[];
    blocks: ThurstonianBlock[];
    statementIndex: Array<Map<string, number>>;
    traits: string[];
    correlations: Matrix | undefined;
  } | null;
}
