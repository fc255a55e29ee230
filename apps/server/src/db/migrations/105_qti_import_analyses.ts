import type { Kysely } from 'kysely';
import { createIndex, withId } from './helpers';

// A QTI package analysed and waiting for its author's confirmation: the import report, the
// sections it would write and the media the items use (base64), kept until it is confirmed or an
// hour has passed. Nothing of the package reaches the instrument before the confirmation.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, 'qti_import_analyses')
    .addColumn('instrument_id', 'integer', (c) => c.notNull().references('instruments.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // 'append' or 'replace'.
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('analysis_json', 'text', (c) => c.notNull())
    .addColumn('media_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'qti_import_analyses_created', 'qti_import_analyses', ['created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('qti_import_analyses').execute();
}
