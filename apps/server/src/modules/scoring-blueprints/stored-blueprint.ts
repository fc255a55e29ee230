import type { BlueprintRow } from '@asesa/contracts';
import type { Deps } from '../../deps';
import type { StoredBlueprint } from './blueprint-builder';
import {
  type Names,
  presentCharacter,
  presentDimension,
  presentFinal,
  presentGob,
  presentGroup,
  presentIndicatorScore,
  presentSettings,
} from './blueprint-part-presenters';
import { dimensionCatalogue, partsOf } from './scoring-blueprints.repository';

// A stored blueprint read whole: every live part, presented, with the library's names.

/** A blueprint with every live part, JSON parsed, dimension names looked up. */
export async function loadStoredBlueprint(
  deps: Deps,
  row: Pick<BlueprintRow, 'id' | 'name' | 'version'>,
): Promise<StoredBlueprint> {
  const db = deps.db;
  const [settings, dimensions, groups, characters, gobs, finals, indicatorScores, names] = await Promise.all([
    partsOf(db, 'scoring_blueprint_settings', row.id),
    partsOf(db, 'scoring_blueprint_dimensions', row.id),
    partsOf(db, 'scoring_group_dimensions', row.id),
    partsOf(db, 'scoring_character_blueprints', row.id),
    partsOf(db, 'scoring_gob_blueprints', row.id),
    partsOf(db, 'scoring_final_scores', row.id),
    partsOf(db, 'scoring_indicator_scores', row.id),
    libraryNames(deps),
  ]);
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    settings: settings[0] ? presentSettings(settings[0], names) : null,
    dimensions: dimensions.map((r) => presentDimension(r, names)),
    groups: groups.map((r) => presentGroup(r, names)),
    characters: characters.map((r) => presentCharacter(r, names)),
    gobs: gobs.map((r) => presentGob(r, names)),
    finals: finals.map((r) => presentFinal(r, names)),
    indicatorScores: indicatorScores.map((r) => presentIndicatorScore(r, names)),
  };
}

/** Names of the library's test dimensions and indicators by code. */
export async function libraryNames(deps: Deps): Promise<Names> {
  const catalogue = await dimensionCatalogue(deps.db);
  const dimensions = new Map(catalogue.map((d) => [d.code, d.name]));
  const indicators = new Map(catalogue.flatMap((d) => d.indicators.map((i) => [i.code, i.name] as const)));
  return { dimensions, indicators };
}
