import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';
import { type Actor, visibleCorporates } from './tenant-scope';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The live corporate account with this id when the actor may see it (`corporate_accounts as c`),
 * for the caller to select from: the check every feature that configures a corporate makes first.
 */
export function visibleLiveCorporate(db: Db, actor: Actor, corporateId: number) {
  return db
    .selectFrom('corporate_accounts as c')
    .where('c.id', '=', corporateId)
    .where('c.removed_at', 'is', null)
    .where(visibleCorporates(actor));
}
