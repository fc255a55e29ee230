import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

// QTI packages analysed and waiting for confirmation (migration 105).

export async function insertAnalysis(
  db: Db,
  row: {
    instrument_id: number;
    user_id: number;
    mode: string;
    analysis_json: string;
    media_json: string;
    created_at: string;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('qti_import_analyses')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** An analysis of this user, made after `since`. */
export function findAnalysis(db: Db, id: number, userId: number, since: string) {
  return db
    .selectFrom('qti_import_analyses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
}

export async function deleteAnalysis(db: Db, id: number): Promise<void> {
  await db.deleteFrom('qti_import_analyses').where('id', '=', id).execute();
}

/** Analyses nobody confirmed in time. */
export async function deleteAnalysesBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('qti_import_analyses').where('created_at', '<', before).execute();
}
