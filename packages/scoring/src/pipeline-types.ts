/** The shapes of a scoring result: indicator, dimension and competence scores, abilities, options. */
import type { MissingPolicy } from './aggregate';
import type { BandResult, CharacterTypeResult } from './bands';
import type { CompiledBlueprint } from './blueprint';
import type { CompositeScore } from './competences';
import type { DimensionTheta } from './dimension-theta';
import type { ThetaEstimator } from './indicator-theta';
import type { QuadratureSpec } from './irt/quadrature';
import type { Answer, ItemScore } from './items';
import type { JobFitResult } from './jobfit';
import type { ScaledScore } from './norms';

/** Answers of one person: item id → answer (absent, null or undefined = not answered). */
export type Responses = Readonly<Record<string, Answer>>;

/** Raw and scaled score of an indicator, dimension or group dimension. */
export interface EntityScore {
  raw: number;
  /** Normed scores (z, T, sten, stanine, percentile) when the entity has a norm, else null. */
  scaled: ScaledScore | null;
  /** Behaviour band when the entity has a band set, else null. */
  band: BandResult | null;
  /**
   * Dimensions whose items all carry GRM parameters: the EAP θ over those items with its posterior SD
   * (null when none was answered; see dimension-theta.ts). Dimensions made only of θ indicators
   * (positive weights, one estimator): their joint θ̂ (the raw score), SE and answered items. Absent elsewhere.
   */
  theta?: DimensionTheta | null;
}

/** An indicator's score, with how its items were handled. */
export interface IndicatorScore extends EntityScore {
  /**
   * 'sum' / 'mean' of item values, 'thurstonian' (raw = MAP θ of the trait) or 'theta' (raw = IRT θ̂
   * of the indicator's items, see indicator-theta.ts).
   */
  method: 'sum' | 'mean' | 'thurstonian' | 'theta';
  /** Item values feeding the indicator. */
  items: number;
  answered: number;
  /** Missing values filled in by the missing policy. */
  imputed: number;
  /** Standard error of a Thurstonian θ or an IRT θ̂; null for summed indicators. */
  se: number | null;
  /** θ indicators: the estimator that gave raw (ML falls back to WLE, see indicator-theta.ts). */
  estimator?: ThetaEstimator;
}

/** A competence score: the re-standardised composite, its components and level. */
export interface CompetenceScore extends CompositeScore {
  id: string;
  components: Array<{ id: string; weight: number; z: number }>;
  formula: string;
  /** Competence level from its band set, else null. */
  level: BandResult | null;
}

/** Number correct and (when IRT parameters are present) θ over the keyed items. */
export interface AbilitySummary {
  keyedItems: number;
  answeredKeyed: number;
  numberCorrect: number;
  maxScore: number;
  /** 100 · numberCorrect / maxScore, null when there are no keyed items. */
  percentCorrect: number | null;
  /**
   * EAP θ over the keyed items when every keyed item has IRT parameters (unanswered items count as
   * wrong under the 'zero' policy and are left out otherwise), else null.
   */
  theta: {
    method: 'EAP';
    theta: number;
    se: number;
    answered: number;
    quadrature: Required<QuadratureSpec>;
  } | null;
}

/** The versioned result of scoring one person against one blueprint. Plain JSON. */
export interface ScoreResult {
  kind: 'asesa.score-result';
  schemaVersion: 1;
  engineVersion: string;
  blueprint: { id: string; version: string };
  /** Every norm the blueprint applies (id and version). */
  norms: Array<{ id: string; version: string }>;
  missingPolicy: MissingPolicy;
  /** Items in the blueprint and how many were answered. */
  itemCount: number;
  answered: number;
  /** Points on keyed items (partial credit included); 0 when nothing is keyed. */
  numberCorrect: number;
  /** Maximum points on keyed items. */
  maxScore: number;
  indicators: Record<string, IndicatorScore>;
  dimensions: Record<string, EntityScore>;
  groupDimensions: Record<string, EntityScore>;
  competences: Record<string, CompetenceScore>;
  jobFits: Record<string, JobFitResult>;
  characterTypes: Record<string, CharacterTypeResult>;
  ability: AbilitySummary;
  /** Per-item scores, only with `includeItems: true`. */
  items?: Record<string, ItemScore>;
}

/** Options of the scoring functions. */
export interface ScoreOptions {
  /** Add per-item scores to the result (default false: results stay small for bulk scoring). */
  includeItems?: boolean;
}

/** A blueprint compiled once and used to score many people. */
export interface BlueprintScorer {
  readonly compiled: CompiledBlueprint;
  score(responses: Responses, options?: ScoreOptions): ScoreResult;
}
