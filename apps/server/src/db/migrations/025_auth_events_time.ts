import type { Kysely } from 'kysely';

// Sign-in throttling counts failures installation-wide too (modules/auth/login-throttle.ts): an
// index on (kind, created_at) keeps that count to the window's rows as auth_events grows.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('auth_events_kind_time')
    .on('auth_events')
    .columns(['kind', 'created_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
