import type { Kysely } from 'kysely';
import { addColumnTo, forwardOnly } from './helpers';

// How a blueprint scores forced-choice blocks: ipsative points (what every existing blueprint did,
// hence the default) or Thurstonian IRT, with optional prior correlations of the traits (JSON
// {ids, matrix}; null = uncorrelated).

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'scoring_blueprint_settings', 'forced_choice_method', 'text', (c) =>
    c.notNull().defaultTo('ipsative'),
  );
  await addColumnTo(db, 'scoring_blueprint_settings', 'trait_correlations_json', 'text');
}

export const down = forwardOnly;
