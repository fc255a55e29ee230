import type { Kysely } from 'kysely';
import { createIndex, forwardOnly, withId } from './helpers';

// Analyses of an instrument version over a sample of real answers (the evidence workbench). A row
// keeps its sample definition, DIF comparisons and engine version, so every figure can be traced
// and re-derived; scope_consultant_id is the consultant account whose corporates the sample was
// limited to (null: an admin's analysis across all data). Results can be large: text, not JSON
// columns, so both engines store them alike.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, 'evidence_analyses')
    .addColumn('instrument_id', 'integer', (c) => c.notNull().references('instruments.id'))
    .addColumn('instrument_version', 'integer', (c) => c.notNull())
    .addColumn('instrument_version_id', 'integer', (c) => c.notNull().references('instrument_versions.id'))
    .addColumn('model', 'text')
    .addColumn('sample_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('dif_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('step', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('n', 'integer')
    .addColumn('make_up_json', 'text')
    .addColumn('result_json', 'text')
    .addColumn('engine_version', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error', 'text')
    .addColumn('job_id', 'integer')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('scope_consultant_id', 'integer', (c) => c.references('consultant_accounts.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await createIndex(db, 'evidence_analyses_instrument', 'evidence_analyses', ['instrument_id', 'id']);
}

export const down = forwardOnly;
