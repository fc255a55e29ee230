import type { Insertable, Kysely } from 'kysely';
import type { Database, ItemReviewTable } from '../../db/schema';
import { rowWhere } from '../../db/table-rows';

type Db = Kysely<Database>;

/** A live instrument with its current (draft) content, which names the items as authors see them. */
export function findInstrumentContent(db: Db, id: number) {
  return rowWhere(db, 'instruments', ['id', 'version', 'content_json'], { id, removed_at: null });
}

/** Review flags with the names of who flagged and who resolved them. */
function reviewRows(db: Db) {
  return db
    .selectFrom('item_reviews as r')
    .leftJoin('users as f', 'f.id', 'r.flagged_by')
    .leftJoin('users as s', 's.id', 'r.resolved_by')
    .select([
      'r.id',
      'r.instrument_id',
      'r.item_id',
      'r.analysis_id',
      'r.instrument_version',
      'r.reason',
      'r.note',
      'r.status',
      'r.resolution',
      'r.resolution_note',
      'f.name as flagged_by_name',
      'r.flagged_at',
      's.name as resolved_by_name',
      'r.resolved_at',
    ]);
}
export type StoredReview = NonNullable<Awaited<ReturnType<typeof findReview>>>;

export function findReview(db: Db, id: number) {
  return reviewRows(db).where('r.id', '=', id).executeTakeFirst();
}

/** The open flag of an item, if it has one. */
export function findOpenReview(db: Db, instrumentId: number, itemId: string) {
  const match = { instrument_id: instrumentId, item_id: itemId, status: 'open' } as const;
  return rowWhere(db, 'item_reviews', ['id'], match);
}

/** An instrument's flags, open or resolved or both, the newest first. */
export function listReviews(db: Db, instrumentId: number, status: 'open' | 'resolved' | null) {
  let query = reviewRows(db).where('r.instrument_id', '=', instrumentId);
  if (status) query = query.where('r.status', '=', status);
  return query.orderBy('r.flagged_at', 'desc').orderBy('r.id', 'desc').execute();
}

export async function insertReview(db: Db, values: Insertable<ItemReviewTable>): Promise<number> {
  const row = await db.insertInto('item_reviews').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Resolves a flag that is still open; false when it is not (resolved meanwhile, or unknown). */
export async function resolveReview(
  db: Db,
  id: number,
  values: {
    resolution: 'revised' | 'kept' | 'removed';
    resolution_note: string;
    resolved_by: number;
    resolved_at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('item_reviews')
    .set({ ...values, status: 'resolved' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
