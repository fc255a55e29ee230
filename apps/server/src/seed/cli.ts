import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { openDb } from '../db/connection';
import { migrateWithJobQueue } from '../jobs/queue-schema';
import { seedDemoIfEmpty } from './demo';

/** `npm run seed`: migrates and seeds the demo data into an empty database. */
const env = { ...loadEnv(), SERVE_WEB: 'false' as const, LOG_LEVEL: 'warn' as const };
const db = openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
await migrateWithJobQueue(db);
const { app, deps } = await buildApp(env, db);
const seeded = await seedDemoIfEmpty(deps);
console.log(seeded ? 'Seeded the demo data.' : 'The database already has users; nothing seeded.');
await app.close();
await db.close();
