import type { ScoreBand, TraitCorrelations, WeightedCode } from '@asesa/contracts';
import type { PartRow } from './scoring-blueprints.repository';

// Response shaping: a blueprint part's row as the API shows it (and as the engine blueprint is built from).

/** Names of the library's test dimensions and indicators by code. */
export interface Names {
  dimensions: Map<string, string>;
  indicators: Map<string, string>;
}

export const json = <T>(text: string): T => JSON.parse(text) as T;

/** A nullable numeric column as a number, or null. */
export const numberOrNull = (v: string | number | null) => (v === null ? null : Number(v));

/**
 * One mapper for every part: a part's row as the API shows it, its id and blueprint first and its
 * times last around the part's own fields (what `own` reads from the row).
 */
export function presentPart<
  R extends { id: number; blueprint_id: number; created_at: string; updated_at: string },
  F,
>(own: (r: R, names: Names) => F) {
  return (r: R, names: Names) => ({
    id: r.id,
    blueprint_id: r.blueprint_id,
    ...own(r, names),
    created_at: r.created_at,
    updated_at: r.updated_at,
  });
}

export const presentSettings = presentPart((r: PartRow<'scoring_blueprint_settings'>) => ({
  raw_score_method: r.raw_score_method as 'sum' | 'mean',
  missing_policy: r.missing_policy as 'ignore' | 'zero' | 'person-mean' | 'item-median',
  untagged_indicator_code: r.untagged_indicator_code,
  forced_choice_method: r.forced_choice_method as 'ipsative' | 'thurstonian',
  trait_correlations: r.trait_correlations_json ? json<TraitCorrelations>(r.trait_correlations_json) : null,
}));

export const presentDimension = presentPart((r: PartRow<'scoring_blueprint_dimensions'>, names: Names) => ({
  dimension_code: r.dimension_code,
  dimension_name: names.dimensions.get(r.dimension_code) ?? r.dimension_code,
  aggregation: r.aggregation as 'sum' | 'mean',
  indicators: json<WeightedCode[]>(r.indicators_json),
  reliability: numberOrNull(r.reliability),
}));

export const presentGroup = presentPart((r: PartRow<'scoring_group_dimensions'>) => ({
  code: r.code,
  name: r.name,
  aggregation: r.aggregation as 'sum' | 'mean',
  source: r.source as 'raw' | 'z',
  dimensions: json<WeightedCode[]>(r.dimensions_json),
}));

export const presentCharacter = presentPart((r: PartRow<'scoring_character_blueprints'>) => ({
  type_code: r.type_code,
  name: r.name,
  description: r.description,
  scale: r.scale as 'sten',
  match: r.match as 'all' | 'any',
  conditions: json<Array<{ dimension: string; op: '<'; value: number }>>(r.conditions_json),
  position: r.position,
}));

export const presentGob = presentPart((r: PartRow<'scoring_gob_blueprints'>) => ({
  target_code: r.target_code,
  scale: r.scale as 'sten',
  bands: json<ScoreBand[]>(r.bands_json),
}));

export const presentFinal = presentPart((r: PartRow<'scoring_final_scores'>) => ({
  dimension_code: r.dimension_code,
  norm_group: r.norm_group,
  method: r.method as 'table' | 'parametric',
  scale_kind: r.scale_kind as 'sten',
  rows: json<Array<{ raw_min: number; raw_max: number; scaled: number; percentile?: number | null }>>(
    r.rows_json,
  ),
  mean: numberOrNull(r.mean),
  sd: numberOrNull(r.sd),
  n: Number(r.n),
  norm_date: r.norm_date,
  norm_version: r.norm_version,
  raw_step: Number(r.raw_step),
}));

export const presentIndicatorScore = presentPart((r: PartRow<'scoring_indicator_scores'>, names: Names) => ({
  indicator_code: r.indicator_code,
  indicator_name: names.indicators.get(r.indicator_code) ?? r.indicator_code,
  bands: json<ScoreBand[]>(r.bands_json),
}));
