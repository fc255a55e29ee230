import type { ProjectCompetenceInput } from '@asesa/contracts';
import type { ExpressionBuilder, Insertable, Kysely, Transaction, Updateable } from 'kysely';
import { projectCompetencesOf, projectInstrumentsOf } from '../../db/project-joins';
import type { Database, ProjectTable } from '../../db/schema';
import { rowsWhere, rowWhere, rowWhereOrThrow } from '../../db/table-rows';
import { visibleProjects } from '../../db/tenant-scope';
import type { Actor } from '../../deps';

type Db = Kysely<Database> | Transaction<Database>;

/** A project instrument ready to store: the published version it runs and its alternate form. */
export interface ResolvedInstrument {
  instrument_id: number;
  instrument_version_id: number;
  variation_id: number | null;
  /** The variation's published content, pinned when the project chose it. */
  variation_json: string | null;
}

// The project queries. Removed projects, and projects of removed or other tenants' corporate
// accounts, are reached only through visibleProjects (db/tenant-scope.ts).

export function findVisibleProject(db: Db, actor: Actor, id: number) {
  return visibleProjects(db, actor).selectAll('p').where('p.id', '=', id).executeTakeFirst();
}

// biome-ignore lint/suspicious/noExplicitAny: correlated subquery over the outer `projects as p`.
const participantCount = (eb: ExpressionBuilder<any, any>) =>
  eb
    .selectFrom('participants as pc')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('pc.project_id', '=', 'p.id');

/** The datatable rows: the actor's projects, of one corporate account and status when given. */
export function projectTableRows(
  db: Db,
  actor: Actor,
  filter: { account_corporate_id?: number; status?: ProjectTable['status'] },
) {
  let base = visibleProjects(db, actor).leftJoin('job_profiles as jp', 'jp.id', 'p.job_profile_id');
  if (filter.account_corporate_id)
    base = base.where('p.account_corporate_id', '=', filter.account_corporate_id);
  if (filter.status) base = base.where('p.status', '=', filter.status);
  return base.select((eb) => [
    'p.id',
    'p.account_corporate_id',
    'c.name as corporate_name',
    'jp.name as job_profile_name',
    'p.name',
    'p.status',
    'p.created_at',
    participantCount(eb).as('participant_count'),
  ]);
}

export function findCorporateName(db: Db, corporateId: number) {
  return rowWhereOrThrow(db, 'corporate_accounts', ['name'], { id: corporateId });
}

/** The job profile a project started from, removed or not (the project keeps naming it). */
export function findJobProfile(db: Db, id: number) {
  return rowWhere(db, 'job_profiles', ['id', 'name'], { id });
}

export function countProjectParticipants(db: Db, projectId: number) {
  return db
    .selectFrom('participants')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
}

/** The project's instruments in order, with the version and variation each runs. */
export function listProjectInstrumentDetails(db: Db, projectId: number) {
  return projectInstrumentsOf(db, projectId)
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    .leftJoin('instrument_variations as iv', 'iv.id', 'pi.variation_id')
    .select([
      'i.id',
      'i.code',
      'i.name',
      'pi.position',
      'v.version',
      'i.credit_cost',
      'iv.id as variation_id',
      'iv.name as variation_name',
    ])
    .orderBy('pi.position')
    .execute();
}

/** The project's competence targets in order, with each competence's levels. */
export function listProjectCompetenceDetails(db: Db, projectId: number) {
  return projectCompetencesOf(db, projectId)
    .select([
      'pc.competence_id',
      'c.code',
      'c.name',
      'pc.target_level',
      'pc.weight',
      'c.levels_json',
      'c.translations_json',
    ])
    .orderBy('pc.position')
    .orderBy('pc.id')
    .execute();
}

export function findLiveJobProfile(db: Db, id: number) {
  return rowWhere(db, 'job_profiles', ['id'], { id, removed_at: null });
}

export function listJobProfileInstruments(db: Db, jobProfileId: number) {
  return rowsWhere(
    db,
    'job_profile_instruments',
    ['instrument_id'],
    { job_profile_id: jobProfileId },
    { orderBy: ['position'] },
  );
}

export function listJobProfileCompetences(db: Db, jobProfileId: number) {
  return rowsWhere(
    db,
    'job_profile_competences',
    ['competence_id', 'target_level', 'weight'],
    { job_profile_id: jobProfileId },
    { orderBy: ['id'] },
  );
}

export async function insertProject(db: Db, values: Insertable<ProjectTable>): Promise<number> {
  const row = await db.insertInto('projects').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProjectRow(db: Db, id: number, change: Updateable<ProjectTable>) {
  await db.updateTable('projects').set(change).where('id', '=', id).execute();
}

export async function markProjectRemoved(db: Db, id: number, now: string) {
  await db.updateTable('projects').set({ removed_at: now, updated_at: now }).where('id', '=', id).execute();
}

/** The job last queued to recalculate the project's results, if any. */
export function findRecalculateJobId(db: Db, projectId: number) {
  return rowWhereOrThrow(db, 'projects', ['recalculate_job_id'], { id: projectId });
}

export async function insertProjectInstruments(db: Db, projectId: number, list: ResolvedInstrument[]) {
  await db
    .insertInto('project_instruments')
    .values(list.map((i, position) => ({ project_id: projectId, ...i, position })))
    .execute();
}

/** The project's instruments with the version and form each is pinned to. */
export function listProjectInstrumentPins(db: Db, projectId: number) {
  const pins = ['id', 'instrument_id', 'instrument_version_id', 'variation_id', 'variation_json'] as const;
  return rowsWhere(db, 'project_instruments', pins, { project_id: projectId });
}

/** The project's instruments as a duplicate copies them. */
export function listProjectInstrumentCopies(db: Db, projectId: number) {
  return rowsWhere(
    db,
    'project_instruments',
    ['instrument_id', 'instrument_version_id', 'variation_id', 'variation_json', 'position'],
    { project_id: projectId },
  );
}

export async function insertProjectInstrumentRows(
  db: Db,
  rows: ReadonlyArray<Insertable<Database['project_instruments']>>,
) {
  await db
    .insertInto('project_instruments')
    .values([...rows])
    .execute();
}

export async function insertProjectInstrument(db: Db, row: Insertable<Database['project_instruments']>) {
  const inserted = await db
    .insertInto('project_instruments')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateProjectInstrumentPlace(
  db: Db,
  id: number,
  place: { position: number; variation_id: number | null; variation_json: string | null },
) {
  await db.updateTable('project_instruments').set(place).where('id', '=', id).execute();
}

/** Removes project instruments (their sittings are removed first, by test-attempts). */
export async function deleteProjectInstruments(db: Db, ids: number[]) {
  await db.deleteFrom('project_instruments').where('id', 'in', ids).execute();
}

export async function replaceProjectCompetences(
  db: Db,
  projectId: number,
  competences: readonly ProjectCompetenceInput[],
) {
  await db.deleteFrom('project_competences').where('project_id', '=', projectId).execute();
  if (competences.length)
    await db
      .insertInto('project_competences')
      .values(competences.map((c, position) => ({ project_id: projectId, ...c, position })))
      .execute();
}

/** The project's competence targets as a duplicate copies them. */
export function listProjectCompetenceCopies(db: Db, projectId: number) {
  return rowsWhere(db, 'project_competences', ['competence_id', 'target_level', 'weight', 'position'], {
    project_id: projectId,
  });
}

export async function insertProjectCompetenceRows(
  db: Db,
  rows: ReadonlyArray<Insertable<Database['project_competences']>>,
) {
  await db
    .insertInto('project_competences')
    .values([...rows])
    .execute();
}

/** The project's live languages with their invitation texts. */
export function listLiveProjectLanguages(db: Db, projectId: number) {
  return rowsWhere(db, 'project_languages', ['language_code', 'invitation_subject', 'invitation_body'], {
    project_id: projectId,
    removed_at: null,
  });
}

export async function insertProjectLanguages(
  db: Db,
  rows: ReadonlyArray<Insertable<Database['project_languages']>>,
) {
  await db
    .insertInto('project_languages')
    .values([...rows])
    .execute();
}

/** The live competences among these ids, with their status and levels. */
export function listLiveCompetences(db: Db, ids: number[]) {
  return rowsWhere(db, 'competences', ['id', 'code', 'status', 'levels_json'], { id: ids, removed_at: null });
}

/** The latest published version of each live instrument among these ids. */
export function listLatestVersions(db: Db, instrumentIds: number[]) {
  return db
    .selectFrom('instruments as i')
    .innerJoin('instrument_versions as v', (j) =>
      j.onRef('v.instrument_id', '=', 'i.id').onRef('v.version', '=', 'i.version'),
    )
    .select(['i.id', 'v.id as version_id'])
    .where('i.id', 'in', instrumentIds)
    .where('i.removed_at', 'is', null)
    .execute();
}

/** The live variations among these ids, with their published content (null while draft-only). */
export function listLiveVariations(db: Db, ids: number[]) {
  return rowsWhere(db, 'instrument_variations', ['id', 'instrument_id', 'code', 'published_json'], {
    id: ids,
    removed_at: null,
  });
}

/** Live instruments with a published version, by name. */
export function listPublishedInstruments(db: Db) {
  return db
    .selectFrom('instruments')
    .select(['id', 'code', 'name', 'credit_cost'])
    .where('removed_at', 'is', null)
    .where('version', '>', 0)
    .orderBy('name')
    .execute();
}

/** Live variations with published content, by name. */
export function listPublishedVariations(db: Db) {
  return db
    .selectFrom('instrument_variations')
    .select(['id', 'instrument_id', 'code', 'name'])
    .where('removed_at', 'is', null)
    .where('published_json', 'is not', null)
    .orderBy('name')
    .execute();
}
