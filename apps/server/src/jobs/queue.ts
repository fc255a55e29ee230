import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import type { JobQueue } from '../lib/job-queue';
import { PgBossJobQueue } from './pgboss-queue';
import { TableJobQueue } from './table-queue';

export type { JobHandler, JobOptions, JobQueue } from '../lib/job-queue';
export { MAX_ATTEMPTS } from './polling-queue';

/** The table runner on SQLite, pg-boss on PostgreSQL. */
export function createJobQueue(db: Db, log: FastifyBaseLogger): JobQueue {
  return db.dialect === 'postgres' ? new PgBossJobQueue(db.kysely, log) : new TableJobQueue(db.kysely, log);
}
