import type { Insertable, Kysely } from 'kysely';
import type { Database, ScoringFinalScoreTable } from '../../db/schema';
import { rowsWhere } from '../../db/table-rows';
import { nowIso } from '../../lib/clock';

// The writes of a norm table saved from an analysis (evidence-norms.service.ts): a blueprint's
// version raised once, and its final scores rewritten or added.

type Db = Kysely<Database>;

/**
 * Raises a live blueprint's version by one, only while it is still at `from`; its new version and
 * name, or undefined when it has changed (or was removed) since. Taken first in a transaction, it
 * also holds back other writes to the blueprint's parts, which raise the same row, until the end.
 */
export function raiseBlueprintVersionFrom(db: Db, id: number, from: number) {
  return db
    .updateTable('scoring_blueprints')
    .set({ version: from + 1, updated_at: nowIso() })
    .where('id', '=', id)
    .where('version', '=', from)
    .where('removed_at', 'is', null)
    .returning(['version', 'name'])
    .executeTakeFirst();
}

/** A blueprint's live final scores: which dimension and norm group each is for. */
export function listLiveFinalScores(db: Db, blueprintId: number) {
  const columns = ['id', 'dimension_code', 'norm_group'] as const;
  const match = { blueprint_id: blueprintId, removed_at: null };
  return rowsWhere(db, 'scoring_final_scores', columns, match, { orderBy: ['id'] });
}

/** The columns of a final score of its own (without its blueprint, id and stamps). */
export type FinalScoreColumns = Omit<
  Insertable<ScoringFinalScoreTable>,
  'id' | 'blueprint_id' | 'created_at' | 'updated_at' | 'removed_at'
>;

/**
 * Rewrites existing final scores in place (their ids stay) and adds the new ones in one insert.
 * The caller raises the blueprint's version once for all of them.
 */
export async function writeFinalScores(
  db: Db,
  blueprintId: number,
  changes: { update: Array<{ id: number; values: FinalScoreColumns }>; insert: FinalScoreColumns[] },
) {
  const now = nowIso();
  for (const { id, values } of changes.update)
    await db
      .updateTable('scoring_final_scores')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .where('blueprint_id', '=', blueprintId)
      .execute();
  if (changes.insert.length)
    await db
      .insertInto('scoring_final_scores')
      .values(
        changes.insert.map((values) => ({
          ...values,
          blueprint_id: blueprintId,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
}
