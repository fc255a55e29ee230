import type { Kysely } from 'kysely';
import { forwardOnly } from './helpers';

// A result names the blueprint version that scored it; this table keeps what that version was.
// A version's definition (its settings, dimensions, norms, bands, rules as the engine read them)
// is written once, the first time the version scores anyone, and never changed: parts change
// only by raising the version. Keyed by (blueprint_id, version) so concurrent writers of the same
// version collide on the key and the first one wins.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scoring_blueprint_versions')
    .addColumn('blueprint_id', 'integer', (c) => c.notNull().references('scoring_blueprints.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('definition_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('scoring_blueprint_versions_pk', ['blueprint_id', 'version'])
    .execute();
}

export const down = forwardOnly;
