import { type Kysely, sql } from 'kysely';
import { addColumnTo, createIndex, forwardOnly } from './helpers';

// Refresh-token reuse ends the whole session (modules/auth/token.service.ts): every rotation makes a
// new sessions row, so the rows one sign-in (or one anonymous token) rotated through share a
// family, and a reused refresh token revokes the family's live row with the old ones.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'sessions', 'family', 'text');
  // Existing rows start a family of their own: their earlier rotations were not linked.
  await sql`update sessions set family = cast(id as text)`.execute(db);
  await createIndex(db, 'sessions_family', 'sessions', ['family']);
}

export const down = forwardOnly;
