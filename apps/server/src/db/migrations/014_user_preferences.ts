import type { Kysely } from 'kysely';
import { addColumnTo } from './helpers';

// A user's preferences (auth/save-user-data): the language of the participant pages they preview
// and of the back office, remembered across devices.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'users', 'locale', 'text', (c) => c.notNull().defaultTo('en'));
  await addColumnTo(db, 'users', 'admin_language', 'text', (c) => c.notNull().defaultTo('id'));
}
