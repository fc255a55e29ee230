import type { Kysely } from 'kysely';
import { createIndex, forwardOnly, withId } from './helpers';

// Adaptive sections. A session row per (submission, section) holds the seed its item lotteries
// draw from; a step row per decision holds the item served at that step (or why the test
// stopped), the items the exposure lottery set aside with it, and θ/SE before it. Decisions are
// stored once (the primary key), so a resend, a reload or a restarted server serves the same item.
// Simulations of a bank are kept with the fingerprint of the bank and settings they ran on, so
// publishing can check that the current bank was simulated under its exposure ceiling.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('adaptive_sessions')
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'))
    .addColumn('section_id', 'text', (c) => c.notNull())
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('adaptive_sessions_pk', ['submission_id', 'section_id'])
    .execute();
  await db.schema
    .createTable('adaptive_steps')
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'))
    .addColumn('section_id', 'text', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    // Null once the test stops; stop_reason then says why.
    .addColumn('item_id', 'text')
    .addColumn('stop_reason', 'text')
    .addColumn('set_aside', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('theta', 'double precision', (c) => c.notNull())
    .addColumn('se', 'double precision', (c) => c.notNull())
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('adaptive_steps_pk', ['submission_id', 'section_id', 'step'])
    .execute();
  await withId(db, 'adaptive_simulations')
    .addColumn('instrument_id', 'integer', (c) => c.notNull().references('instruments.id'))
    .addColumn('section_id', 'text', (c) => c.notNull())
    /** Hash of the bank's items (ids, parameters, indicators) and the section's settings. */
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('max_exposure', 'double precision', (c) => c.notNull())
    .addColumn('result_json', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'adaptive_simulations_section', 'adaptive_simulations', [
    'instrument_id',
    'section_id',
    'created_at',
  ]);
}

export const down = forwardOnly;
