import { type Kysely, sql } from 'kysely';

// Refresh-token reuse ends the whole session (modules/auth/token.service.ts): every rotation makes a
// new sessions row, so the rows one sign-in (or one anonymous token) rotated through share a
// family, and a reused refresh token revokes the family's live row with the old ones.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('family', 'text').execute();
  // Existing rows start a family of their own: their earlier rotations were not linked.
  await sql`update sessions set family = cast(id as text)`.execute(db);
  await db.schema.createIndex('sessions_family').on('sessions').column('family').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
