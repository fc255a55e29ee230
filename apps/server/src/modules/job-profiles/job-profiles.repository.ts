import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { rowsWhere } from '../../db/table-rows';

type Db = Kysely<Database> | Transaction<Database>;

// The only file with job-profile queries. Removed profiles are never returned.

export function liveProfiles(db: Db) {
  return db.selectFrom('job_profiles as p').where('p.removed_at', 'is', null);
}

export function findProfile(db: Db, id: number) {
  return liveProfiles(db)
    .select(['p.id', 'p.name', 'p.description', 'p.created_at', 'p.updated_at'])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/** The datatable rows: live profiles with their competence and instrument counts. */
export function profileTableRows(db: Db) {
  return (
    liveProfiles(db)
      .select((eb) => [
        'p.id',
        'p.name',
        'p.description',
        'p.created_at',
        'p.updated_at',
        eb
          .selectFrom('job_profile_competences as pc')
          .select((e) => e.cast<number>(e.fn.countAll(), 'integer').as('n'))
          .whereRef('pc.job_profile_id', '=', 'p.id')
          .as('competence_count'),
        eb
          .selectFrom('job_profile_instruments as pi')
          .select((e) => e.cast<number>(e.fn.countAll(), 'integer').as('n'))
          .whereRef('pi.job_profile_id', '=', 'p.id')
          .as('instrument_count'),
      ])
      // count(*) is never null.
      .$narrowType<{ competence_count: number; instrument_count: number }>()
  );
}

/** The live instruments among these ids (version > 0 means published). */
export function listLiveInstruments(db: Db, ids: readonly number[]) {
  return rowsWhere(db, 'instruments', ['id', 'code', 'version'], { id: ids, removed_at: null });
}

export interface ProfileCompetence {
  competence_id: number;
  target_level: number;
  weight: number;
}

/** Replaces the profile's competence targets. */
export async function replaceProfileCompetences(db: Db, profileId: number, competences: ProfileCompetence[]) {
  await db.deleteFrom('job_profile_competences').where('job_profile_id', '=', profileId).execute();
  if (competences.length)
    await db
      .insertInto('job_profile_competences')
      .values(competences.map((c) => ({ job_profile_id: profileId, ...c })))
      .execute();
}

/** Replaces the profile's instruments; their order is the position. */
export async function replaceProfileInstruments(db: Db, profileId: number, ids: readonly number[]) {
  await db.deleteFrom('job_profile_instruments').where('job_profile_id', '=', profileId).execute();
  if (ids.length)
    await db
      .insertInto('job_profile_instruments')
      .values(ids.map((instrument_id, position) => ({ job_profile_id: profileId, instrument_id, position })))
      .execute();
}

export function listProfileInstruments(db: Db, profileId: number) {
  return db
    .selectFrom('job_profile_instruments as pi')
    .innerJoin('instruments as i', 'i.id', 'pi.instrument_id')
    .select(['pi.instrument_id', 'i.code', 'i.name', 'pi.position'])
    .where('pi.job_profile_id', '=', profileId)
    .orderBy('pi.position')
    .execute();
}

export function listProfileCompetences(db: Db, profileId: number) {
  return db
    .selectFrom('job_profile_competences as pc')
    .innerJoin('competences as c', 'c.id', 'pc.competence_id')
    .select(['pc.competence_id', 'c.code', 'c.name', 'c.levels_json', 'pc.target_level', 'pc.weight'])
    .where('pc.job_profile_id', '=', profileId)
    .orderBy('pc.id')
    .execute();
}

export async function insertProfile(db: Db, p: { name: string; description: string }, now: string) {
  const row = await db
    .insertInto('job_profiles')
    .values({ name: p.name, description: p.description, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateProfileRow(db: Db, id: number, p: { name: string; description: string }, now: string) {
  return db
    .updateTable('job_profiles')
    .set({ name: p.name, description: p.description, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export function touchProfile(db: Db, id: number, now: string) {
  return db.updateTable('job_profiles').set({ updated_at: now }).where('id', '=', id).execute();
}

export function markProfileRemoved(db: Db, id: number, now: string) {
  return db.updateTable('job_profiles').set({ removed_at: now }).where('id', '=', id).execute();
}

/** Every live profile by name, for pickers. */
export function listProfilesByName(db: Db) {
  return liveProfiles(db).select(['p.id', 'p.name']).orderBy('p.name').execute();
}

export function listAllProfileCompetenceIds(db: Db) {
  const columns = ['job_profile_id', 'competence_id'] as const;
  return rowsWhere(db, 'job_profile_competences', columns, {}, { orderBy: ['id'] });
}

export function listAllProfileInstrumentIds(db: Db) {
  const columns = ['job_profile_id', 'instrument_id'] as const;
  return rowsWhere(db, 'job_profile_instruments', columns, {}, { orderBy: ['position'] });
}
