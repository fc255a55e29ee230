import type { Role } from '@asesa/contracts';
import type { Kysely } from 'kysely';
import type { Env } from './config/env';
import type { Dialect } from './db/connection';
import type { Database } from './db/schema';
import type { JobQueue } from './lib/job-queue';
import type { Mailer } from './lib/mail';

/** What every service gets: the database, configuration, the job queue and the mailer. */
export interface Deps {
  db: Kysely<Database>;
  dialect: Dialect;
  env: Env;
  jobs: JobQueue;
  mailer: Mailer;
}

/** The signed-in user and their tenant, resolved from the bearer token. */
export interface Actor {
  userId: number;
  role: Role;
  name: string;
  email: string;
  consultantId: number | null;
  corporateId: number | null;
  /** Whether the user agreed to the terms of use (collaborators must before anything else). */
  isAgreeTnc: boolean;
}
