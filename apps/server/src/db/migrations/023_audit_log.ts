import type { Kysely } from 'kysely';
import { createIndex, forwardOnly, withId } from './helpers';

// Who changed what: one row per successful change in accounts, credits, content,
// projects and privacy, written by the call layer (modules/audit). The actor's name, role and
// tenant are copied, so a row still reads right after the user or account is removed. changes_json
// holds {field: [before, after]} of the changed fields; secrets are never written.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, 'audit_log')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_role', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('account_consultant_id', 'integer')
    .addColumn('account_corporate_id', 'integer')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('changes_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await createIndex(db, 'audit_log_created_at', 'audit_log', ['created_at']);
  await createIndex(db, 'audit_log_actor', 'audit_log', ['actor_user_id']);
  await createIndex(db, 'audit_log_entity', 'audit_log', ['entity_type', 'entity_id']);
}

export const down = forwardOnly;
