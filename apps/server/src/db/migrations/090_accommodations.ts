import { type Kysely, sql } from 'kysely';
import { addColumnTo, createIndex, withId } from './helpers';

// Accommodations (reasonable adjustments): one row per grant, request or declined request of a
// participant, replacing the single extra-time number on the participant (migration 015). A
// participant's extra time is carried over as a grant, so no adjustment in force is lost.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, 'accommodations')
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id'))
    // requested (by the participant, not answered yet), granted, declined.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('extra_time_percent', 'integer', (c) => c.notNull().defaultTo(0))
    // [{project_instrument_id, section_id|null, percent}]: extra time per test or section.
    .addColumn('extra_time_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('break_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('larger_text', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('high_contrast', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('screen_reader', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    // candidate, staff or other, and the asker's name.
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requester_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('request_message', 'text', (c) => c.notNull().defaultTo(''))
    // The needs a participant ticked, space-separated.
    .addColumn('request_needs', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
    .addColumn('decided_at', 'text')
    .addColumn('decline_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'accommodations_participant', 'accommodations', ['participant_id', 'state', 'id']);
  await sql`
    insert into accommodations (participant_id, state, extra_time_percent, requested_by, decided_at, created_at)
    select id, 'granted', extra_time_percent, 'staff', updated_at, updated_at
    from participants where extra_time_percent > 0`.execute(db);
  await db.schema.alterTable('participants').dropColumn('extra_time_percent').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'participants', 'extra_time_percent', 'integer', (c) => c.notNull().defaultTo(0));
  await db.schema.dropTable('accommodations').execute();
}
