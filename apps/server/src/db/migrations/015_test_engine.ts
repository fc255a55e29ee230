import { type Kysely, sql } from 'kysely';
import { addColumnTo, createIndex, withId } from './helpers';

// The test engine: a server clock per section, answers ordered by the device's
// sequence number, per-item time limits, extra time granted per participant and the status
// events the integrity summary reads.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The current section of a submission and when its clock started (null: waiting to start).
  // submissions.deadline_at becomes the current section's deadline.
  await addColumnTo(db, 'submissions', 'section_index', 'integer', (c) => c.notNull().defaultTo(0));
  await addColumnTo(db, 'submissions', 'section_started_at', 'text');
  // The client's last timer reading (participant-last-attempt): recorded for reviewers, never trusted.
  await addColumnTo(db, 'submissions', 'client_last_timer', 'integer');
  await addColumnTo(db, 'submissions', 'client_last_timer_at', 'text');
  // Submissions already running were timed as one block: their first section started with them.
  await sql`update submissions set section_started_at = started_at where state = 'in_progress'`.execute(db);

  // The device's sequence number of the answer kept (null: saved before sequence numbers).
  await addColumnTo(db, 'answers', 'seq', 'integer');

  // Extra time the project grants a participant, in per cent of every timed section.
  await addColumnTo(db, 'participants', 'extra_time_percent', 'integer', (c) => c.notNull().defaultTo(0));

  // Sections already over: when each ran and why it ended (the participant, or its time).
  await withId(db, 'submission_sections')
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'))
    .addColumn('section_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('deadline_at', 'text')
    .addColumn('finished_at', 'text', (c) => c.notNull())
    .addColumn('finish_reason', 'text', (c) => c.notNull())
    .addUniqueConstraint('submission_sections_unique', ['submission_id', 'position'])
    .execute();

  // When an item with its own time limit was first shown (its clock).
  await withId(db, 'item_views')
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('shown_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('item_views_unique', ['submission_id', 'item_id'])
    .execute();

  // Status events of a participant (started, resumed, offline, online, section_finished…).
  await withId(db, 'participant_activities')
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id'))
    .addColumn('submission_id', 'integer', (c) => c.references('submissions.id'))
    .addColumn('section_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    // What the device said about the event (its timer, when it went offline); informative only.
    .addColumn('client_timer', 'integer')
    .addColumn('client_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'participant_activities_participant', 'participant_activities', [
    'participant_id',
    'id',
  ]);
}
