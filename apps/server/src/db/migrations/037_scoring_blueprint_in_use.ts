import { type Kysely, sql } from 'kysely';
import { addColumnTo, forwardOnly } from './helpers';

// Which of an instrument's blueprints scores it. Before this, the newest blueprint did, so an
// admin trying out a new blueprint silently changed every project's scores at its next
// recalculation. Now a new blueprint scores only when the instrument has none in use, or when an
// admin says so. The instruments keep scoring as they did: the newest live blueprint is the one
// in use.
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'instruments', 'scoring_blueprint_id', 'integer');
  await sql`
    UPDATE instruments SET scoring_blueprint_id = (
      SELECT max(b.id) FROM scoring_blueprints b
      WHERE b.instrument_id = instruments.id AND b.removed_at IS NULL
    )`.execute(db);
}

export const down = forwardOnly;
