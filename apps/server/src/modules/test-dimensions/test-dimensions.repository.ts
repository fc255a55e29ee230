import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

// The only file with test-dimension queries. Removed rows are never returned.

export function findDimension(db: Db, id: number) {
  return db
    .selectFrom('test_dimensions')
    .selectAll()
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export function indicatorsOf(db: Db, dimensionIds: number[]) {
  if (dimensionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('indicators')
    .select(['id', 'dimension_id', 'code', 'name', 'description', 'position'])
    .where('dimension_id', 'in', dimensionIds)
    .where('removed_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Which of these codes are already taken by a dimension (removed ones too: codes stay reserved). */
export async function takenDimensionCode(db: Db, code: string, exceptId?: number) {
  let q = db.selectFrom('test_dimensions').select(['id', 'removed_at']).where('code', '=', code);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export function indicatorsByCode(db: Db, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('indicators')
    .select(['id', 'dimension_id', 'code', 'removed_at'])
    .where('code', 'in', codes)
    .execute();
}

export function liveDimensionsQuery(db: Db) {
  return db.selectFrom('test_dimensions as d').where('d.removed_at', 'is', null);
}
