import type { Kysely } from 'kysely';
import { createIndex, forwardOnly, withId } from './helpers';

// Single sign-on with a company's OpenID Connect provider. One configuration per consultant or
// corporate account (`account_key` 'consultant:7' / 'corporate:12' keeps it to one); a domain names
// one configuration only, installation-wide, so an e-mail address leads to one account. A sign-in
// in progress is a row of sso_sign_ins: its state (hashed), nonce and PKCE verifier stay on the
// server, bound to the browser's own session, and each row serves one callback.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, 'sso_configs')
    .addColumn('account_key', 'text', (c) => c.notNull().unique())
    .addColumn('account_consultant_id', 'integer', (c) => c.notNull())
    .addColumn('account_corporate_id', 'integer')
    .addColumn('issuer_url', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('new_user_role', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('require_sso', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sso_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('sso_config_id', 'integer', (c) => c.notNull().references('sso_configs.id'))
    .execute();
  await createIndex(db, 'sso_domains_config', 'sso_domains', ['sso_config_id']);

  await withId(db, 'sso_sign_ins')
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull())
    .addColumn('sso_config_id', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('called_back_at', 'text')
    .addColumn('outcome_hash', 'text', (c) => c.unique())
    .addColumn('user_id', 'integer')
    .addColumn('refusal', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await createIndex(db, 'sso_sign_ins_created', 'sso_sign_ins', ['created_at']);
}

export const down = forwardOnly;
