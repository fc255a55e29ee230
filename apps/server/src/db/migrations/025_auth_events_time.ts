import type { Kysely } from 'kysely';
import { createIndex, forwardOnly } from './helpers';

// Sign-in throttling counts failures installation-wide too (modules/auth/login-throttle.ts): an
// index on (kind, created_at) keeps that count to the window's rows as auth_events grows.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndex(db, 'auth_events_kind_time', 'auth_events', ['kind', 'created_at']);
}

export const down = forwardOnly;
