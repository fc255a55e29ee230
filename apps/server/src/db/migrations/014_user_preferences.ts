import type { Kysely } from 'kysely';

// A user's preferences (auth/save-user-data): the language of the participant pages they preview
// and of the back office, remembered across devices.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('admin_language', 'text', (c) => c.notNull().defaultTo('id'))
    .execute();
}
