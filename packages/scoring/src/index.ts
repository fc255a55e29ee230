/**
 * @asesa/scoring — the psychometric scoring engine of Asesa. Pure functions, no I/O.
 *
 * Start with {@link scoreBlueprint} (responses → versioned {@link ScoreResult}); the lower-level
 * building blocks (norms, IRT, CAT, quality statistics) are exported for the back office and research.
 */

export {
  type Aggregation,
  aggregate,
  aggregateIndicator,
  type MissingPolicy,
  type SlotValue,
} from './aggregate';
export {
  applyBands,
  type Band,
  type BandResult,
  type BandSet,
  type CharacterRule,
  type CharacterRuleSet,
  type CharacterTypeResult,
  classifyCharacter,
  type RuleCondition,
  validateBandSet,
  validateRuleSet,
} from './bands';
// Blueprint and pipeline
export type {
  Blueprint,
  CompetenceDefinition,
  CorrelationSpec,
  DimensionDefinition,
  GroupDimensionDefinition,
  IndicatorDefinition,
  WeightedRef,
} from './blueprint';
export { compileBlueprint } from './blueprint';
// Adaptive testing
export {
  type CatAdministeredItem,
  type CatBankItem,
  type CatConditionalBin,
  type CatDecision,
  type CatExposureControl,
  type CatOptions,
  type CatRandomSource,
  type CatRecord,
  type CatSimulationOptions,
  type CatSimulationResult,
  type CatState,
  type CatStopReason,
  type CompiledBank,
  catStepRng,
  compileBank,
  nextItemDecision,
  rngFromDraws,
  runCat,
  selectNextItem,
  simulateCat,
  simulateResponse,
  thetaStratum,
} from './cat';
export {
  type ConditionalExposureSettings,
  type ConditionalExposureSimulation,
  type ConditionalSympsonHetterCalibration,
  type ConditionalSympsonHetterSettings,
  calibrateConditionalSympsonHetter,
  type ExposureStratum,
  simulateConditionalExposure,
} from './cat/conditional-sympson-hetter';
export { type ExposureMaximum, exposureMaximum, wilsonInterval } from './cat/exposure-interval';
export {
  calibrateSympsonHetter,
  type SympsonHetterCalibration,
  type SympsonHetterSettings,
} from './cat/sympson-hetter';
// Competences, job fit, bands and character types
export { type CompositeScore, compositeScore } from './competences';
export type { DimensionTheta } from './dimension-theta';
export { chiSquareSurvival, fCdf, fQuantile, regularizedBeta } from './distributions';
export { isScoringError, ScoringError, type ScoringErrorCode } from './errors';
export type { IndicatorTheta, ThetaEstimator } from './indicator-theta';
export {
  type CalibratedItem,
  type CalibrationFlag,
  type CalibrationFlagKind,
  type CalibrationModel,
  type CalibrationOptions,
  type CalibrationParameter,
  type CalibrationResult,
  calibrate,
  DEFAULT_EM_TOLERANCE,
  DEFAULT_SLOPE_LIMITS,
  type ItemStandardErrors,
  type ParameterCovariance,
  parameterStandardError,
  type RaschDifficulty,
  raschDifficulties,
} from './irt/calibration';
export { type ItemFit, type ItemFitOptions, type ItemFitResult, itemFit } from './irt/item-fit';
export { type M2Result, m2Statistic, noncentralChiSquareCdf } from './irt/m2';
export {
  type ComparedModel,
  compareModels,
  type LikelihoodRatioTest,
  type ModelComparison,
  parameterCount,
} from './irt/model-comparison';
// IRT
export {
  categoryProbabilities,
  categoryProbability,
  compileIrtItem,
  type IrtItem,
  type IrtItemParams,
  itemInformation,
  testInformation,
} from './irt/models';
export {
  createQuadrature,
  DEFAULT_QUADRATURE_SPEC,
  type Quadrature,
  type QuadratureSpec,
} from './irt/quadrature';
export {
  type RaschFitOptions,
  type RaschFitResult,
  type RaschFitStatistics,
  type RaschItemFit,
  type RaschItemSet,
  type RaschPersonFit,
  raschFit,
} from './irt/rasch-fit';
export {
  createEapTable,
  type EapEstimate,
  type EapTable,
  eapFromTable,
  eapScore,
  type ItemResponse,
  logLikelihood,
  mapScore,
  mlScore,
  type SummedScoreRow,
  summedScoreEapTable,
  type ThetaEstimate,
  wleScore,
} from './irt/scoring';
// Items and aggregation
export {
  type AcceptedText,
  type Answer,
  type ChoiceOption,
  compileItem,
  type ForcedChoiceItem,
  type ForcedChoiceStatement,
  type GapMatchItem,
  type InlineChoiceGap,
  type InlineChoiceItem,
  type ItemDefinition,
  type ItemScore,
  type LikertItem,
  type MatchChoice,
  type MatchGap,
  type MatchItem,
  type MultipleChoiceItem,
  type NumericItem,
  type PairMapping,
  type RankingItem,
  reverseScore,
  type SelectionItem,
  type SelectionMapping,
  type SingleChoiceItem,
  scoreItem,
  type TextItem,
  type TrueFalseItem,
} from './items';
export {
  type JobFitContribution,
  type JobFitResult,
  type JobProfile,
  type JobTarget,
  jobFit,
  probabilityReaching,
  zReaching,
} from './jobfit';
export { normalCdf, normalPdf, normalQuantile } from './normal';
// Norms
export {
  applyNorm,
  buildNormTable,
  buildParametricNorm,
  type Norm,
  type NormBuildMeta,
  type NormTable,
  type NormTableRow,
  normalisedZ,
  type ParametricNorm,
  percentileFromZ,
  percentileRank,
  type ScaledScore,
  type ScaleName,
  type StandardScores,
  standardScores,
  stanine,
  sten,
  tScore,
  validateNorm,
} from './norms';
export { createScorer, scoreBlueprint, scoreCompetences, scoreMany } from './pipeline';
export type * from './pipeline-types';
export { type AdverseImpactResult, adverseImpact, type SelectionGroup } from './quality/adverse-impact';
// Quality statistics
export { type DataMatrix, type MatrixMissingPolicy, prepareMatrix, reverseColumns } from './quality/data';
export {
  type DifResult,
  type EtsDifClass,
  etsClass,
  type MantelHaenszelItem,
  mantelHaenszelDif,
} from './quality/dif';
export {
  etsPolytomousClass,
  mantelSmdCells,
  type PolytomousDifItem,
  type PolytomousDifOptions,
  type PolytomousDifResult,
} from './quality/dif-polytomous';
export { distractorAnalysis, type ItemDistractors, type OptionStatistics } from './quality/distractors';
export {
  analyseEvidence,
  type CalibratedScale,
  type DifComparison,
  type EvidenceCalibration,
  type EvidenceDifResult,
  type EvidenceItem,
  type EvidenceItemStatistics,
  type EvidenceOptions,
  type EvidencePerson,
  type EvidenceRaschFit,
  type EvidenceResult,
  type ItemFlag,
  type ReliabilityFigure,
  type Unavailable,
} from './quality/evidence';
export { fisherExactP } from './quality/fisher-exact';
export { type ItemAnalysis, type ItemStatistics, itemAnalysis } from './quality/items';
export {
  type AlphaResult,
  cronbachAlpha,
  feldtInterval,
  type OmegaResult,
  omegaTotal,
  standardErrorOfMeasurement,
} from './quality/reliability';
export { createRng, type Rng } from './random';
export {
  type MostLeast,
  pairOutcomes,
  scoreThurstonian,
  type ThurstonianBlock,
  type ThurstonianResult,
} from './thurstonian';
export { ENGINE_VERSION } from './version';
