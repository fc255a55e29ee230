import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { rowWhere } from '../../db/table-rows';

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

/** A package waiting for its analysis job: the upload kept until the job has read it. */
export async function insertPendingAnalysis(
  db: Db,
  row: { instrument_id: number; user_id: number; mode: string; package_base64: string; created_at: string },
): Promise<number> {
  return insertAnalysis(db, { ...row, analysis_json: '', media_json: '[]' });
}

export async function setAnalysisJob(db: Db, id: number, jobId: number): Promise<void> {
  await db.updateTable('qti_import_analyses').set({ job_id: jobId }).where('id', '=', id).execute();
}

/** The package its job is to analyse (undefined once expired). */
export function findPendingPackage(db: Db, id: number) {
  const columns = ['id', 'instrument_id', 'mode', 'package_base64'] as const;
  return rowWhere(db, 'qti_import_analyses', columns, { id });
}

/** The job's result: the analysis and its media, the package no longer kept. */
export async function recordAnalysis(
  db: Db,
  id: number,
  result: { analysis_json: string; media_json: string },
): Promise<void> {
  await db
    .updateTable('qti_import_analyses')
    .set({ ...result, package_base64: null })
    .where('id', '=', id)
    .execute();
}

/** The job refused the package: why, in every language. */
export async function recordAnalysisRefusal(db: Db, id: number, errorJson: string): Promise<void> {
  await db
    .updateTable('qti_import_analyses')
    .set({ error_json: errorJson, package_base64: null })
    .where('id', '=', id)
    .execute();
}
