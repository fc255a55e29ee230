import type { Kysely } from 'kysely';
import { withId } from './helpers';

// Accounts and tenancy: sector trees per consultant account, the corporate's sector,
// and single-use invitation links. Same portability rules as 001: identity ids on PostgreSQL,
// INTEGER PRIMARY KEY on SQLite, ISO text times, 0/1 flags.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, 'sectors')
    .addColumn('account_consultant_id', 'integer', (c) => c.notNull().references('consultant_accounts.id'))
    .addColumn('parent_id', 'integer', (c) => c.references('sectors.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .execute();
  await db.schema.createIndex('sectors_consultant').on('sectors').column('account_consultant_id').execute();
  await db.schema.createIndex('sectors_parent').on('sectors').column('parent_id').execute();

  await db.schema
    .alterTable('corporate_accounts')
    .addColumn('sector_id', 'integer', (c) => c.references('sectors.id'))
    .execute();
  await db.schema
    .createIndex('corporate_accounts_sector')
    .on('corporate_accounts')
    .column('sector_id')
    .execute();

  await withId(db, 'user_invitations')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // SHA-256 of the link's token; the raw token exists only in the e-mail.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('replaced_at', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_invitations_user').on('user_invitations').column('user_id').execute();

  await db.schema.createIndex('users_corporate').on('users').column('account_corporate_id').execute();
  await db.schema.createIndex('users_consultant').on('users').column('account_consultant_id').execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}
