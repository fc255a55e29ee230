import type { Kysely } from 'kysely';
import type { Database, ThrottleGuard, ThrottleScope } from '../db/schema';

// Throttles an admin lifted (migration 050): the counting of a lifted scope starts after the lift.
// The guards of the features read them; the admins' lift call writes them.

export async function insertThrottleLift(
  db: Kysely<Database>,
  lift: { guard: ThrottleGuard; scope: ThrottleScope; value: string; lifted_by: number; created_at: string },
): Promise<void> {
  await db.insertInto('throttle_lifts').values(lift).execute();
}

/** The lifts of a guard since a time, oldest first. */
export function liftsSince(db: Kysely<Database>, guard: ThrottleGuard, since: string) {
  return db
    .selectFrom('throttle_lifts')
    .select(['scope', 'value', 'created_at'])
    .where('guard', '=', guard)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
}

/** The lifts since a time of one attempt's scopes: its address, its key and the installation. */
export function liftsOfAttempt(
  db: Kysely<Database>,
  guard: ThrottleGuard,
  since: string,
  attempt: { ip: string; key?: string },
) {
  return db
    .selectFrom('throttle_lifts')
    .select(['scope', 'value', 'created_at'])
    .where('guard', '=', guard)
    .where('created_at', '>', since)
    .where((eb) =>
      eb.or([
        eb.and([eb('scope', '=', 'ip'), eb('value', '=', attempt.ip)]),
        ...(attempt.key === undefined
          ? []
          : [eb.and([eb('scope', '=', 'key'), eb('value', '=', attempt.key)])]),
        eb('scope', '=', 'global'),
      ]),
    )
    .execute();
}
