import type { Kysely } from 'kysely';
import { forwardOnly } from './helpers';

// How a blueprint scores forced-choice blocks: ipsative points (what every existing blueprint did,
// hence the default) or Thurstonian IRT, with optional prior correlations of the traits (JSON
// {ids, matrix}; null = uncorrelated).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('scoring_blueprint_settings')
    .addColumn('forced_choice_method', 'text', (c) => c.notNull().defaultTo('ipsative'))
    .execute();
  await db.schema
    .alterTable('scoring_blueprint_settings')
    .addColumn('trait_correlations_json', 'text')
    .execute();
}

export const down = forwardOnly;
