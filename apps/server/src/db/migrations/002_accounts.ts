import type { Kysely } from 'kysely';
import { addColumnTo, createIndex, forwardOnly, withId } from './helpers';

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
  await createIndex(db, 'sectors_consultant', 'sectors', ['account_consultant_id']);
  await createIndex(db, 'sectors_parent', 'sectors', ['parent_id']);

  await addColumnTo(db, 'corporate_accounts', 'sector_id', 'integer', (c) => c.references('sectors.id'));
  await createIndex(db, 'corporate_accounts_sector', 'corporate_accounts', ['sector_id']);

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
  await createIndex(db, 'user_invitations_user', 'user_invitations', ['user_id']);

  await createIndex(db, 'users_corporate', 'users', ['account_corporate_id']);
  await createIndex(db, 'users_consultant', 'users', ['account_consultant_id']);
  await createIndex(db, 'sessions_user', 'sessions', ['user_id']);
}

export const down = forwardOnly;
