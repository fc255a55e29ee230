import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { rowsWhere } from '../../db/table-rows';

type Db = Kysely<Database> | Transaction<Database>;

// The only file with competence queries. Removed competences are never returned, except where
// codes are checked (codes stay reserved).

export function liveCompetences(db: Db) {
  return db.selectFrom('competences as c').where('c.removed_at', 'is', null);
}

export function findCompetence(db: Db, id: number) {
  return liveCompetences(db).selectAll('c').where('c.id', '=', id).executeTakeFirst();
}

/** Any competence (removed too) with this code, case-insensitively: the column's unique index. */
export function findCompetenceByCode(db: Db, code: string) {
  return db
    .selectFrom('competences')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
    .executeTakeFirst();
}

/** The datatable rows: live competences, of one status when given. */
export function competenceTableRows(db: Db, status?: 'draft' | 'submitted') {
  let base = liveCompetences(db);
  if (status) base = base.where('c.status', '=', status);
  return base.select([
    'c.id',
    'c.code',
    'c.name',
    'c.description',
    'c.status',
    'c.levels_json',
    'c.created_at',
    'c.updated_at',
  ]);
}

/** The live competences among these ids, with their levels. */
export function listLiveCompetencesByIds(db: Db, ids: number[]) {
  return rowsWhere(db, 'competences', ['id', 'code', 'levels_json'], { id: ids, removed_at: null });
}

/** The translations of these competences, removed ones too (results keep their competences). */
export function listCompetenceTranslations(db: Db, ids: number[]) {
  return rowsWhere(db, 'competences', ['id', 'translations_json'], { id: ids });
}

/** Every live competence with its levels, by code. */
export function listCompetencesByCode(db: Db) {
  return liveCompetences(db)
    .select(['c.id', 'c.code', 'c.name', 'c.status', 'c.levels_json'])
    .orderBy(sql`lower(c.code)`)
    .execute();
}

export function listBehaviourDimensions(db: Db, competenceId: number) {
  const columns = ['id', 'name', 'description', 'position'] as const;
  const match = { competence_id: competenceId };
  return rowsWhere(db, 'competence_dimensions', columns, match, { orderBy: ['position'] });
}

export function listDimensionScorings(db: Db, competenceId: number) {
  return db
    .selectFrom('competence_dimension_scorings as s')
    .innerJoin('test_dimensions as d', 'd.id', 's.test_dimension_id')
    .select(['s.test_dimension_id', 'd.code', 'd.name', 's.weight'])
    .where('s.competence_id', '=', competenceId)
    .orderBy('d.code')
    .execute();
}

export interface NewCompetence {
  code: string;
  name: string;
  description: string;
  levels_json: string;
  interview_questions_json: string;
  translations_json: string;
}

/** A new competence, always a draft. */
export async function insertCompetenceRow(db: Db, values: NewCompetence, now: string): Promise<number> {
  const row = await db
    .insertInto('competences')
    .values({
      code: values.code,
      name: values.name,
      description: values.description,
      status: 'draft',
      levels_json: values.levels_json,
      interview_questions_json: values.interview_questions_json,
      translations_json: values.translations_json,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface CompetenceChanges {
  name?: string;
  description?: string;
  levels_json?: string;
  interview_questions_json?: string;
  translations_json?: string;
  status?: 'submitted';
}

export function updateCompetenceRow(db: Db, id: number, changes: CompetenceChanges, now: string) {
  return db
    .updateTable('competences')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export function markCompetenceRemoved(db: Db, id: number, now: string) {
  return db.updateTable('competences').set({ removed_at: now }).where('id', '=', id).execute();
}

export interface BehaviourDimension {
  name: string;
  description: string;
  position: number;
}

export async function insertBehaviourDimensions(
  db: Db,
  competenceId: number,
  dimensions: BehaviourDimension[],
) {
  if (dimensions.length)
    await db
      .insertInto('competence_dimensions')
      .values(
        dimensions.map((d) => ({
          competence_id: competenceId,
          name: d.name,
          description: d.description,
          position: d.position,
        })),
      )
      .execute();
}

export function deleteBehaviourDimensions(db: Db, competenceId: number) {
  return db.deleteFrom('competence_dimensions').where('competence_id', '=', competenceId).execute();
}

export interface DimensionScoring {
  test_dimension_id: number;
  weight: number;
}

export async function insertDimensionScorings(db: Db, competenceId: number, scorings: DimensionScoring[]) {
  if (scorings.length)
    await db
      .insertInto('competence_dimension_scorings')
      .values(scorings.map((s) => ({ competence_id: competenceId, ...s })))
      .execute();
}

export function deleteDimensionScorings(db: Db, competenceId: number) {
  return db.deleteFrom('competence_dimension_scorings').where('competence_id', '=', competenceId).execute();
}
