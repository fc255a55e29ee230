import type { Kysely } from 'kysely';
import { addColumnTo } from './helpers';

// A consultant's export across its corporate accounts (the candidate database of every corporate
// it owns) belongs to no single corporate: the download list shows it to that consultant account's
// users by this column. Admins' cross-tenant exports leave both columns null.
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'downloads', 'account_consultant_id', 'integer', (c) =>
    c.references('consultant_accounts.id'),
  );
}
