import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  clearScoringBlueprint,
  setScoringBlueprint,
  setScoringBlueprintIfNone,
} from './instruments.repository';

// Which blueprint scores an instrument is a column of the instrument (instruments.scoring_blueprint_id);
// the scoring-blueprints feature decides it and asks here.

type Db = Kysely<Database>;

/** Makes a blueprint the one its instrument is scored with, chosen by an admin. */
export function scoreInstrumentWith(db: Db, instrumentId: number, blueprintId: number | null): Promise<void> {
  return setScoringBlueprint(db, instrumentId, blueprintId);
}

/** An instrument's first blueprint scores it; later ones wait until an admin chooses them. */
export function scoreWithFirstBlueprint(db: Db, instrumentId: number, blueprintId: number): Promise<void> {
  return setScoringBlueprintIfNone(db, instrumentId, blueprintId);
}

/** A removed blueprint scores nothing: the instrument it scored has none in use after it. */
export function stopScoringWith(db: Db, blueprintId: number): Promise<void> {
  return clearScoringBlueprint(db, blueprintId);
}
