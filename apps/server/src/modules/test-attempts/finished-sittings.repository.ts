import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

// Sittings written whole rather than answered call by call: the demo data's candidates and its
// norming panel (seed/). Set-based, a batch of rows per statement, so a fresh instance seeds in
// seconds; `perInsert` keeps each statement under SQLite's limit of bound parameters.

/** Inserts rows in batches of `perInsert`. */
async function insertInBatches<T extends 'answers' | 'adaptive_sessions' | 'adaptive_steps'>(
  db: Db,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
  perInsert: number,
): Promise<void> {
  for (let i = 0; i < rows.length; i += perInsert)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + perInsert) as Insertable<Database[T]>[])
      .execute();
}

export function insertAnswerRows(
  db: Db,
  rows: ReadonlyArray<Insertable<Database['answers']>>,
  perInsert: number,
) {
  return insertInBatches(db, 'answers', rows, perInsert);
}

export function insertAdaptiveSessionRows(
  db: Db,
  rows: ReadonlyArray<Insertable<Database['adaptive_sessions']>>,
  perInsert: number,
) {
  return insertInBatches(db, 'adaptive_sessions', rows, perInsert);
}

export function insertAdaptiveStepRows(
  db: Db,
  rows: ReadonlyArray<Insertable<Database['adaptive_steps']>>,
  perInsert: number,
) {
  return insertInBatches(db, 'adaptive_steps', rows, perInsert);
}

/** Inserts submissions in one statement; answers their ids in the order given. */
export function insertSubmissionRows(db: Db, rows: ReadonlyArray<Insertable<Database['submissions']>>) {
  return db
    .insertInto('submissions')
    .values([...rows])
    .returning('id')
    .execute();
}

/** Sets a submission's state and times as a sitting left it. */
export async function setSubmissionProgress(
  db: Db,
  id: number,
  progress: { state: 'in_progress' | 'finished'; started_at: string; finished_at: string | null },
): Promise<void> {
  await db.updateTable('submissions').set(progress).where('id', '=', id).execute();
}
