import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// The proof-of-work's own tables (migration 050): the signing secret every instance shares, and
// the challenges spent.

/** The secret by that name, drawn by whichever instance asks first (the others read it). */
export async function sharedSecret(db: Kysely<Database>, name: string, draw: () => string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: draw(), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * Records a challenge as spent; false when it already was (a replay). Spent challenges past their
 * expiry go on the way: an expired challenge is refused anyway.
 */
export async function spendChallenge(
  db: Kysely<Database>,
  signature: string,
  expiresAt: string,
  now: string,
): Promise<boolean> {
  await db.deleteFrom('proof_of_work_uses').where('expires_at', '<', now).execute();
  const inserted = await db
    .insertInto('proof_of_work_uses')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}
