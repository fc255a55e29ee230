import type { Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { installPgBoss } from './pgboss-queue';

/**
 * Brings the schema up to date and, on PostgreSQL, installs pg-boss's tables (the job queue) in
 * the same schema, both under the one startup lock. Run at every start.
 */
export function migrateWithJobQueue(db: Db): Promise<void> {
  return migrateToLatest(db, async (migrated) => {
    if (migrated.dialect === 'postgres') await installPgBoss(migrated.kysely);
  });
}
