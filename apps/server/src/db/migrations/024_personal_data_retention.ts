import type { Kysely } from 'kysely';
import { addColumnTo, forwardOnly } from './helpers';

// Right to be forgotten and retention: erased_at marks a participant whose personal data
// was erased (their anonymous answers and scores stay for statistics); app_settings keeps the
// settings an admin changes at run time (the retention period), overriding the env default.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'participants', 'erased_at', 'text');
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export const down = forwardOnly;
