import type { Kysely } from 'kysely';
import { createIndex, createUniqueIndex, forwardOnly, withId, withStamps } from './helpers';

// Competence library (P-Abilities+) and job profiles. A competence is computed from
// test dimensions with weights (dimension scorings) and banded into levels (JSON list of
// {level, label, min, max, colour, text_colour}); it has behavioural dimensions. A job profile
// names required competences with a target level and weight, and the instruments to take in order.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withStamps(
    withId(db, 'competences')
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('levels_json', 'text', (c) => c.notNull()),
  ).execute();
  await createUniqueIndex(db, 'competences_code', 'competences', ['code']);

  await withId(db, 'competence_dimensions')
    .addColumn('competence_id', 'integer', (c) => c.notNull().references('competences.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndex(db, 'competence_dimensions_competence', 'competence_dimensions', ['competence_id']);

  await withId(db, 'competence_dimension_scorings')
    .addColumn('competence_id', 'integer', (c) => c.notNull().references('competences.id'))
    .addColumn('test_dimension_id', 'integer', (c) => c.notNull().references('test_dimensions.id'))
    .addColumn('weight', 'double precision', (c) => c.notNull())
    .execute();
  await createUniqueIndex(db, 'competence_dimension_scorings_pair', 'competence_dimension_scorings', [
    'competence_id',
    'test_dimension_id',
  ]);

  await withStamps(
    withId(db, 'job_profiles')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();

  await withId(db, 'job_profile_competences')
    .addColumn('job_profile_id', 'integer', (c) => c.notNull().references('job_profiles.id'))
    .addColumn('competence_id', 'integer', (c) => c.notNull().references('competences.id'))
    .addColumn('target_level', 'integer', (c) => c.notNull())
    .addColumn('weight', 'double precision', (c) => c.notNull())
    .execute();
  await createIndex(db, 'job_profile_competences_profile', 'job_profile_competences', ['job_profile_id']);

  await withId(db, 'job_profile_instruments')
    .addColumn('job_profile_id', 'integer', (c) => c.notNull().references('job_profiles.id'))
    .addColumn('instrument_id', 'integer', (c) => c.notNull().references('instruments.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await createIndex(db, 'job_profile_instruments_profile', 'job_profile_instruments', ['job_profile_id']);
}

export const down = forwardOnly;
