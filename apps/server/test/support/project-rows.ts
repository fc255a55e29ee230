import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { nowIso } from '../../src/lib/clock';

// Projects written straight to the database, for suites and benchmarks that need one without
// going through the API (not a test file itself).

/** An active project of a corporate, with no dates and no creator. */
export function insertActiveProject(db: Kysely<Database>, corporateId: number, name: string) {
  const now = nowIso();
  return db
    .insertInto('projects')
    .values({
      account_corporate_id: corporateId,
      name,
      status: 'active',
      start_date: null,
      end_date: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'account_corporate_id', 'name'])
    .executeTakeFirstOrThrow();
}

/** An active project running one instrument version (its base form, first in order). */
export async function insertProjectRunning(
  db: Kysely<Database>,
  corporateId: number,
  name: string,
  instrument: { instrumentId: number; versionId: number },
) {
  const project = await insertActiveProject(db, corporateId, name);
  const pi = await db
    .insertInto('project_instruments')
    .values({
      project_id: project.id,
      instrument_id: instrument.instrumentId,
      instrument_version_id: instrument.versionId,
      position: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { projectId: project.id, projectInstrumentId: pi.id };
}
