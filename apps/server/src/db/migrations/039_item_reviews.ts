import { type Kysely, sql } from 'kysely';
import { createIndex, forwardOnly, withId } from './helpers';

// Items flagged for review from the evidence workbench, and what became of them. A row is about
// an item of the library (its stored id, the analysis and version that prompted the flag), never
// about a participant. An item has at most one open flag: the partial unique index keeps it so
// when two authors flag the same item at once (both engines support partial indexes).

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, 'item_reviews')
    .addColumn('instrument_id', 'integer', (c) => c.notNull().references('instruments.id'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('analysis_id', 'integer', (c) => c.references('evidence_analyses.id'))
    .addColumn('instrument_version', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('resolution', 'text')
    .addColumn('resolution_note', 'text')
    .addColumn('flagged_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('flagged_at', 'text', (c) => c.notNull())
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id'))
    .addColumn('resolved_at', 'text')
    .execute();
  await createIndex(db, 'item_reviews_instrument_status', 'item_reviews', ['instrument_id', 'status']);
  await db.schema
    .createIndex('item_reviews_one_open')
    .unique()
    .on('item_reviews')
    .columns(['instrument_id', 'item_id'])
    .where(sql<boolean>`status = 'open'`)
    .execute();
}

export const down = forwardOnly;
