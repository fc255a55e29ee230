import type { Insertable, Kysely } from 'kysely';
import type { AdaptiveSimulationTable, Database } from '../../db/schema';
import { newestRowWhere, rowWhere } from '../../db/table-rows';

type Db = Kysely<Database>;

// Simulations of adaptive sections' banks, kept per instrument and section.

export function insertAdaptiveSimulation(db: Db, values: Insertable<AdaptiveSimulationTable>) {
  return db.insertInto('adaptive_simulations').values(values).returning('id').executeTakeFirstOrThrow();
}

/** A section's newest simulations first (the id breaks ties between runs of the same millisecond). */
export function listAdaptiveSimulations(db: Db, instrumentId: number, sectionId: string, limit: number) {
  return db
    .selectFrom('adaptive_simulations')
    .select(['id', 'section_id', 'fingerprint', 'max_exposure', 'result_json', 'created_at'])
    .where('instrument_id', '=', instrumentId)
    .where('section_id', '=', sectionId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest simulation of a section with this fingerprint, or undefined: what publishing checks. */
export function findLatestSimulationOf(db: Db, instrumentId: number, sectionId: string, fingerprint: string) {
  const match = { instrument_id: instrumentId, section_id: sectionId, fingerprint };
  return newestRowWhere(db, 'adaptive_simulations', ['id', 'max_exposure', 'result_json'], match, [
    'created_at',
    'id',
  ]);
}

/** The type and payload of a job, so a progress call answers only for its own kind of job. */
export function findJobOf(db: Db, jobId: number) {
  return rowWhere(db, 'jobs', ['type', 'payload_json'], { id: jobId });
}
