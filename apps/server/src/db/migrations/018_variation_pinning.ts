import { type Kysely, sql } from 'kysely';
import { addColumnTo } from './helpers';

// A project pins the variation (alternate form) it runs, as it pins the instrument version: the
// form's published content is copied when the project chooses it, so publishing the variation
// again never changes the test under a running project (nor how its answers are scored).

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'project_instruments', 'variation_json', 'text');
  await sql`update project_instruments set variation_json = (
      select published_json from instrument_variations iv where iv.id = project_instruments.variation_id
    ) where variation_id is not null`.execute(db);
}
