import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rowsWhere } from '../../db/table-rows';

type Db = Kysely<Database>;

// What the bank view reads besides the draft content: how often the adaptive sections served each
// item, and which items have an open review flag.

export interface ExposureCount {
  section_id: string;
  /** Null: the row counts the section's sessions; otherwise the sessions served this item. */
  item_id: string | null;
  n: number | string | bigint;
}

/**
 * Adaptive sessions of the instrument's sections per section (item_id null) and, per item, the
 * sessions that were served it, in one grouped query. Only projects count, and they run published
 * versions only, so a draft never adds to these figures.
 */
export function listExposureCounts(db: Db, instrumentId: number): Promise<ExposureCount[]> {
  const sessions = db
    .selectFrom('adaptive_sessions as s')
    .innerJoin('submissions as sub', 'sub.id', 's.submission_id')
    .innerJoin('project_instruments as pi', 'pi.id', 'sub.project_instrument_id')
    .where('pi.instrument_id', '=', instrumentId)
    .groupBy('s.section_id')
    .select((eb) => [
      's.section_id as section_id',
      eb.cast<string | null>(eb.val(null), 'text').as('item_id'),
      eb.fn.countAll<number>().as('n'),
    ]);
  const served = db
    .selectFrom('adaptive_steps as st')
    .innerJoin('submissions as sub', 'sub.id', 'st.submission_id')
    .innerJoin('project_instruments as pi', 'pi.id', 'sub.project_instrument_id')
    .where('pi.instrument_id', '=', instrumentId)
    .where('st.item_id', 'is not', null)
    .groupBy(['st.section_id', 'st.item_id'])
    .select((eb) => [
      'st.section_id as section_id',
      'st.item_id as item_id',
      // A step is stored once per decision, but an item is counted once per session all the same.
      eb.fn
        .count<number>('st.submission_id')
        .distinct()
        .as('n'),
    ]);
  return sessions.unionAll(served).execute();
}

/** Ids of the instrument's items with an open review flag. */
export async function listOpenReviewItemIds(db: Db, instrumentId: number): Promise<string[]> {
  const openFlags = { instrument_id: instrumentId, status: 'open' } as const;
  const rows = await rowsWhere(db, 'item_reviews', ['item_id'], openFlags);
  return rows.map((r) => r.item_id);
}
