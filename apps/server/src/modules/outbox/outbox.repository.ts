import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export const OUTBOX_COLUMNS = [
  'id',
  'to_address',
  'subject',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'sent_at',
] as const;

/** Every outbox message (`o`), as a table to page. */
export function outboxMessages(db: Db) {
  return db.selectFrom('outbox as o');
}

export function findOutboxMessage(db: Db, id: number) {
  return db
    .selectFrom('outbox')
    .select([...OUTBOX_COLUMNS, 'body_text'])
    .where('id', '=', id)
    .executeTakeFirst();
}
