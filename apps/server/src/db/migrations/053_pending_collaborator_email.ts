import type { Kysely } from 'kysely';
import { addColumnTo, createIndex, forwardOnly } from './helpers';

// An invited collaborator's address waits in `invited_email` until the link is accepted; until
// then `users.email` holds a unique placeholder under the reserved `.invalid` domain. So an
// invitation never touches the installation-wide unique e-mail (which would tell the inviter that
// the address has an account in another tenant), and the unique index stays as it is (SQLite
// cannot drop a column's UNIQUE without rebuilding the table).

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'users', 'invited_email', 'text');
  await createIndex(db, 'users_invited_email', 'users', ['invited_email']);
}

export const down = forwardOnly;
