/**
 * The full scoring pipeline: responses → item scores → indicators → dimensions → norms →
 * group dimensions → competences → job fit → character types, bands and ability summary.
 */
import { applyBands, type BandSet, type CharacterTypeResult, classifyCharacter } from './bands';
import { type Blueprint, type CompiledBlueprint, compileBlueprint } from './blueprint';
import { compositeOfChecked } from './competences';
import { dimensionTheta } from './dimension-theta';
import { ScoringError } from './errors';
import { indicatorTheta, type ThetaEstimator } from './indicator-theta';
import { eapFromTable, type ItemResponse } from './irt/scoring';
import type { ItemScore } from './items';
import { type JobFitResult, jobFit } from './jobfit';
import { applyNorm, type Norm, type ScaledScore, type ScaleName, type StandardScores } from './norms';
import { scoreItems } from './pipeline-items';
import { PersonState } from './pipeline-state';
import type {
  AbilitySummary,
  BlueprintScorer,
  CompetenceScore,
  EntityScore,
  IndicatorScore,
  Responses,
  ScoreOptions,
  ScoreResult,
} from './pipeline-types';
import { type MostLeast, scoreThurstonian } from './thurstonian';
import { ENGINE_VERSION } from './version';

/**
 * Scores one person's responses against a blueprint — the server's entry point.
 *
 * Steps: (1) item scores from keys, reverse keys and option weights; (2) indicator raw = Σ w·x or
 * Σ w·x / Σ w of item values after the missing policy; (3) dimension raw from indicators;
 * (4) z, T = 50 + 10z, sten = clamp(⌊2z + 6⌋, 1, 10), stanine = clamp(⌊2z + 5.5⌋, 1, 9) and percentile
 * through the blueprint's norms; (5) group dimensions from dimension raw or z; (6) competences
 * z_C = Σ w z / √(wᵀRw); (7) competence levels; (8) job fit 100 · Σ w m / Σ w; (9) character types,
 * behaviour bands and the ability summary (number correct, EAP θ).
 *
 * The result names the engine version, blueprint id/version, norms and missing policy, so scoring the
 * same responses with the same blueprint reproduces it exactly. For many people use
 * {@link createScorer} to validate the blueprint once.
 * @throws ScoringError `UNKNOWN_ITEM`, `ANSWER_OUT_OF_RANGE`, `INVALID_ANSWER`, `INVALID_BLUEPRINT`,
 * `UNKNOWN_REFERENCE`, `INSUFFICIENT_DATA` (e.g. a mean indicator with nothing answered under 'ignore').
 */
export function scoreBlueprint(
  blueprint: Blueprint,
  responses: Responses,
  options: ScoreOptions = {},
): ScoreResult {
  return createScorer(blueprint).score(responses, options);
}

/** Scores many people with one compiled blueprint (see {@link scoreBlueprint}). */
export function scoreMany(
  blueprint: Blueprint,
  people: readonly Responses[],
  options: ScoreOptions = {},
): ScoreResult[] {
  const scorer = createScorer(blueprint);
  return people.map((responses) => scorer.score(responses, options));
}

/**
 * Validates and compiles a blueprint once; the returned scorer scores people without re-validating.
 * The blueprint must not be mutated while the scorer is in use.
 */
export function createScorer(blueprint: Blueprint): BlueprintScorer {
  const compiled = compileBlueprint(blueprint);
  const state = new PersonState(compiled);
  return {
    compiled,
    score: (responses, options = {}) => scoreCompiled(compiled, state, responses, options),
  };
}

function scaledAndBand(raw: number, norm: Norm | null, bandSet: BandSet | null): EntityScore {
  const scaled = norm ? applyNorm(norm, raw) : null;
  return { raw, scaled, band: bandSet ? applyBands(bandSet, bandValue(bandSet.scale, raw, scaled)) : null };
}

function bandValue(scale: ScaleName, raw: number, scaled: StandardScores | null): number {
  if (scale === 'raw') return raw;
  if (!scaled) throw new ScoringError('INVALID_BLUEPRINT', `a ${scale} band needs a norm`);
  return scaled[scale];
}

function scoreCompiled(
  c: CompiledBlueprint,
  state: PersonState,
  responses: Responses,
  options: ScoreOptions,
): ScoreResult {
  assertResponses(c, responses);
  for (const acc of state.accumulators) acc.reset();
  const itemDetails: Record<string, ItemScore> | undefined = options.includeItems ? {} : undefined;
  const thurstonianAnswers: Array<MostLeast | null> | null = c.thurstonian
    ? c.thurstonian.itemIndices.map(() => null)
    : null;
  // 1–2. Item scores into indicator accumulators.
  const answeredCount = scoreItems(c, state, responses, thurstonianAnswers, itemDetails);
  // Thurstonian traits (forced-choice blocks scored jointly).
  let traitScores: Record<string, { theta: number; se: number }> | null = null;
  if (c.thurstonian && thurstonianAnswers) {
    traitScores = scoreThurstonian(c.thurstonian.blocks, thurstonianAnswers, {
      traits: c.thurstonian.traits,
      correlations: c.thurstonian.correlations,
    }).traits;
  }
  // 2. Indicators. 3–4. Dimensions with norms. 5. Group dimensions.
  const indicatorScores = scoreIndicators(c, state, traitScores);
  const dimensionScores = scoreDimensions(c, state);
  const groupScores = scoreGroups(c, state);
  const partial = { dimensions: dimensionScores, groupDimensions: groupScores };
  // 6–7. Competences and their levels.
  const competences = competencesFromCompiled(c, partial);
  // 8. Job fit.
  const jobFits: Record<string, JobFitResult> = {};
  for (const profile of c.jobProfiles) jobFits[profile.id] = jobFit(competences, profile);
  // 9. Character types and the ability summary over keyed items.
  const characterTypes = classifyCharacters(c, dimensionScores, groupScores);
  const ability = abilitySummary(c, state);
  const result: ScoreResult = {
    kind: 'asesa.score-result',
    schemaVersion: 1,
    engineVersion: ENGINE_VERSION,
    blueprint: { id: c.blueprint.id, version: c.blueprint.version },
    norms: c.normsUsed.map((n) => ({ ...n })),
    missingPolicy: c.policy,
    itemCount: c.items.length,
    answered: answeredCount,
    numberCorrect: ability.numberCorrect,
    maxScore: ability.maxScore,
    indicators: indicatorScores,
    dimensions: dimensionScores,
    groupDimensions: groupScores,
    competences,
    jobFits,
    characterTypes,
    ability,
  };
  if (itemDetails) result.items = itemDetails;
  return result;
}

function assertResponses(c: CompiledBlueprint, responses: Responses): void {
  if (typeof responses !== 'object' || responses === null || Array.isArray(responses)) {
    throw new ScoringError('INVALID_ARGUMENT', 'responses must be an object mapping item ids to answers');
  }
  for (const id in responses) {
    if (!c.itemIndex.has(id))
      throw new ScoringError('UNKNOWN_ITEM', `response to unknown item ${id}`, { item: id });
  }
}

/** Each indicator's raw score (Thurstonian trait, θ or aggregate of its accumulator), scaled and banded. */
function scoreIndicators(
  c: CompiledBlueprint,
  state: PersonState,
  traitScores: Record<string, { theta: number; se: number }> | null,
): Record<string, IndicatorScore> {
  const { accumulators, itemScores, answered } = state;
  const indicatorScores: Record<string, IndicatorScore> = {};
  for (let k = 0; k < c.indicators.length; k++) {
    const def = c.indicators[k];
    const acc = accumulators[k];
    let raw: number;
    let se: number | null = null;
    let method: IndicatorScore['method'] = def.aggregation;
    let estimator: ThetaEstimator | undefined;
    let answeredItems = acc.answered;
    if (def.thurstonian && traitScores) {
      raw = traitScores[def.id].theta;
      se = traitScores[def.id].se;
      method = 'thurstonian';
    } else if (def.theta) {
      const theta = indicatorTheta(def.theta, itemScores, answered);
      raw = theta.value;
      se = theta.se;
      method = 'theta';
      estimator = theta.estimator;
      answeredItems = theta.answered;
    } else {
      raw = acc.finish(def.aggregation, c.policy, def.id);
    }
    state.indicatorRaw[k] = raw;
    const items = def.thurstonian ? 0 : acc.answered + acc.missingCount;
    const scaled = def.norm ? applyNorm(def.norm, raw) : null;
    indicatorScores[def.id] = {
      raw,
      scaled,
      band: def.bandSet ? applyBands(def.bandSet, bandValue(def.bandSet.scale, raw, scaled)) : null,
      method,
      items,
      answered: answeredItems,
      imputed: acc.imputed,
      se,
      ...(estimator ? { estimator } : {}),
    };
  }
  return indicatorScores;
}

/** Each dimension's raw score (joint θ or combined indicators), normed, banded and with its θ. */
function scoreDimensions(c: CompiledBlueprint, state: PersonState): Record<string, EntityScore> {
  const { itemScores, answered } = state;
  const dimensionScores: Record<string, EntityScore> = {};
  for (let d = 0; d < c.dimensions.length; d++) {
    const def = c.dimensions[d];
    const joint = state.dimensionJointThetas[d];
    const jointTheta = joint ? indicatorTheta(joint, itemScores, answered) : null;
    const raw = jointTheta
      ? jointTheta.value
      : combine(def.components.indices, def.components.weights, state.indicatorRaw, def.aggregation);
    state.dimensionRaw[d] = raw;
    const score = scaledAndBand(raw, def.norm, def.bandSet);
    state.dimensionZ[d] = score.scaled ? score.scaled.z : Number.NaN;
    const thetaPlan = state.dimensionThetas[d];
    if (jointTheta)
      score.theta = { value: jointTheta.value, se: jointTheta.se, answered: jointTheta.answered };
    else if (thetaPlan) score.theta = dimensionTheta(thetaPlan, itemScores, answered);
    dimensionScores[def.id] = score;
  }
  return dimensionScores;
}

/** Each group dimension from its dimensions' raw scores or z-scores. */
function scoreGroups(c: CompiledBlueprint, state: PersonState): Record<string, EntityScore> {
  const groupScores: Record<string, EntityScore> = {};
  for (let g = 0; g < c.groups.length; g++) {
    const def = c.groups[g];
    const source = def.source === 'z' ? state.dimensionZ : state.dimensionRaw;
    const raw = combine(def.components.indices, def.components.weights, source, def.aggregation);
    state.groupRaw[g] = raw;
    groupScores[def.id] = scaledAndBand(raw, def.norm, def.bandSet);
  }
  return groupScores;
}

function classifyCharacters(
  c: CompiledBlueprint,
  dimensionScores: Record<string, EntityScore>,
  groupScores: Record<string, EntityScore>,
): Record<string, CharacterTypeResult> {
  const characterTypes: Record<string, CharacterTypeResult> = {};
  for (const set of c.characterRules) {
    const scale = set.scale ?? 'sten';
    characterTypes[set.id] = classifyCharacter(set, (id) => {
      const entity = dimensionScores[id] ?? groupScores[id];
      return scale === 'raw' ? entity.raw : (entity.scaled as ScaledScore)[scale];
    });
  }
  return characterTypes;
}

/** Number correct over the keyed items and, when they all have IRT parameters, the EAP θ. */
function abilitySummary(c: CompiledBlueprint, state: PersonState): AbilitySummary {
  const { itemScores, answered } = state;
  let numberCorrect = 0;
  let answeredKeyed = 0;
  const keyedIndices = c.keyed.indices;
  for (let j = 0; j < keyedIndices.length; j++) {
    const i = keyedIndices[j];
    if (answered[i]) {
      answeredKeyed++;
      numberCorrect += itemScores[i];
    }
  }
  let theta: AbilitySummary['theta'] = null;
  if (c.keyed.eap) {
    const pattern: ItemResponse[] = new Array(keyedIndices.length);
    for (let j = 0; j < keyedIndices.length; j++) {
      const i = keyedIndices[j];
      pattern[j] = answered[i] ? itemScores[i] : c.policy === 'zero' ? 0 : null;
    }
    const eap = eapFromTable(c.keyed.eap, pattern);
    theta = {
      method: 'EAP',
      theta: eap.theta,
      se: eap.se,
      answered: eap.answered,
      quadrature: eap.quadrature,
    };
  }
  const maxScore = c.keyed.maxScore;
  return {
    keyedItems: keyedIndices.length,
    answeredKeyed,
    numberCorrect,
    maxScore,
    percentCorrect: maxScore > 0 ? (100 * numberCorrect) / maxScore : null,
    theta,
  };
}

function combine(
  indices: Int32Array,
  weights: Float64Array,
  source: ArrayLike<number>,
  aggregation: 'sum' | 'mean',
): number {
  let total = 0;
  let weightTotal = 0;
  for (let j = 0; j < indices.length; j++) {
    total += weights[j] * source[indices[j]];
    weightTotal += weights[j];
  }
  if (aggregation === 'sum') return total;
  if (weightTotal === 0)
    throw new ScoringError('INVALID_BLUEPRINT', 'a mean aggregate has weights summing to 0');
  return total / weightTotal;
}

function competencesFromCompiled(
  c: CompiledBlueprint,
  scores: { dimensions: Record<string, EntityScore>; groupDimensions: Record<string, EntityScore> },
): Record<string, CompetenceScore> {
  const out: Record<string, CompetenceScore> = {};
  for (const competence of c.competences) {
    const zs: number[] = [];
    const weights: number[] = [];
    const reliabilities: Array<number | null> = [];
    for (const component of competence.components) {
      const entity =
        component.kind === 'dimension'
          ? scores.dimensions[component.id]
          : scores.groupDimensions[component.id];
      if (!entity?.scaled) {
        throw new ScoringError(
          'UNKNOWN_REFERENCE',
          `competence ${competence.id}: no normed score for ${component.id}`,
        );
      }
      zs.push(entity.scaled.z);
      weights.push(component.weight);
      reliabilities.push(
        component.kind === 'dimension'
          ? c.dimensions[component.index].reliability
          : c.groups[component.index].reliability,
      );
    }
    const composite = compositeOfChecked(zs, weights, competence.denominator ** 2, reliabilities);
    out[competence.id] = {
      id: competence.id,
      ...composite,
      components: competence.components.map((comp, j) => ({ id: comp.id, weight: comp.weight, z: zs[j] })),
      formula: competence.formula,
      level: competence.bandSet
        ? applyBands(competence.bandSet, bandValue(competence.bandSet.scale, composite.z, composite))
        : null,
    };
  }
  return out;
}

/**
 * Competence scores on top of a {@link ScoreResult}: for each blueprint competence,
 * z_C = Σ_j w_j z_j / √(wᵀRw) over its (group) dimensions' normed z-scores, R from
 * `blueprint.correlations` (uncorrelated where not given), with Mosier composite reliability/SE and
 * the level from its band set. (scoreBlueprint already includes these; this recomputes them, e.g.
 * after a blueprint's competences changed.)
 * @throws ScoringError when the result lacks a normed score a competence needs.
 */
export function scoreCompetences(
  blueprint: Blueprint,
  result: Pick<ScoreResult, 'dimensions' | 'groupDimensions'>,
): Record<string, CompetenceScore> {
  return competencesFromCompiled(compileBlueprint(blueprint), result);
}
