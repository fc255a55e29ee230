import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The tables modules/scoring-blueprints owns (db/table-owners.json).

/** A scoring blueprint of one instrument; `version` rises with every change to its parts. */
export interface ScoringBlueprintTable {
  id: Generated<number>;
  instrument_id: number;
  name: string;
  description: string;
  /** BlueprintTranslations (packages/contracts): its name and its norm groups' names by language. */
  translations_json: Generated<string>;
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

/** What one version of a blueprint was, kept from the first time it scored (unique blueprint_id × version). */
export interface ScoringBlueprintVersionTable {
  blueprint_id: number;
  version: number;
  /** The BlueprintDefinition (packages/contracts) the engine was built from. */
  definition_json: string;
  created_at: Timestamp;
}

interface BlueprintPart {
  id: Generated<number>;
  blueprint_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  removed_at: Timestamp | null;
}

export interface ScoringSettingsTable extends BlueprintPart {
  raw_score_method: string;
  missing_policy: string;
  untagged_indicator_code: string | null;
  /** 'ipsative' or 'thurstonian' (forced-choice blocks). */
  forced_choice_method: Generated<string>;
  /** {ids, matrix} prior correlations of the Thurstonian traits; null = uncorrelated. */
  trait_correlations_json: string | null;
}

export interface ScoringDimensionTable extends BlueprintPart {
  dimension_code: string;
  aggregation: string;
  /** [{code, weight}] of indicators. */
  indicators_json: string;
  reliability: number | null;
}

export interface ScoringGroupDimensionTable extends BlueprintPart {
  code: string;
  name: string;
  aggregation: string;
  source: string;
  /** [{code, weight}] of the blueprint's dimensions. */
  dimensions_json: string;
}

export interface ScoringCharacterTable extends BlueprintPart {
  type_code: string;
  name: string;
  description: string;
  scale: string;
  match: string;
  conditions_json: string;
  position: number;
}

export interface ScoringGobTable extends BlueprintPart {
  target_code: string;
  scale: string;
  bands_json: string;
}

export interface ScoringFinalScoreTable extends BlueprintPart {
  dimension_code: string;
  norm_group: string;
  method: string;
  scale_kind: string;
  rows_json: string;
  mean: number | null;
  sd: number | null;
  n: number;
  norm_date: string;
  norm_version: string;
  raw_step: number;
}

export interface ScoringIndicatorScoreTable extends BlueprintPart {
  indicator_code: string;
  bands_json: string;
}

/** The scoring-blueprints feature's part of the Database (db/schema.ts). */
export interface ScoringBlueprintsTables {
  scoring_blueprints: ScoringBlueprintTable;
  scoring_blueprint_versions: ScoringBlueprintVersionTable;
  scoring_blueprint_settings: ScoringSettingsTable;
  scoring_blueprint_dimensions: ScoringDimensionTable;
  scoring_group_dimensions: ScoringGroupDimensionTable;
  scoring_character_blueprints: ScoringCharacterTable;
  scoring_gob_blueprints: ScoringGobTable;
  scoring_final_scores: ScoringFinalScoreTable;
  scoring_indicator_scores: ScoringIndicatorScoreTable;
}
