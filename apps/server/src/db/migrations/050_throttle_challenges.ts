import type { Kysely } from 'kysely';
import { createIndex, forwardOnly, withId } from './helpers';

// Guessing throttles that no longer lock the rightful user out (http/proof-of-work.ts): over a
// limit a request is evaluated once it carries a solved proof-of-work challenge.
//
// - server_secrets: secrets the server draws itself on first use and every app instance shares
//   (the key that signs the challenges), by name.
// - proof_of_work_uses: the challenges already spent, until they expire, so a solution cannot be
//   replayed.
// - throttle_lifts: an admin lifted a throttle; the counting of that scope starts after it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('proof_of_work_uses')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'proof_of_work_uses_expiry', 'proof_of_work_uses', ['expires_at']);
  await withId(db, 'throttle_lifts')
    // login, access_code or participant_code
    .addColumn('guard', 'text', (c) => c.notNull())
    // ip, key (the account's e-mail, the access code) or global
    .addColumn('scope', 'text', (c) => c.notNull())
    // the address or the key; '' for global
    .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lifted_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'throttle_lifts_scope_time', 'throttle_lifts', [
    'guard',
    'scope',
    'value',
    'created_at',
  ]);
}

export const down = forwardOnly;
