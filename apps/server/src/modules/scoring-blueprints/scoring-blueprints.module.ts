import type { ModuleManifest } from '../module-manifest';
import { scoringBlueprintRoutes } from './scoring-blueprints.routes';

/** Scoring blueprints (quiz-scorings/ calls): how an instrument's answers become scores. */
export const scoringBlueprintsModule: ModuleManifest = {
  name: 'scoring-blueprints',
  routes: scoringBlueprintRoutes,
  audit: {
    areas: { 'quiz-scorings/': 'content' },
    entities: {
      'quiz-scorings/blueprints': { table: 'scoring_blueprints' },
      'quiz-scorings/blueprint-settings': { table: 'scoring_blueprint_settings' },
      'quiz-scorings/blueprint-dimensions': { table: 'scoring_blueprint_dimensions' },
      'quiz-scorings/group-dimensions': { table: 'scoring_group_dimensions' },
      'quiz-scorings/character-blueprints': { table: 'scoring_character_blueprints' },
      'quiz-scorings/gob-blueprints': { table: 'scoring_gob_blueprints' },
      'quiz-scorings/final-scores': { table: 'scoring_final_scores' },
      'quiz-scorings/indicator-scores': { table: 'scoring_indicator_scores' },
    },
  },
};
