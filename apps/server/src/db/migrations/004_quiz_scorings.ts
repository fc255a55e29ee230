import type { Kysely } from 'kysely';
import { addColumnTo, createIndex, forwardOnly, withId, withStamps } from './helpers';

// Scoring blueprints ("quiz scorings" in the API): a blueprint belongs to one instrument and is
// versioned; its parts are rows that name dimensions and indicators by code, with nested lists
// (weights, bands, norm rows, rule conditions) as JSON text. Results record the blueprint and
// version that scored them.

const blueprintPart = (db: Kysely<unknown>, table: string) =>
  withId(db, table).addColumn('blueprint_id', 'integer', (c) =>
    c.notNull().references('scoring_blueprints.id'),
  );

export async function up(db: Kysely<unknown>): Promise<void> {
  await withStamps(
    withId(db, 'scoring_blueprints')
      .addColumn('instrument_id', 'integer', (c) => c.notNull().references('instruments.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await createIndex(db, 'scoring_blueprints_instrument', 'scoring_blueprints', ['instrument_id']);

  await withStamps(
    blueprintPart(db, 'scoring_blueprint_settings')
      .addColumn('raw_score_method', 'text', (c) => c.notNull())
      .addColumn('missing_policy', 'text', (c) => c.notNull())
      .addColumn('untagged_indicator_code', 'text'),
  ).execute();

  await withStamps(
    blueprintPart(db, 'scoring_blueprint_dimensions')
      .addColumn('dimension_code', 'text', (c) => c.notNull())
      .addColumn('aggregation', 'text', (c) => c.notNull())
      .addColumn('indicators_json', 'text', (c) => c.notNull())
      .addColumn('reliability', 'double precision'),
  ).execute();

  await withStamps(
    blueprintPart(db, 'scoring_group_dimensions')
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('aggregation', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('dimensions_json', 'text', (c) => c.notNull()),
  ).execute();

  await withStamps(
    blueprintPart(db, 'scoring_character_blueprints')
      .addColumn('type_code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('scale', 'text', (c) => c.notNull())
      .addColumn('match', 'text', (c) => c.notNull())
      .addColumn('conditions_json', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await withStamps(
    blueprintPart(db, 'scoring_gob_blueprints')
      .addColumn('target_code', 'text', (c) => c.notNull())
      .addColumn('scale', 'text', (c) => c.notNull())
      .addColumn('bands_json', 'text', (c) => c.notNull()),
  ).execute();

  await withStamps(
    blueprintPart(db, 'scoring_final_scores')
      .addColumn('dimension_code', 'text', (c) => c.notNull())
      .addColumn('norm_group', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('scale_kind', 'text', (c) => c.notNull())
      .addColumn('rows_json', 'text', (c) => c.notNull())
      .addColumn('mean', 'double precision')
      .addColumn('sd', 'double precision')
      .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('norm_date', 'text', (c) => c.notNull())
      .addColumn('norm_version', 'text', (c) => c.notNull())
      .addColumn('raw_step', 'double precision', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await withStamps(
    blueprintPart(db, 'scoring_indicator_scores')
      .addColumn('indicator_code', 'text', (c) => c.notNull())
      .addColumn('bands_json', 'text', (c) => c.notNull()),
  ).execute();

  for (const table of [
    'scoring_blueprint_settings',
    'scoring_blueprint_dimensions',
    'scoring_group_dimensions',
    'scoring_character_blueprints',
    'scoring_gob_blueprints',
    'scoring_final_scores',
    'scoring_indicator_scores',
  ]) {
    await db.schema.createIndex(`${table}_blueprint`).on(table).column('blueprint_id').execute();
  }

  await addColumnTo(db, 'results', 'blueprint_id', 'integer');
  await addColumnTo(db, 'results', 'blueprint_version', 'integer');
}

export const down = forwardOnly;
