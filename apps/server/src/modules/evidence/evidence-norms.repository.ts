import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The stored results of these submissions that the blueprint scored, whatever its version then:
 * a change of norms leaves raw scores as they were, so results of earlier versions count too.
 */
export function listBlueprintResultsOf(db: Db, submissionIds: readonly number[], blueprintId: number) {
  return db
    .selectFrom('results')
    .select(['submission_id', 'result_json'])
    .where('submission_id', 'in', [...submissionIds])
    .where('blueprint_id', '=', blueprintId)
    .execute();
}
